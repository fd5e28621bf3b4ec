import { useEffect, useState } from 'react';
import { MAX_LENGTH } from '../../../../api/contract';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaInput } from '../../ui/field';

interface Props {
  open: boolean;
  /** How many bookings, or which one: 'Harold Jenkins, 10:00 AM on Monday, March 9, 2026'. */
  what: string;
  count: number;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * 'Cancel booking' behind a confirmation, with a reason for the record (optional). A
 * cancelled booking is kept, marked cancelled; its time is offered to visitors again at once.
 */
export function CancelDialog({ open, what, count, busy, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const many = count > 1;
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (!open) setReason('');
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title={many ? `Cancel ${count} bookings?` : 'Cancel this booking?'}
      confirmLabel={many ? `Cancel ${count} bookings` : 'Cancel booking'}
      busyLabel="Cancelling…"
      dismissLabel={many ? 'Keep them' : 'Keep booking'}
      busy={busy}
      danger
      onConfirm={() => onConfirm(reason)}
      onClose={onClose}
    >
      <p>{what}</p>
      <p>It stays in the agenda, marked cancelled, and its time is offered to visitors again at once.</p>
      <TextAreaInput label="Reason" name="reason" optional hint="Kept with the booking, for staff only." maxLength={MAX_LENGTH.notes} value={reason} onValue={setReason} />
    </ConfirmDialog>
  );
}
