import { useEffect, useState } from 'react';
import { MAX_LENGTH } from '#contract';
import { type Lang, languageOf } from '#contract/language';
import { useKeptDraft } from '../../lib/drafts';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaInput } from '../../ui/field';
import { KeptNote } from '../../ui/kept-note';

/** What staff typed in the dialog, as typed (api.ts trims them and leaves out empty ones). */
export interface CancelDraft {
  message: string;
  note: string;
}

const EMPTY: CancelDraft = { message: '', note: '' };

interface Props {
  open: boolean;
  /** How many bookings, or which one: 'Harold Jenkins, 10:00 AM on Monday, March 9, 2026'. */
  what: string;
  count: number;
  /** The bookings being cancelled (their languages: each patient's e-mail is in their booking's). */
  bookings: readonly { language?: Lang }[];
  busy: boolean;
  /** Why the last try failed: said inside the dialog, which stays open with what was typed. */
  error?: string;
  onConfirm: (draft: CancelDraft) => void;
  onClose: () => void;
}

/**
 * Where the message goes, and in which language it is read: the cancellation e-mail is in each
 * booking's language, and the message is quoted word for word in it, so staff know before writing
 * when a patient reads Spanish (and, cancelling several, how many read which).
 */
export function messageHint(bookings: readonly { language?: Lang }[]): string {
  const spanish = bookings.filter((booking) => languageOf(booking) === 'es').length;
  const english = bookings.length - spanish;
  if (!spanish) return 'Sent in the cancellation e-mail. No health details.';
  const quoted = 'Your message is quoted word for word, as you write it. No health details.';
  if (!english) {
    return bookings.length === 1
      ? `Sent in the cancellation e-mail, which this patient reads in Spanish: write the message in Spanish. ${quoted}`
      : `Sent in each cancellation e-mail, which these ${spanish} patients read in Spanish: write the message in Spanish. ${quoted}`;
  }
  const one = (count: number, language: string) => `${count} ${count === 1 ? 'patient reads' : 'patients read'} theirs in ${language}`;
  return `Sent in each cancellation e-mail: ${one(english, 'English')}, ${one(spanish, 'Spanish')}. ${quoted} To write to each in their own language, cancel them apart.`;
}

/**
 * 'Cancel booking' behind a confirmation, with two optional fields kept apart on purpose
 * (decision 022): a message the patient reads in the cancellation e-mail, and an internal note that is never
 * sent. A cancelled booking is kept, marked cancelled; its time is offered to visitors again at once.
 */
export function CancelDialog({ open, what, count, bookings, busy, error, onConfirm, onClose }: Props) {
  const [draft, setDraft] = useState<CancelDraft>(EMPTY);
  const many = count > 1;
  // Each opening starts empty; a failed request keeps the dialog open, and what was typed with it.
  useEffect(() => {
    if (!open) setDraft(EMPTY);
  }, [open]);
  const set = (field: keyof CancelDraft) => (value: string) => setDraft((previous) => ({ ...previous, [field]: value }));
  const restored = useKeptDraft('cancel', draft, (kept) => setDraft((previous) => ({ ...previous, ...kept })), open);
  return (
    <ConfirmDialog
      open={open}
      title={many ? `Cancel ${count} bookings?` : 'Cancel this booking?'}
      confirmLabel={many ? `Cancel ${count} bookings` : 'Cancel booking'}
      busyLabel="Cancelling…"
      dismissLabel={many ? 'Keep them' : 'Keep booking'}
      busy={busy}
      danger
      error={error}
      onConfirm={() => onConfirm(draft)}
      onClose={onClose}
      description={
        <>
          <p>{what}</p>
          <p>It stays in the agenda, marked cancelled, and its time is offered to visitors again at once.</p>
        </>
      }
    >
      <KeptNote shown={restored} />
      <TextAreaInput
        label="Message to the patient"
        name="message"
        optional
        hint={messageHint(bookings)}
        maxLength={MAX_LENGTH.notes}
        value={draft.message}
        onValue={set('message')}
      />
      <TextAreaInput label="Internal note" name="note" optional hint="Never sent. Staff only." maxLength={MAX_LENGTH.notes} value={draft.note} onValue={set('note')} />
    </ConfirmDialog>
  );
}
