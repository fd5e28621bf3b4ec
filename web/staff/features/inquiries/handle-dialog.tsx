import { useEffect, useState } from 'react';
import { MAX_LENGTH } from '#contract';
import { useKeptDraft } from '../../lib/drafts';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaInput } from '../../ui/field';
import { KeptNote } from '../../ui/kept-note';

interface Props {
  open: boolean;
  /** Which inquiry: a note kept across a forced sign-in comes back to its own inquiry only. */
  inquiryId: string;
  /** Whose inquiry: 'Grace Okafor'. */
  name: string;
  busy: boolean;
  /** Why the last try failed: said inside the dialog, which stays open with the note. */
  error?: string;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** 'Mark handled' behind a confirmation, with a note for the other staff (optional). */
export function HandleDialog({ open, inquiryId, name, busy, error, onConfirm, onClose }: Props) {
  const [note, setNote] = useState('');
  // Each opening starts with an empty note.
  useEffect(() => {
    if (!open) setNote('');
  }, [open]);
  const restored = useKeptDraft(`handle-${inquiryId}`, { note }, (kept) => setNote(kept.note ?? ''), open);
  return (
    <ConfirmDialog
      open={open}
      title="Mark this inquiry handled?"
      confirmLabel="Mark handled"
      busyLabel="Saving…"
      dismissLabel="Back"
      busy={busy}
      error={error}
      onConfirm={() => onConfirm(note)}
      onClose={onClose}
      description={<p>{name}: it moves to the handled list, with your note.</p>}
    >
      <KeptNote shown={restored} />
      <TextAreaInput label="Note" name="note" optional hint="What was done, for the other staff." maxLength={MAX_LENGTH.notes} value={note} onValue={setNote} />
    </ConfirmDialog>
  );
}
