import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serverMessage } from '../../../lib/api';
import { clockTime } from '../../lib/clinic-time';
import { lastActivityAt, subscribeActivity } from '../../lib/session-clock';
import { reportSessionEnded } from '../../lib/session-events';
import { isUnauthorized } from '../../lib/staff-http';
import { ConfirmDialog } from '../../ui/dialog';
import { peekSession, sessionQueries, useRenewSession, useSignOut } from './api';
import { nextStep, sessionEnds, type SessionTiming, type Step, timeLeft } from './session-timing';
import { useSignOutNow } from './sign-out';

/** Longer than a timer may wait in one go (about 24.8 days). */
const MAX_WAIT = 2 ** 31 - 1;

/**
 * Warns before the session ends (WCAG 2.2.1), at least 30 s before (session-timing.ts): "Stay
 * signed in" renews it on the server; near the 12-hour end, which nothing moves, it says so and
 * offers to sign in again at once. Before warning, and before treating the session as ended, it
 * asks the server (which does not count as activity): another tab may have kept it alive. At the
 * end, it signs out on the server, then the app goes to sign-in as for any ended session, keeping
 * what open forms hold.
 */
export function SessionTimeout({ session }: { session: SessionTiming }) {
  const lastActivity = useSyncExternalStore(subscribeActivity, lastActivityAt);
  const [finalWarned, setFinalWarned] = useState(false);
  const [showing, setShowing] = useState<Step | null>(null);
  const [now, setNow] = useState(Date.now);
  const [error, setError] = useState('');
  const confirmed = useRef('');
  const queryClient = useQueryClient();
  const renew = useRenewSession();
  const signOutKeeping = useSignOut();
  // Its own, so the warning's buttons do not read 'Renewing…' while the end is said to the server.
  const signOutAtEnd = useSignOut();
  const leave = useSignOutNow(() => setError('You were not signed out. Check the connection and try again.'));
  const step = nextStep(sessionEnds(session, lastActivity), session.idleMinutes, finalWarned);

  useEffect(() => {
    let timer = 0;
    let stopped = false;
    const wait = (until: number, then: () => void) => {
      timer = window.setTimeout(then, Math.min(Math.max(until - Date.now(), 0), MAX_WAIT));
    };
    /** True when the server says the session lasts beyond this step (another tab's work): the new answer reschedules. */
    const laterOnServer = async (key: string): Promise<boolean> => {
      if (confirmed.current === key) return false;
      confirmed.current = key;
      try {
        const fresh = await peekSession();
        if (nextStep(sessionEnds(fresh, lastActivityAt()), fresh.idleMinutes, finalWarned).end <= step.end + 1000) return false;
        if (!stopped) queryClient.setQueryData(sessionQueries.current().queryKey, fresh);
        return true;
      } catch (failure) {
        // Ended already: said as any ended session. Unreachable: act on what is known.
        if (isUnauthorized(failure)) reportSessionEnded();
        return isUnauthorized(failure);
      }
    };
    // The page says "you were signed out", so the server's session ends too: its own end can come a
    // request's latency after this one, worked out early on purpose (session-timing.ts). What open
    // forms hold is kept, as for any ended session; unreachable, the server's end follows by itself.
    const atEnd = async () => {
      if ((await laterOnServer(`end@${step.end}`)) || stopped) return;
      signOutAtEnd.mutate(undefined, { onSettled: () => reportSessionEnded() });
    };
    const due = async () => {
      if (step.kind === 'end') return atEnd();
      if ((await laterOnServer(`${step.kind}@${step.at}`)) || stopped) return;
      setError('');
      setShowing(step);
      wait(step.end, () => void atEnd());
    };
    if (Date.now() < step.at) {
      setShowing(null);
      wait(step.at, () => void due());
    } else void due();
    // A tab in the background may have had its timers held back: look again when it is seen.
    const onVisible = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // finalWarned and queryClient change the step or never change; the step's times say when to run again.
  }, [step.kind, step.at, step.end]); // eslint-disable-line react-hooks/exhaustive-deps

  // The time left, counted down while the warning shows.
  useEffect(() => {
    if (!showing) return;
    setNow(Date.now());
    const ticker = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(ticker);
  }, [showing]);

  // In the page only around a warning: closed first (the browser gives focus back), then gone.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(showing !== null), [showing]);

  const final = showing?.kind === 'final-warning';
  const stay = () =>
    renew.mutate(undefined, {
      onSuccess: () => setShowing(null),
      onError: (failure) => !isUnauthorized(failure) && setError(serverMessage(failure) ?? 'The session could not be renewed. Check the connection and try again.'),
    });
  const carryOn = () => {
    setFinalWarned(true);
    setShowing(null);
  };
  // A new session, now: what open forms hold is kept (the ended-session path), and the old one ends on the server.
  const signInAgain = () => signOutKeeping.mutate(undefined, { onSettled: () => reportSessionEnded() });
  const minutes = session.idleMinutes === 1 ? '1 minute' : `${session.idleMinutes} minutes`;
  const when = showing ? `${clockTime(showing.end)}, in ${timeLeft(showing.end - now)}` : '';

  if (!showing && !mounted) return null;
  return (
    <ConfirmDialog
      open={showing !== null}
      title={final ? 'Your session ends soon' : 'You are about to be signed out'}
      confirmLabel={final ? 'Continue working' : 'Stay signed in'}
      busyLabel={final ? 'Signing out…' : 'Renewing…'}
      busy={renew.isPending || leave.busy || signOutKeeping.isPending}
      dismissLabel={final ? 'Sign in again now' : 'Sign out now'}
      error={error}
      onConfirm={final ? carryOn : stay}
      onClose={final ? signInAgain : leave.signOut}
      onEscape={final ? carryOn : stay}
      description={
        <>
          {final ? (
            <p>
              Every session ends 12 hours after signing in, and this one cannot be extended: it ends at {when}. Finish and save what you are doing now, or
              sign in again now for a new session.
            </p>
          ) : (
            <p>For patients’ privacy, the staff area signs you out after {minutes} without use. You will be signed out at {when}.</p>
          )}
          <p>Anything typed in an open form is kept for when you sign in again.</p>
        </>
      }
    />
  );
}
