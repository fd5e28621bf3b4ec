import { type RequestHandler, type Response, Router } from 'express';
import type { Clock } from '../clock';
import { codeSchema, signInSchema, STAFF_API } from '../contract/staff';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { browserName } from './browser-name';
import { CODE_REFUSALS } from './code-refusals';
import type { StaffCookies } from './cookies';
import { sessionAnswer } from './session-answer';
import type { StaffSessions } from './sessions';
import type { StaffActor } from './staff-actor';
import type { Refusal, SignIn } from './sign-in.service';


/** One answer for a wrong password, an unknown name and a disabled account, so none can be told apart. */
const WRONG_CREDENTIALS = 'The username or password is not right.';

const CODE_MESSAGES: Record<Refusal, string> = {
  'unknown-user': WRONG_CREDENTIALS,
  'wrong-password': WRONG_CREDENTIALS,
  disabled: 'Your sign-in has ended. Please enter your username and password again.',
  expired: 'Your sign-in has ended. Please enter your username and password again.',
  ...CODE_REFUSALS,
};

const path = (full: string) => full.slice('/api/staff'.length);

/** POST sign-in, sign-in/code and sign-out, GET session. */
export function authRouter(signIn: SignIn, sessions: StaffSessions, cookies: StaffCookies, clock: Clock): Router {
  const router = Router();

  router.post(path(STAFF_API.signIn), async (req, res) => {
    const outcome = await signIn.password(parseBody(signInSchema, req.body), req.ip ?? '');
    if (!outcome.ok) {
      cookies.clearPending(res);
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    cookies.setPending(res, outcome.pendingToken);
    res.json(outcome.answer);
  });

  router.post(path(STAFF_API.signInCode), async (req, res) => {
    const { code } = parseBody(codeSchema, req.body);
    const outcome = await signIn.code(cookies.read(req, cookies.pending), code, req.ip ?? '', browserName(req.get('user-agent')));
    if (!outcome.ok) throw new HttpError(401, CODE_MESSAGES[outcome.refusal]);
    // A new session id at every sign-in; whatever session this browser had ends (ASVS 5 7.2.4).
    sessions.end(cookies.read(req, cookies.session));
    cookies.clearPending(res);
    cookies.setSession(res, outcome.sessionToken);
    res.json(outcome.answer);
  });

  router.post(path(STAFF_API.signOut), async (req, res) => {
    await signIn.signOut(cookies.read(req, cookies.session), req.ip ?? '');
    cookies.clearSession(res);
    cookies.clearPending(res);
    res.json({ message: 'You are signed out.' });
  });

  router.get(path(STAFF_API.session), (req, res) => {
    const session = sessions.peek(cookies.read(req, cookies.session));
    if (!session) throw notSignedIn();
    res.json(sessionAnswer(sessions, session, clock.now()));
  });

  return router;
}

/** Every staff route after this needs a live session; each request counts as activity. */
export function requireStaff(sessions: StaffSessions, cookies: StaffCookies): RequestHandler {
  return (req, res, next) => {
    const session = sessions.use(cookies.read(req, cookies.session));
    if (!session) throw notSignedIn();
    res.locals.staff = { userId: session.userId, username: session.username, address: req.ip ?? '' } satisfies StaffActor;
    next();
  };
}

export const staffOf = (res: Response): StaffActor => res.locals.staff as StaffActor;

const notSignedIn = () => new HttpError(401, 'Please sign in to the staff area.');
