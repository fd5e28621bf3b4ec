import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { sessionQueries } from '../features/session/api';
import { SessionTimeout } from '../features/session/session-timeout';
import { DraftOwner, keepDrafts } from '../lib/drafts';
import { signInFor } from '../lib/next-path';
import { onSessionEnded } from '../lib/session-events';
import { isUnauthorized } from '../lib/staff-http';
import { LoadFailed, Loading } from '../ui/states';
import { StaffLayout } from './staff-layout';

export const SESSION_ENDED = 'Your session has ended, so you were signed out. Sign in again to go on where you were.';

/**
 * The signed-in screens. With no session, sign-in first, then back here. Before the session
 * times out a warning offers to stay (SessionTimeout). When it has ended (the time-out, or any
 * request answering 401: signed out in another tab, the server restarted), the screen gives way
 * to sign-in with a message, keeping the address the person was at and what open forms hold.
 */
export function RequireSession() {
  const session = useQuery(sessionQueries.current());
  const location = useLocation();
  const here = location.pathname + location.search;
  useSessionEndedRedirect(here, session.data?.username);

  if (session.isPending) {
    return (
      <StaffLayout>
        <Loading what="your session" />
      </StaffLayout>
    );
  }
  if (session.isError) {
    if (isUnauthorized(session.error)) return <Navigate to={signInFor(here)} replace />;
    return (
      <StaffLayout>
        <h1 tabIndex={-1}>Staff area</h1>
        <LoadFailed what="Your session" error={session.error} onRetry={() => void session.refetch()} />
      </StaffLayout>
    );
  }
  return (
    <StaffLayout username={session.data.username}>
      <DraftOwner username={session.data.username}>
        <Outlet />
      </DraftOwner>
      <SessionTimeout session={session.data} />
    </StaffLayout>
  );
}

function useSessionEndedRedirect(here: string, username: string | undefined): void {
  const navigate = useNavigate();
  const where = useRef({ here, username });
  useEffect(() => {
    where.current = { here, username };
  });
  // The sign-in screen then forgets what the app had read (routes/sign-in.tsx); the forms' drafts wait in this tab.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (where.current.username) keepDrafts(where.current.username);
        navigate(signInFor(where.current.here), { replace: true, state: { notice: SESSION_ENDED } });
      }),
    [navigate],
  );
}
