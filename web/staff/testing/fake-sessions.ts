import { REFERRAL_STAFF_API, STAFF_API } from '#contract/staff';
import { json, passwordStep } from './render-staff';

const MINUTE = 60_000;

/**
 * The server's side of a session as api/sign-in/sessions.ts keeps it, for renderStaff's routes:
 * every request but GET session counts as activity; idle for `idleMinutes`, or past `hours` after
 * sign-in, and it has ended. `latencyMs`: how long after the page sends a request the server
 * reads its clock for it, so its session ends that much after the page's reckoning.
 */
export function fakeSessions({ idleMinutes = 1, hours = 12, latencyMs = 0 } = {}) {
  const arrived = () => Date.now() + latencyMs;
  const state = { signedInAt: Date.now(), lastSeen: arrived(), user: 'coordinator', signedIn: true };
  const ends = () => Math.min(state.lastSeen + idleMinutes * MINUTE, state.signedInAt + hours * 60 * MINUTE);
  const live = () => state.signedIn && Date.now() < ends();
  const answer = () =>
    json({
      username: state.user,
      expiresAt: new Date(ends()).toISOString(),
      endsAt: new Date(state.signedInAt + hours * 60 * MINUTE).toISOString(),
      checkedAt: new Date(arrived()).toISOString(),
      idleMinutes,
    });
  const refused = () => json({ message: 'Please sign in to the staff area.' }, 401);
  /** A route that needs a live session and counts as activity. */
  const active = (handler: () => Response) => () => {
    if (!live()) return refused();
    state.lastSeen = arrived();
    return handler();
  };
  const routes = {
    [`GET ${STAFF_API.session}`]: () => (live() ? answer() : refused()),
    [`POST ${STAFF_API.renewSession}`]: active(answer),
    [`POST ${STAFF_API.signIn}`]: () => json(passwordStep({ step: 'code' })),
    [`POST ${STAFF_API.signInCode}`]: ({ body }: { body: unknown }) => {
      void body;
      Object.assign(state, { signedIn: true, signedInAt: Date.now(), lastSeen: arrived() });
      return json({ username: state.user });
    },
    [`POST ${STAFF_API.signOut}`]: () => {
      state.signedIn = false;
      return json({ message: 'You are signed out.' });
    },
    [`GET ${STAFF_API.closures}`]: active(() => json([])),
    // The navigation's count of new referrals, read on every screen.
    [`GET ${REFERRAL_STAFF_API.newCount}`]: active(() => json({ new: 0, urgent: 0 })),
  };
  return { state, routes, live };
}
