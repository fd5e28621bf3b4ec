import styled from 'styled-components';
import type { BookingNotesWords } from '../../i18n/booking-notes.en';

const Note = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.6rem 0.8rem;
  border-radius: 8px;
  background: #fff4d6;
  color: #4a3500;
  border: 1px solid #e8c766;
`;

/** What StaleSlotsNote says when the times shown may be out of date. */
export function StaleSlotsText({ words }: { words: BookingNotesWords }) {
  return <Note>{words.stale}</Note>;
}
