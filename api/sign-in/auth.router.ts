import { type RequestHandler, type Response, Router } from 'express';
import type { Clock } from '../clock';
import { codeSchema, signInSchema, STAFF_API } from '#contract/staff';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { UsersStore } from '../users/users.store';
import { browserName } from './browser-name';
import { CODE_REFUSALS } from './code-refusals';
import type { StaffCookies } from './cookies';
import type { DeviceCookies } from './device-cookies';
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
  'enrolment-expired': WRONG_CREDENTIALS,
  ...CODE_REFUSALS,
};

/**
 * Sign-out asks the browser to drop what it cached or stored for this origin (ASVS 5 14.3.1):
 * the staff pages keep nothing there, and a shared computer should not keep it either. Not
 * "cookies": the device cookie must stay, or this browser would be a stranger at its next sign-in.
 */
const CLEAR_SITE_DATA = '"cache", "storage"';

export interface AuthRouterOptions {
  signIn: SignIn;
  sessions: StaffSessions;
  cookies: StaffCookies;
  devices: DeviceCookies;
  /** STAFF_ENROL_HOURS, for the message of an account whose first sign-in came too late. */
  enrolHours: number;
  /** The session answer carries the server's time, so the app warns before the end by the server's clock. */
  clock: Clock;
}

const path = (full: string) => full.slice('/api/staff'.length);

const MORE_TIME_AT_LIMIT = `This sign-in cannot be given more time. Please start again with your password: at a first sign-in the key stays the same, so the entry you added to your app still works.`;

/** POST sign-in, sign-in/code and sign-out, GET session. */
export function authRouter({ signIn, sessions, cookies, devices, enrolHours, clock }: AuthRouterOptions): Router {
  const router = Router();
  // Only someone who typed the right password learns this: the account's first sign-in came too late.
  const enrolmentExpired = `This account had to be set up within ${enrolHours} hours of its password being given, so that password no longer works. Please ask whoever runs the server for a new one.`;

  router.post(path(STAFF_API.signIn), async (req, res) => {
    const outcome = await signIn.password(parseBody(signInSchema, req.body), { address: req.ip ?? '', deviceOf: (user) => devices.deviceOf(req, user) });
    if (!outcome.ok) {
      cookies.clearPending(res);
      if (outcome.refusal === 'enrolment-expired') throw new HttpError(403, enrolmentExpired);
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    cookies.setPending(res, outcome.pendingToken);
    res.json(outcome.answer);
  });

  // "I need more time" at the code or set-up step: the pending cookie is set again to last as long.
  router.post(path(STAFF_API.signInMoreTime), async (req, res) => {
    const token = cookies.read(req, cookies.pending);
    const outcome = await signIn.moreTime(token);
    if (!outcome.ok) {
      if (outcome.refusal === 'at-limit') throw new HttpError(409, MORE_TIME_AT_LIMIT);
      cookies.clearPending(res);
      throw new HttpError(401, CODE_MESSAGES.expired);
    }
    cookies.setPending(res, token!, outcome.lastsMs);
    res.json(outcome.answer);
  });

  router.post(path(STAFF_API.signInCode), async (req, res) => {
    const { code } = parseBody(codeSchema, req.body);
    const outcome = await signIn.code(cookies.read(req, cookies.pending), code, req.ip ?? '', browserName(req.get('user-agent')));
    if (!outcome.ok && outcome.refusal === 'enrolment-expired') {
      cookies.clearPending(res);
      throw new HttpError(403, enrolmentExpired);
    }
    if (!outcome.ok) throw new HttpError(401, CODE_MESSAGES[outcome.refusal]);
    // A new session id at every sign-in; whatever session this browser had ends (ASVS 5 7.2.4).
    await sessions.end(cookies.read(req, cookies.session));
    cookies.clearPending(res);
    cookies.setSession(res, outcome.sessionToken);
    // From now on this browser's failed tries count against it alone, and its sign-ins are not news to staff.
    devices.issue(req, res, outcome.user);
    res.json(outcome.answer);
  });

  router.post(path(STAFF_API.signOut), async (req, res) => {
    await signIn.signOut(cookies.read(req, cookies.session), req.ip ?? '');
    cookies.clearSession(res);
    cookies.clearPending(res);
    res.setHeader('Clear-Site-Data', CLEAR_SITE_DATA);
    res.json({ message: 'You are signed out.' });
  });

  router.get(path(STAFF_API.session), async (req, res) => {
    const session = await sessions.peek(cookies.read(req, cookies.session));
    if (!session) throw notSignedIn();
    res.json(sessionAnswer(sessions, session, clock.now()));
  });

  return router;
}

/** Every staff route after this needs a live session; each request counts as activity. */
export function requireStaff(sessions: StaffSessions, cookies: StaffCookies, devices: DeviceCookies, users: UsersStore): RequestHandler {
  return async (req, res, next) => {
    const session = await sessions.use(cookies.read(req, cookies.session));
    if (!session) throw notSignedIn();
    const user = users.get(session.userId);
    const deviceId = user ? devices.deviceOf(req, user) : undefined;
    res.locals.staff = {
      userId: session.userId,
      username: session.username,
      address: req.ip ?? '',
      browser: session.browser,
      ...(deviceId ? { deviceId } : {}),
    } satisfies StaffActor;
    next();
  };
}

export const staffOf = (res: Response): StaffActor => res.locals.staff as StaffActor;

const notSignedIn = () => new HttpError(401, 'Please sign in to the staff area.');
