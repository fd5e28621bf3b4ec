import styled from 'styled-components';

/** A list of cards (inquiries, undelivered e-mails), one under another. */
export const CardList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
`;
