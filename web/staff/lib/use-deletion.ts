import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../lib/api';

/**
 * 'Delete permanently' on a record's page: the dialog's state, the deletion, and whether it is
 * done. A failure is said inside the dialog, which stays open (decision 013); success closes it
 * and hands over to `onDeleted` (the page's outcome notice, which takes focus).
 */
export function useDeletion(remove: UseMutationResult<void, Error, string>, id: string, onDeleted: () => void) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [deleted, setDeleted] = useState(false);
  const confirm = () => {
    setError('');
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        setDeleted(true);
        onDeleted();
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'Nothing was deleted. Check the connection and try again.'),
    });
  };
  const ask = () => {
    setError('');
    setOpen(true);
  };
  return { open, ask, close: () => setOpen(false), confirm, error, deleted, busy: remove.isPending };
}
