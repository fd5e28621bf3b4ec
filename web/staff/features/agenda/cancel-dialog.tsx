import { useEffect, useState } from 'react';
import { MAX_LENGTH } from '#contract';
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
  busy: boolean;
  /** Why the last try failed: said inside the dialog, which stays open with what was typed. */
  error?: string;
  onConfirm: (draft: CancelDraft) => void;
  onClose: () => void;
}

/**
 * 'Cancel booking' behind a confirmation, with two optional fields kept apart on purpose
 * (decision 022): a message the patient reads in the cancellation e-mail, and an internal note that is never
 * sent. A cancelled booking is kept, marked cancelled; its time is offered to visitors again at once.
 */
export function CancelDialog({ open, what, count, busy, error, onConfirm, onClose }: Props) {
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
        hint="Sent in the cancellation e-mail. No health details."
        maxLength={MAX_LENGTH.notes}
        value={draft.message}
        onValue={set('message')}
      />
      <TextAreaInput label="Internal note" name="note" optional hint="Never sent. Staff only." maxLength={MAX_LENGTH.notes} value={draft.note} onValue={set('note')} />
    </ConfirmDialog>
  );
}
