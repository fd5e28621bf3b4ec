import { provider } from '../../../api/contract';
import styled from 'styled-components';
import { Notice } from '../../ui/form/notice';
import { useBookingWords } from './booking-words';

/** What NoScriptNote says: prerendered only (a browser running scripts never renders a <noscript>'s content). */
export function NoScriptText() {
  const words = useBookingWords();
  return (
    <Note>
      <p>{words.noScript(<a href={`tel:${provider.phoneHref}`}>{provider.phone}</a>)}</p>
    </Note>
  );
}

const Note = styled(Notice)`
  margin-bottom: 1rem;
`;
