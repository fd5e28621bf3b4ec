import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/dialog';

interface Props {
  open: boolean;
  /** 'booking', 'inquiry' or 'referral': the dialog's words. */
  what: 'booking' | 'inquiry' | 'referral';
  /** Which one: 'Grace Okafor, 9:15 AM on Tuesday, June 9, 2026.' */
  which: string;
  /** What goes with the record, named for the person deciding. */
  goes: ReactNode;
  /** Said before the confirm button when deleting has a side effect worth a second thought. */
  warning?: string;
  busy: boolean;
  /** Why the last try failed, said inside the dialog where the eyes and the screen reader are. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Deletion on request (docs/decisions/023-retention.md), behind a confirmation that names what
 * goes. It opens with focus on 'Keep it', so a hurried Enter deletes nothing; a failure is said
 * inside it (ConfirmDialog's alert).
 */
export function DeleteDialog({ open, what, which, goes, warning, busy, error, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete this ${what} permanently?`}
      confirmLabel="Delete permanently"
      busyLabel="Deleting…"
      dismissLabel="Keep it"
      busy={busy}
      danger
      focusDismiss
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
      description={
        <>
          <p>{which}</p>
          <p>This deletes, for good:</p>
          {goes}
          {warning && (
            <p>
              <strong>{warning}</strong>
            </p>
          )}
          <p>It cannot be undone. The audit trail keeps only that it was deleted, by whom and when.</p>
        </>
      }
    />
  );
}
