import { useNavigate } from 'react-router-dom';
import { clearDrafts } from '../../lib/drafts';
import { isUnauthorized } from '../../lib/staff-http';
import { useSignOut } from './api';

export const SIGNED_OUT = 'You have signed out.';

/**
 * Signing out on purpose (the bar's button, the time-out warning's): the server ends the session,
 * nothing typed is kept, and sign-in says so (and forgets what the app had read). A session that
 * had already ended is as good as signed out; another failure goes to `onFailed`.
 */
export function useSignOutNow(onFailed: () => void) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const leave = () => {
    clearDrafts();
    navigate('/sign-in', { replace: true, state: { notice: SIGNED_OUT } });
  };
  return {
    busy: signOut.isPending,
    signOut: () => {
      if (signOut.isPending) return;
      signOut.mutate(undefined, { onSuccess: leave, onError: (error) => (isUnauthorized(error) ? leave() : onFailed()) });
    },
  };
}
