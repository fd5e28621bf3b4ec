import { useRef, useState } from 'react';
import { toast } from '../../ui/toast';

/**
 * A change behind a confirmation dialog on a record's own page (cancel a booking, mark an
 * inquiry handled): whether the dialog is open, and the outcome shown once it is done. The
 * control that asked for it is gone by then, so focus goes to the outcome, which is read once
 * (decision 013); the toast shows without a second announcement.
 */
export function useConfirmedChange() {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLDivElement>(null);
  const done = (outcomeText: string, title: string, description: string) => {
    setConfirming(false);
    setOutcome(outcomeText);
    toast({ title, description, variant: 'success', announce: false });
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  return { confirming, setConfirming, outcome, outcomeRef, done };
}
