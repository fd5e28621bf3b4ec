import styled from 'styled-components';
import type { BookingNotesWords } from '../../i18n/booking-notes.en';
import { Notice } from '../../ui/form/notice';
import { Phone } from '../../ui/phone';

/** What NoScriptNote says: prerendered only (a browser running scripts never renders a <noscript>'s content). */
export function NoScriptText({ words }: { words: BookingNotesWords }) {
  return (
    <Note>
      <p>{words.noScript(<Phone />)}</p>
    </Note>
  );
}

const Note = styled(Notice)`
  margin-bottom: 1rem;
`;
