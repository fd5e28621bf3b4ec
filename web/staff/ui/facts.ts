import styled from 'styled-components';
import { color } from '../../ui/theme';

/** Label and value pairs (a <dl>), side by side even on a phone; phone and e-mail links big enough to tap. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: 0.4rem 1rem;
  margin: 0 0 1.25rem;
  dt { font-weight: 650; color: ${color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
  a { display: inline-block; min-height: 2.75rem; padding: 0.5rem 0; }
`;
