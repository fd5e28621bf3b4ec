import { provider } from '../../../api/contract';
import styled from 'styled-components';
import { Notice } from '../../ui/form';
import { useBookingWords } from './booking-words';

/** Without JavaScript the slots never load; say so, and offer the phone instead. */
export function NoScriptNote() {
  const words = useBookingWords();
  return (
    <noscript>
      <Note>
        <p>{words.noScript(<a href={`tel:${provider.phoneHref}`}>{provider.phone}</a>)}</p>
      </Note>
    </noscript>
  );
}

const Note = styled(Notice)`
  margin-bottom: 1rem;
`;
