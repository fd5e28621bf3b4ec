import { useEffect, useState } from 'react';
import type { SignInTimeAnswer } from '#contract/staff';
import { serverMessage } from '../../../lib/api';
import { clockTime } from '../../lib/clinic-time';
import { ConfirmDialog } from '../../ui/dialog';
import { useMoreSignInTime } from './api';
import { timeLeft } from './session-timing';

/** The warning comes a minute before the half-done sign-in ends (WCAG 2.2.1 asks for at least 20 s). */
const WARN_BEFORE_MS = 60_000;
/** The answer travelled for a moment after the server's clock was read: end a little early rather than late. */
const MARGIN_MS = 2_000;

/** When a half-done sign-in ends, on this device's clock. */
export const signInDeadline = ({ expiresAt, checkedAt }: SignInTimeAnswer): number => Date.now() + Date.parse(expiresAt) - Date.parse(checkedAt) - MARGIN_MS;

interface Props {
  /** 'set-up' at a first sign-in (the authenticator app is being set up), else 'sign-in'. */
  step: 'set-up' | 'sign-in';
  deadline: number;
  onMoreTime: (deadline: number) => void;
  /** Past the deadline: the password is asked for again. */
  onEnded: () => void;
  onStartAgain: () => void;
}

/**
 * The code and set-up steps last ten minutes on the server (pending-sign-ins.ts). A minute before,
 * a dialog says so and offers more time, which the server gives up to an hour in all; Escape asks
 * for it too. At the end, the password is asked for again, and at a first sign-in the key stays
 * the same, so the entry already added to the app still works.
 */
export function SignInTimeout({ step, deadline, onMoreTime, onEnded, onStartAgain }: Props) {
  const [showing, setShowing] = useState(false);
  const [now, setNow] = useState(Date.now);
  const [error, setError] = useState('');
  const more = useMoreSignInTime();

  useEffect(() => {
    const warn = window.setTimeout(() => {
      setError('');
      setShowing(true);
    }, Math.max(0, deadline - WARN_BEFORE_MS - Date.now()));
    const end = window.setTimeout(() => {
      setShowing(false);
      onEnded();
    }, Math.max(0, deadline - Date.now()));
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(end);
    };
    // The deadline alone says when; onEnded is the page's and does not change what happens.
  }, [deadline]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!showing) return;
    setNow(Date.now());
    const ticker = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(ticker);
  }, [showing]);

  const ask = () =>
    more.mutate(undefined, {
      onSuccess: (answer) => {
        setShowing(false);
        onMoreTime(signInDeadline(answer));
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'No more time could be given. Check the connection and try again.'),
    });

  const setUp = step === 'set-up';
  return (
    <ConfirmDialog
      open={showing}
      title={setUp ? 'Your set-up time ends soon' : 'Your sign-in time ends soon'}
      confirmLabel="I need more time"
      busyLabel="Asking…"
      dismissLabel="Start again"
      busy={more.isPending}
      error={error}
      onConfirm={ask}
      onClose={onStartAgain}
      onEscape={ask}
      description={
        <>
          <p>
            For security, {setUp ? 'setting up two-step sign-in' : 'entering the code'} must be finished by {clockTime(deadline)}, in {timeLeft(deadline - now)}.
            Need longer? Ask for more time.
          </p>
          {setUp && <p>If the time runs out, sign in again with your password: the key stays the same, so the entry you added to your app still works.</p>}
        </>
      }
    />
  );
}
