import styled from 'styled-components';
import { color, radius } from '../../ui/theme';

/** A list of cards (inquiries, undelivered e-mails, sessions), one under another. */
export const CardList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
`;

/** One card of such a list: an article where it has a heading of its own. */
export const Card = styled.article`
  padding: 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;
