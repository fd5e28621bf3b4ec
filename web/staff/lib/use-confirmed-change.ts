import { useRef, useState } from 'react';
import { serverMessage } from '../../lib/api';
import { toast } from '../../ui/toast';

/**
 * A change behind a confirmation dialog on a record's own page (cancel a booking, mark an
 * inquiry handled): whether the dialog is open, why the last try failed (said inside the dialog,
 * which stays open), and the outcome shown once it is done. The control that asked for it is
 * gone by then, so focus goes to the outcome, which is read once (decision 013); the toast
 * shows without a second announcement.
 */
export function useConfirmedChange() {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  const ask = () => {
    setError('');
    setConfirming(true);
  };
  /** A failed try: the server's words, or `fallback` (what did not happen, and what to do). */
  const failed = (failure: unknown, fallback: string) => setError(serverMessage(failure) ?? fallback);
  const done = (outcomeText: string, title: string, description: string) => {
    setConfirming(false);
    setError('');
    setOutcome(outcomeText);
    toast({ title, description, variant: 'success', announce: false });
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  return { confirming, setConfirming, ask, error, setError, failed, outcome, outcomeRef, done };
}
