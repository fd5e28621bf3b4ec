import styled from 'styled-components';
import { color, media } from '../../ui/theme';

/**
 * Label and value pairs (a <dl>): on a phone each label sits above its value, so long values
 * (an e-mail, a message) get the whole width; side by side from 36em. Phone and e-mail links
 * are big enough to tap.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0 0 1.25rem;
  dt { font-weight: 650; color: ${color.muted}; font-size: 0.925rem; }
  dd { margin: 0 0 0.6rem; overflow-wrap: anywhere; white-space: pre-line; }
  a { display: inline-block; min-height: 2.75rem; padding: 0.5rem 0; }
  ${media.sm} {
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: 0.4rem 1rem;
    dt { font-size: inherit; }
    dd { margin: 0; }
  }
`;
