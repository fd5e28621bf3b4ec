import { provider } from '../../../api/contract';
import styled from 'styled-components';
import { Notice } from '../../ui/form';

/** Without JavaScript the slots never load; say so, and offer the phone instead. */
export function NoScriptNote() {
  return (
    <noscript>
      <Note>
        <p>
          Online booking needs JavaScript. Please call us at <a href={`tel:${provider.phoneHref}`}>{provider.phone}</a> and we will book your
          appointment for you.
        </p>
      </Note>
    </noscript>
  );
}

const Note = styled(Notice)`
  margin-bottom: 1rem;
`;
