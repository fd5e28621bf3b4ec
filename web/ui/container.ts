import styled from 'styled-components';
import { layout, media } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  ${media.sm} { padding: 0 1.5rem; }
`;

/** Responsive grid: as many columns of at least `$min` as fit; fewer items stretch to fill the row. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '17rem' }) => $min}), 1fr));
`;
