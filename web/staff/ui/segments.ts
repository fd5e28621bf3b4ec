import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius } from '../../ui/theme';

/** Views of one screen as links (upcoming / past, new / handled): the choice lives in the address, so it survives a new sign-in. */
export const Segments = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
`;

export const SegmentLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.4rem 1.1rem;
  border-radius: ${radius.pill};
  border: 2px solid ${color.brand};
  font-weight: 650;
  text-decoration: none;
  &[aria-current='page'] { background: ${color.brand}; color: ${color.onDark}; }
`;
