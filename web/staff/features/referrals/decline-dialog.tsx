import { useEffect, useState } from 'react';
import { useKeptDraft } from '../../lib/drafts';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaInput } from '../../ui/field';
import { KeptNote } from '../../ui/kept-note';

interface Props {
  open: boolean;
  referralId: string;
  reference: string;
  busy: boolean;
  error?: string;
  onConfirm: (words: { message: string; note: string }) => void;
  onClose: () => void;
}

/** 'Decline' behind a confirmation: a message the referrer is e-mailed (the only words that leave) and a note kept for staff. */
export function DeclineDialog({ open, referralId, reference, busy, error, onConfirm, onClose }: Props) {
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) return;
    setMessage('');
    setNote('');
  }, [open]);
  const restored = useKeptDraft(
    `decline-${referralId}`,
    { message, note },
    (kept) => {
      setMessage(kept.message ?? '');
      setNote(kept.note ?? '');
    },
    open,
  );
  return (
    <ConfirmDialog
      open={open}
      title="Decline this referral?"
      confirmLabel="Decline referral"
      busyLabel="Declining…"
      dismissLabel="Back"
      danger
      busy={busy}
      error={error}
      onConfirm={() => onConfirm({ message, note })}
      onClose={onClose}
      description={<p>{reference}: the referrer is e-mailed that we cannot accept it, with your message. Never the note.</p>}
    >
      <KeptNote shown={restored} />
      <TextAreaInput label="Message to the referrer" name="message" optional hint="E-mailed as you write it: say why, and where else they might refer. No patient details." maxLength={1000} value={message} onValue={setMessage} />
      <TextAreaInput label="Internal note" name="note" optional hint="For staff only: never sent." maxLength={1000} value={note} onValue={setNote} />
    </ConfirmDialog>
  );
}
