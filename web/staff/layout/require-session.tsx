import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { sessionQueries } from '../features/session/api';
import { signInFor } from '../lib/next-path';
import { onSessionEnded } from '../lib/session-events';
import { isUnauthorized } from '../lib/staff-http';
import { LoadFailed, Loading } from '../ui/states';
import { StaffLayout } from './staff-layout';

export const SESSION_ENDED = 'Your session has ended, so you were signed out. Sign in again to go on where you were.';

/**
 * The signed-in screens. With no session, sign-in first, then back here. When any request later
 * answers 401 (idle for too long, the 12 hours are up, signed out in another tab), the screen
 * gives way to sign-in with a message, keeping the address the person was at.
 */
export function RequireSession() {
  const session = useQuery(sessionQueries.current());
  const location = useLocation();
  const here = location.pathname + location.search;
  useSessionEndedRedirect(here);

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
      <Outlet />
    </StaffLayout>
  );
}

function useSessionEndedRedirect(here: string): void {
  const navigate = useNavigate();
  const where = useRef(here);
  useEffect(() => {
    where.current = here;
  });
  // The sign-in screen then forgets what the app had read (routes/sign-in.tsx).
  useEffect(() => onSessionEnded(() => navigate(signInFor(where.current), { replace: true, state: { notice: SESSION_ENDED } })), [navigate]);
}
