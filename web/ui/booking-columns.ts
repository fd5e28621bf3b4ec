import styled from 'styled-components';
import { Card } from './card';
import { color, media } from './theme';

/** The booking pages' layout: an info card beside the booking flow on wide screens. */
export const BookingColumns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 22rem) minmax(0, 1fr); }
`;

export const InfoCard = styled(Card)`
  h2 { font-size: 1.4rem; }
  h3 { font-size: 1rem; margin: 1.75rem 0 0.5rem; }
  li { color: ${color.muted}; }
  ul { margin-bottom: 0; }
`;
