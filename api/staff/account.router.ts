import { Router } from 'express';
import { type AccountAnswer, type AccountSessionsAnswer, changePasswordSchema, endSessionsSchema, type SessionsEndedAnswer, STAFF_API } from '#contract/staff';
import { parseBody } from '../http/validate';
import type { OwnAccount } from './account.service';
import { staffOf } from '../sign-in/auth.router';
import type { StaffCookies } from '../sign-in/cookies';
import type { DeviceCookies } from '../sign-in/device-cookies';

const path = (full: string) => full.slice('/api/staff'.length);

/**
 * GET account, POST account/password, GET account/sessions, POST account/sessions/end-others (all the others, or one): the signed-in
 * person's own account. Mounted behind the session check, so the session cookie is there.
 */
export function accountRouter(account: OwnAccount, cookies: StaffCookies, devices: DeviceCookies): Router {
  const router = Router();
  const token = (cookie: string | undefined) => cookie ?? '';

  router.post(path(STAFF_API.changePassword), async (req, res) => {
    const request = parseBody(changePasswordSchema, req.body);
    const { sessionToken, endedSessions, user } = await account.changePassword(staffOf(res), token(cookies.read(req, cookies.session)), request);
    // A new session id for this browser; the old cookie no longer works anywhere. The new password voids every device cookie of the account but this browser's new one.
    cookies.setSession(res, sessionToken);
    devices.issue(req, res, user);
    res.json({ endedSessions } satisfies SessionsEndedAnswer);
  });

  router.get(path(STAFF_API.account), async (_req, res) => {
    res.json((await account.describe(staffOf(res))) satisfies AccountAnswer);
  });

  router.get(path(STAFF_API.accountSessions), async (req, res) => {
    res.json({ sessions: await account.listSessions(staffOf(res), token(cookies.read(req, cookies.session))) } satisfies AccountSessionsAnswer);
  });

  router.post(path(STAFF_API.endOtherSessions), async (req, res) => {
    const { code, sessionId } = parseBody(endSessionsSchema, req.body);
    const endedSessions = await account.endOtherSessions(staffOf(res), token(cookies.read(req, cookies.session)), code, sessionId);
    res.json({ endedSessions } satisfies SessionsEndedAnswer);
  });

  return router;
}
