import { Router } from 'express';
import { type SessionAnswer, STAFF_API } from '#contract/staff';
import type { Clock } from '../clock';
import { HttpError } from '../http/errors';
import type { StaffCookies } from './cookies';
import type { StaffSession, StaffSessions } from './sessions';

/**
 * What the staff app is told about its session: when it ends unless used, when it ends whatever
 * is done, and the server's clock, so the app warns in time however far the device's clock is off.
 */
export function sessionAnswer(sessions: StaffSessions, session: StaffSession, now: number): SessionAnswer {
  return {
    username: session.username,
    expiresAt: new Date(sessions.expiresAt(session)).toISOString(),
    endsAt: new Date(sessions.endsAt(session)).toISOString(),
    checkedAt: new Date(now).toISOString(),
    idleMinutes: sessions.idleMinutes,
  };
}

const path = (full: string) => full.slice('/api/staff'.length);

/**
 * POST session/renew: "Stay signed in" in the app's time-out warning (WCAG 2.2.1). Mounted behind
 * the session check, which already counted the request as activity (and the same-origin check
 * before it): the answer says until when. It reads no record, so it is not audited.
 */
export function renewRouter(sessions: StaffSessions, cookies: StaffCookies, clock: Clock): Router {
  const router = Router();
  router.post(path(STAFF_API.renewSession), async (req, res) => {
    const session = await sessions.peek(cookies.read(req, cookies.session));
    // The check before this let the request through, so only an end in between gets here.
    if (!session) throw new HttpError(401, 'Please sign in to the staff area.');
    res.json(sessionAnswer(sessions, session, clock.now()));
  });
  return router;
}
