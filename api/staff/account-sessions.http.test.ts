import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { auditFilesText, auditOf } from '../test-support/audit';
import { addStaff, browserWith, changeOwnPassword, CLI, secondPlace, signedInStaff, testAccounts, totpAt, USER_AGENTS } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

// One's own sessions on the account screen: listing them, and signing out one or all of the others.
let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.destroy());

describe('one’s own sessions', () => {
  it('when the sessions are listed, then each shows its browser and times, this device is marked, and no token is given', async () => {
    await addStaff(app);
    const desk = browserWith(app, USER_AGENTS.firefox);
    await desk.signInFully();
    const signedInAt = app.clock.now() - 30_000;
    const phone = await secondPlace(desk);

    const listed = await desk.get(STAFF_API.accountSessions);

    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body.sessions).toEqual([
      { id: expect.stringMatching(/^[\da-f-]{36}$/), browser: 'Firefox on Linux', signedInAt: new Date(signedInAt).toISOString(), lastActiveAt: new Date(app.clock.now()).toISOString(), current: true },
      { id: expect.stringMatching(/^[\da-f-]{36}$/), browser: 'Safari on macOS', signedInAt: expect.any(String), lastActiveAt: expect.any(String), current: false },
    ]);
    for (const token of [desk.cookies.get('staff-session')!, phone.cookies.get('staff-session')!]) expect(listed.text).not.toContain(token);
    expect((await phone.get(STAFF_API.accountSessions)).body.sessions.map((session: { current: boolean }) => session.current)).toEqual([false, true]);
    const read = expect.objectContaining({ actor: 'coordinator', outcome: 'ok', recordIds: [app.stores.users.find('coordinator')!.id] });
    expect(auditOf(app, 'view-sessions')).toEqual([read, read]);
    const text = await auditFilesText(app);
    for (const words of ['Firefox', 'Safari', USER_AGENTS.firefox]) expect(text).not.toContain(words);
  });

  it('when another account is signed in too, then its sessions are not listed', async () => {
    const mine = await signedInStaff(app);
    await signedInStaff(app, 'nurse.two');

    expect((await mine.get(STAFF_API.accountSessions)).body.sessions).toHaveLength(1);
  });

  it('when other sessions are signed out with a code, then they end, this one stays, and the other account’s do not', async () => {
    const desk = await signedInStaff(app);
    const phone = await secondPlace(desk);
    const spare = await secondPlace(desk, USER_AGENTS.firefox);
    const colleague = await signedInStaff(app, 'nurse.two');
    const cookie = desk.cookies.get('staff-session');

    const ended = await desk.post(STAFF_API.endOtherSessions, { code: totpAt(desk.secret, app.clock.now()) });

    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ endedSessions: 2 });
    expect([(await phone.get(STAFF_API.session)).status, (await spare.get(STAFF_API.session)).status]).toEqual([401, 401]);
    expect((await colleague.get(STAFF_API.session)).status).toBe(200);
    expect(desk.cookies.get('staff-session')).toBe(cookie);
    expect((await desk.get(STAFF_API.accountSessions)).body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(auditOf(app, 'end-other-sessions')).toEqual([expect.objectContaining({ actor: 'coordinator', outcome: 'ok', detail: 'totp' })]);
  });

  it('when one other session is signed out by its id with a code, then only it ends; this session, an ended one or a malformed id end nothing', async () => {
    const desk = await signedInStaff(app);
    const phone = await secondPlace(desk);
    const spare = await secondPlace(desk, USER_AGENTS.firefox);
    const listed = (await desk.get(STAFF_API.accountSessions)).body.sessions as { id: string; browser: string; current: boolean }[];
    const phoneId = listed.find((session) => session.browser === 'Safari on macOS')!.id;
    const hereId = listed.find((session) => session.current)!.id;
    const code = (secondsLater: number) => totpAt(desk.secret, app.clock.now() + secondsLater * 1000);

    const one = await desk.post(STAFF_API.endOtherSessions, { code: code(0), sessionId: phoneId });
    app.clock.advance(30_000);
    const again = await desk.post(STAFF_API.endOtherSessions, { code: code(0), sessionId: phoneId });
    app.clock.advance(30_000);
    const here = await desk.post(STAFF_API.endOtherSessions, { code: code(0), sessionId: hereId });
    const malformed = await desk.post(STAFF_API.endOtherSessions, { code: code(30), sessionId: 'not-an-id' });

    expect([one.body, again.body, here.body]).toEqual([{ endedSessions: 1 }, { endedSessions: 0 }, { endedSessions: 0 }]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ sessionId: 'That session is not known.' });
    expect((await phone.get(STAFF_API.session)).status).toBe(401);
    expect((await spare.get(STAFF_API.session)).status).toBe(200);
    expect((await desk.get(STAFF_API.session)).status).toBe(200);
    expect(auditOf(app, 'end-session').map((entry) => [entry.outcome, entry.detail])).toEqual([
      ['ok', 'totp'],
      ['ok', 'totp'],
      ['ok', 'totp'],
    ]);
  });

  it('when the code is missing, wrong or already used, then no session ends', async () => {
    const desk = await signedInStaff(app);
    const phone = await secondPlace(desk);
    const used = totpAt(desk.secret, app.clock.now() - 30_000);

    const missing = await desk.post(STAFF_API.endOtherSessions, {});
    const wrong = await desk.post(STAFF_API.endOtherSessions, { code: '123456' });
    const replayed = await desk.post(STAFF_API.endOtherSessions, { code: used });

    expect([missing.status, wrong.status, replayed.status]).toEqual([400, 400, 400]);
    expect(missing.body.errors).toEqual({ code: 'Authentication code is required' });
    expect(wrong.body.errors).toEqual({ code: 'That code is not right. Please check your authenticator app and try again.' });
    expect(replayed.body.errors).toEqual({ code: 'That code was already used. Please wait for the next code in your authenticator app.' });
    expect((await phone.get(STAFF_API.session)).status).toBe(200);
    expect(auditOf(app, 'end-other-sessions').map((entry) => entry.detail)).toEqual(['wrong-code', 'replayed-code']);
  });

  it('when a code signs out the other sessions, then it cannot also change the password', async () => {
    const desk = await signedInStaff(app);
    const code = totpAt(desk.secret, app.clock.now());

    await desk.post(STAFF_API.endOtherSessions, { code });
    const reused = await changeOwnPassword(desk, { code });

    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual({ code: 'That code was already used. Please wait for the next code in your authenticator app.' });
  });

  it('when the sign-out of others comes from another site, then it is refused with 403', async () => {
    const desk = await signedInStaff(app);
    const phone = await secondPlace(desk);

    const crossSite = await desk.post(STAFF_API.endOtherSessions, { code: totpAt(desk.secret, app.clock.now()) }, { Origin: 'https://evil.example' });

    expect(crossSite.status).toBe(403);
    expect((await phone.get(STAFF_API.session)).status).toBe(200);
  });

  it('when the account is disabled from the command line, then its sessions, whatever their browser, end at once', async () => {
    const desk = browserWith(app, USER_AGENTS.firefox);
    await addStaff(app);
    await desk.signInFully();
    const phone = await secondPlace(desk);

    await testAccounts(app).disable('coordinator', CLI);

    expect([(await desk.get(STAFF_API.accountSessions)).status, (await phone.get(STAFF_API.accountSessions)).status]).toEqual([401, 401]);
  });
});
