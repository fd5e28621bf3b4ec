import styled from 'styled-components';
import { color } from '../ui/theme';
import { WayToHelp } from './way-to-help';

/** One short paragraph, so the form below stays where a visitor expects it; the red rule sets it apart. */
const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.2rem 0 0.2rem 0.75rem;
  border-left: 4px solid ${color.danger};
  && { color: ${color.text}; }
  a { color: ${color.danger}; font-weight: 700; white-space: nowrap; }
`;

/** Above every form that books or asks: a form is never the way to report something urgent, and 911 comes first. */
export function UrgentNote() {
  return (
    <Note>
      <WayToHelp />
    </Note>
  );
}
