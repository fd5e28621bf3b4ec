import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '../contract/staff';
import { request } from '../test-support/http';
import { addStaff, CLI, signedInStaff, StaffClient, STAFF_PASSWORD, testAccounts, totpAt } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.destroy());

const NEW_PASSWORD = 'copper meadow kettle ninety';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** A browser that sends this User-Agent with every request, as a real one does. */
function browserWith(userAgent: string): StaffClient {
  const browser = new StaffClient(app);
  const send = browser.send.bind(browser);
  browser.send = (method, path, body, headers = {}) => send(method, path, body, { 'User-Agent': userAgent, ...headers });
  return browser;
}

/** A second place where the same account is signed in (its own cookie). */
async function secondPlace(first: StaffClient, userAgent = SAFARI): Promise<StaffClient> {
  const other = browserWith(userAgent);
  other.secret = first.secret;
  await other.signInFully();
  return other;
}

/** The change form as a browser sends it, with the app's code for now unless given. */
function change(browser: StaffClient, fields: Partial<Record<'currentPassword' | 'code' | 'newPassword' | 'newPasswordAgain', string>> = {}) {
  return browser.post(STAFF_API.changePassword, {
    currentPassword: STAFF_PASSWORD,
    code: totpAt(browser.secret, app.clock.now()),
    newPassword: NEW_PASSWORD,
    newPasswordAgain: NEW_PASSWORD,
    ...fields,
  });
}

const auditOf = (action: string) => app.stores.audit.all.filter((entry) => entry.action === action);
const passwordHash = () => app.stores.users.find('coordinator')!.passwordHash;

async function auditText(): Promise<string> {
  await app.stores.audit.flush();
  const files = (await readdir(app.dataDir)).filter((name) => name.startsWith('audit'));
  return (await Promise.all(files.map((name) => readFile(join(app.dataDir, name), 'utf8')))).join('\n');
}

describe('changing one’s own password', () => {
  it('when the current password and a code are right, then the new password works, the old does not, other sessions end and this browser gets a new session id', async () => {
    const browser = await signedInStaff(app);
    const elsewhere = await secondPlace(browser);
    const oldCookie = browser.cookies.get('staff-session')!;

    const changed = await change(browser);
    const stale = new StaffClient(app);
    stale.cookies.set('staff-session', oldCookie);

    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ endedSessions: 1 });
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect(browser.cookies.get('staff-session')).toMatch(/^[\w-]{43}$/);
    expect(browser.cookies.get('staff-session')).not.toBe(oldCookie);
    expect((await browser.get(STAFF_API.session)).status).toBe(200);
    expect((await stale.get(STAFF_API.session)).status).toBe(401);
    expect((await elsewhere.get(STAFF_API.session)).status).toBe(401);
    expect((await new StaffClient(app).signIn('coordinator', STAFF_PASSWORD)).status).toBe(401);
    expect((await new StaffClient(app).signIn('coordinator', NEW_PASSWORD)).body).toEqual({ step: 'code' });
    const [entry] = auditOf('change-password');
    expect(entry).toMatchObject({ actor: 'coordinator', recordIds: [app.stores.users.find('coordinator')!.id], outcome: 'ok', detail: 'totp' });
  });

  it('when the password changes, then the authenticator app and the recovery codes stay as they were', async () => {
    const browser = await signedInStaff(app);
    await change(browser);
    app.clock.advance(30_000);

    const again = new StaffClient(app);
    again.secret = browser.secret;
    await again.signIn('coordinator', NEW_PASSWORD);
    const withApp = await again.code(totpAt(browser.secret, app.clock.now()));

    expect(withApp.status).toBe(200);
    expect(app.stores.users.find('coordinator')!.twoFactor?.unusedRecoveryCodes.size).toBe(10);
  });

  it('when the current password is wrong, then 400 names that field, nothing changes, and it counts towards the sign-in throttle', async () => {
    const browser = await signedInStaff(app);
    const before = passwordHash();
    const cookie = browser.cookies.get('staff-session');

    const wrong = await change(browser, { currentPassword: 'not my password at all' });
    for (let attempt = 0; attempt < 4; attempt++) await change(browser, { currentPassword: 'not my password at all' });
    const blocked = await change(browser);
    const signIn = await new StaffClient(app).signIn();

    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Your current password is not right.', errors: { currentPassword: 'Your current password is not right.' } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(blocked.body.message).toBe('Too many wrong passwords or codes. Please wait 30 seconds and try again.');
    expect(signIn.status).toBe(429);
    expect(passwordHash()).toBe(before);
    expect(browser.cookies.get('staff-session')).toBe(cookie);
    expect((await browser.get(STAFF_API.session)).status).toBe(200);
    expect(auditOf('change-password').map((entry) => entry.detail)).toEqual([...Array(5).fill('wrong-password'), 'throttled']);
  });

  it('when the code is wrong or was already used to sign in, then 400 names the code and nothing changes', async () => {
    const browser = await signedInStaff(app);
    const before = passwordHash();

    const wrong = await change(browser, { code: '000000' });
    // signInFully used the step before this one; it is still in the ±1 window, so only the replay check refuses it.
    const replayed = await change(browser, { code: totpAt(browser.secret, app.clock.now() - 30_000) });

    expect([wrong.status, replayed.status]).toEqual([400, 400]);
    expect(wrong.body.errors).toEqual({ code: 'That code is not right. Please check your authenticator app and try again.' });
    expect(replayed.body.errors).toEqual({ code: 'That code was already used. Please wait for the next code in your authenticator app.' });
    expect(passwordHash()).toBe(before);
    expect(auditOf('change-password').map((entry) => [entry.outcome, entry.detail])).toEqual([
      ['refused', 'wrong-code'],
      ['refused', 'replayed-code'],
    ]);
  });

  it('when a recovery code is given instead of the app’s, then it works once', async () => {
    const browser = await signedInStaff(app);
    const [recovery] = browser.recoveryCodes;

    const first = await change(browser, { code: recovery });
    const again = await change(browser, { code: recovery, currentPassword: NEW_PASSWORD, newPassword: STAFF_PASSWORD, newPasswordAgain: STAFF_PASSWORD });

    expect([first.status, again.status]).toEqual([200, 400]);
    expect(auditOf('change-password')[0]!.detail).toBe('recovery-code');
  });

  it.each([
    ['too short', { newPassword: 'short one', newPasswordAgain: 'short one' }, 'newPassword', 'The password must be at least 12 characters long.'],
    ['a common password', { newPassword: 'Password1234!', newPasswordAgain: 'Password1234!' }, 'newPassword', /^That password is too easy to guess\./],
    ['a context word', { newPassword: 'evergreen2026!', newPasswordAgain: 'evergreen2026!' }, 'newPassword', /^That password is too easy to guess\./],
    ['the same as the current one', { newPassword: STAFF_PASSWORD, newPasswordAgain: STAFF_PASSWORD }, 'newPassword', 'The new password must differ from the current one.'],
    ['typed differently the second time', { newPasswordAgain: `${NEW_PASSWORD}!` }, 'newPasswordAgain', 'The two new passwords are not the same. Please type it again.'],
    ['missing the current password', { currentPassword: '' }, 'currentPassword', 'Please enter your current password'],
    ['missing the code', { code: ' ' }, 'code', 'Authentication code is required'],
  ])('when the new password is %s, then 400 names the field, nothing changes and the code is not used up', async (_case, fields, field, message) => {
    const browser = await signedInStaff(app);
    const before = passwordHash();

    const refused = await change(browser, fields);
    const thenRight = await change(browser);

    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    expect(refused.body.errors[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(thenRight.status).toBe(200);
    expect(before).not.toBe(passwordHash());
    expect(auditOf('change-password').map((entry) => entry.outcome)).toEqual(['ok']);
  });

  it('when the new password holds the username, then it is refused for this account though another could use it', async () => {
    await addStaff(app, 'hollis.quarterfield');
    const browser = new StaffClient(app);
    await browser.signInFully('hollis.quarterfield');

    const refused = await change(browser, { newPassword: 'hollis.quarterfield1', newPasswordAgain: 'hollis.quarterfield1' });

    expect(refused.status).toBe(400);
    expect(refused.body.errors.newPassword).toMatch(/^That password is too easy to guess\./);
  });

  it('when passwords are changed and tried, then neither the audit trail, the users file nor anything else in the data folder holds one', async () => {
    const browser = await signedInStaff(app);
    await change(browser, { currentPassword: 'typed wrong secret phrase' });
    await change(browser);

    const text = await auditText();
    for (const secret of [STAFF_PASSWORD, NEW_PASSWORD, 'typed wrong secret phrase', 'copper', 'meadow']) {
      expect(text).not.toContain(secret);
      for (const name of await readdir(app.dataDir)) expect(await readFile(join(app.dataDir, name), 'utf8')).not.toContain(secret);
    }
  });

  it('when the change comes from another site or without a session, then it is refused with 403 or 401 and nothing changes', async () => {
    const browser = await signedInStaff(app);
    const before = passwordHash();
    const body = JSON.stringify({ currentPassword: STAFF_PASSWORD, code: totpAt(browser.secret, app.clock.now()), newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD });

    const crossSite = await browser.post(STAFF_API.changePassword, body, { Origin: 'https://evil.example' });
    const noSession = await request(app.url + STAFF_API.changePassword, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: app.url }, body });

    expect([crossSite.status, noSession.status]).toEqual([403, 401]);
    expect(noSession.headers.get('cache-control')).toBe('no-store');
    expect(passwordHash()).toBe(before);
    expect((await change(browser)).status).toBe(200);
  });

  it('when the account is reset from the command line, then the old session cannot change the password', async () => {
    const browser = await signedInStaff(app);
    await testAccounts(app).resetPassword('coordinator', 'fresh orchard lantern nine', CLI);

    const refused = await change(browser, { currentPassword: 'fresh orchard lantern nine' });

    expect(refused.status).toBe(401);
  });
});

describe('one’s own sessions', () => {
  it('when the sessions are listed, then each shows its browser and times, this device is marked, and no token is given', async () => {
    await addStaff(app);
    const desk = browserWith(FIREFOX);
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
    expect(auditOf('view-sessions')).toEqual([read, read]);
    const text = await auditText();
    for (const words of ['Firefox', 'Safari', FIREFOX]) expect(text).not.toContain(words);
  });

  it('when another account is signed in too, then its sessions are not listed', async () => {
    const mine = await signedInStaff(app);
    await signedInStaff(app, 'nurse.two');

    expect((await mine.get(STAFF_API.accountSessions)).body.sessions).toHaveLength(1);
  });

  it('when other sessions are signed out with a code, then they end, this one stays, and the other account’s do not', async () => {
    const desk = await signedInStaff(app);
    const phone = await secondPlace(desk);
    const spare = await secondPlace(desk, FIREFOX);
    const colleague = await signedInStaff(app, 'nurse.two');
    const cookie = desk.cookies.get('staff-session');

    const ended = await desk.post(STAFF_API.endOtherSessions, { code: totpAt(desk.secret, app.clock.now()) });

    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ endedSessions: 2 });
    expect([(await phone.get(STAFF_API.session)).status, (await spare.get(STAFF_API.session)).status]).toEqual([401, 401]);
    expect((await colleague.get(STAFF_API.session)).status).toBe(200);
    expect(desk.cookies.get('staff-session')).toBe(cookie);
    expect((await desk.get(STAFF_API.accountSessions)).body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(auditOf('end-other-sessions')).toEqual([expect.objectContaining({ actor: 'coordinator', outcome: 'ok', detail: 'totp' })]);
  });

  it('when one other session is signed out by its id with a code, then only it ends; this session, an ended one or a malformed id end nothing', async () => {
    const desk = await signedInStaff(app);
    const phone = await secondPlace(desk);
    const spare = await secondPlace(desk, FIREFOX);
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
    expect(auditOf('end-session').map((entry) => [entry.outcome, entry.detail])).toEqual([
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
    expect(auditOf('end-other-sessions').map((entry) => entry.detail)).toEqual(['wrong-code', 'replayed-code']);
  });

  it('when a code signs out the other sessions, then it cannot also change the password', async () => {
    const desk = await signedInStaff(app);
    const code = totpAt(desk.secret, app.clock.now());

    await desk.post(STAFF_API.endOtherSessions, { code });
    const reused = await change(desk, { code });

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
    const desk = browserWith(FIREFOX);
    await addStaff(app);
    await desk.signInFully();
    const phone = await secondPlace(desk);

    await testAccounts(app).disable('coordinator', CLI);

    expect([(await desk.get(STAFF_API.accountSessions)).status, (await phone.get(STAFF_API.accountSessions)).status]).toEqual([401, 401]);
  });
});
