import styled from 'styled-components';
import { Notice } from '../../ui/form';
import { Phone } from '../../ui/phone';

/** Without JavaScript the slots never load; say so, and offer the phone instead. */
export function NoScriptNote() {
  return (
    <noscript>
      <Note>
        <p>
          Online booking needs JavaScript. Please call us at <Phone /> and we will book your
          appointment for you.
        </p>
      </Note>
    </noscript>
  );
}

const Note = styled(Notice)`
  margin-bottom: 1rem;
`;
