import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { request } from '../test-support/http';
import { auditFilesText, auditOf } from '../test-support/audit';
import { addStaff, changeOwnPassword, CLI, NEW_STAFF_PASSWORD, secondPlace, signedInStaff, StaffClient, STAFF_PASSWORD, testAccounts, totpAt } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { OWASP_SCRYPT, parseHash } from '../users/password';

// Changing one's own password on the account screen; its sessions are in account-sessions.http.test.ts.
let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.destroy());

const passwordHash = () => app.stores.users.find('coordinator')!.passwordHash;

describe('changing one’s own password', () => {
  it('when the current password and a code are right, then the new password works, hashed at OWASP’s cost, the old does not, other sessions end and this browser gets a new session id', async () => {
    // The cost every server uses, createApp's own (the other tests here hash with a cheap one to save time).
    await app.destroy();
    app = await startTestApp({ passwordCost: 'default' });
    const browser = await signedInStaff(app);
    const elsewhere = await secondPlace(browser);
    const oldCookie = browser.cookies.get('staff-session')!;

    const changed = await changeOwnPassword(browser);
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
    expect((await new StaffClient(app).signIn('coordinator', NEW_STAFF_PASSWORD)).body).toMatchObject({ step: 'code' });
    expect(parseHash(passwordHash())?.cost).toEqual(OWASP_SCRYPT);
    const [entry] = auditOf(app, 'change-password');
    expect(entry).toMatchObject({ actor: 'coordinator', recordIds: [app.stores.users.find('coordinator')!.id], outcome: 'ok', detail: 'totp' });
  });

  it('when the password changes, then the authenticator app and the recovery codes stay as they were', async () => {
    const browser = await signedInStaff(app);
    await changeOwnPassword(browser);
    app.clock.advance(30_000);

    const again = new StaffClient(app);
    again.secret = browser.secret;
    await again.signIn('coordinator', NEW_STAFF_PASSWORD);
    const withApp = await again.code(totpAt(browser.secret, app.clock.now()));

    expect(withApp.status).toBe(200);
    expect(app.stores.users.find('coordinator')!.twoFactor?.unusedRecoveryCodes.size).toBe(10);
  });

  it('when the current password is wrong, then 400 names that field, nothing changes, and it counts towards this browser’s sign-in throttle alone', async () => {
    const browser = await signedInStaff(app);
    const before = passwordHash();
    const cookie = browser.cookies.get('staff-session');

    const wrong = await changeOwnPassword(browser, { currentPassword: 'not my password at all' });
    for (let attempt = 0; attempt < 4; attempt++) await changeOwnPassword(browser, { currentPassword: 'not my password at all' });
    const blocked = await changeOwnPassword(browser);
    const signIn = await new StaffClient(app).signIn();

    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Your current password is not right.', errors: { currentPassword: 'Your current password is not right.' } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(blocked.body.message).toBe('Too many wrong passwords or codes. Please wait 30 seconds and try again.');
    // The failures were this browser's (its device cookie's): another browser is not locked out by them.
    expect(signIn.status).toBe(200);
    expect(passwordHash()).toBe(before);
    expect(browser.cookies.get('staff-session')).toBe(cookie);
    expect((await browser.get(STAFF_API.session)).status).toBe(200);
    expect(auditOf(app, 'change-password').map((entry) => entry.detail)).toEqual([...Array(5).fill('wrong-password'), 'throttled']);
  });

  it('when the code is wrong or was already used to sign in, then 400 names the code and nothing changes', async () => {
    const browser = await signedInStaff(app);
    const before = passwordHash();

    const wrong = await changeOwnPassword(browser, { code: '000000' });
    // signInFully used the step before this one; it is still in the ±1 window, so only the replay check refuses it.
    const replayed = await changeOwnPassword(browser, { code: totpAt(browser.secret, app.clock.now() - 30_000) });

    expect([wrong.status, replayed.status]).toEqual([400, 400]);
    expect(wrong.body.errors).toEqual({ code: 'That code is not right. Please check your authenticator app and try again.' });
    expect(replayed.body.errors).toEqual({ code: 'That code was already used. Please wait for the next code in your authenticator app.' });
    expect(passwordHash()).toBe(before);
    expect(auditOf(app, 'change-password').map((entry) => [entry.outcome, entry.detail])).toEqual([
      ['refused', 'wrong-code'],
      ['refused', 'replayed-code'],
    ]);
  });

  it('when a recovery code is given instead of the app’s, then it works once', async () => {
    const browser = await signedInStaff(app);
    const [recovery] = browser.recoveryCodes;

    const first = await changeOwnPassword(browser, { code: recovery });
    const again = await changeOwnPassword(browser, { code: recovery, currentPassword: NEW_STAFF_PASSWORD, newPassword: STAFF_PASSWORD, newPasswordAgain: STAFF_PASSWORD });

    expect([first.status, again.status]).toEqual([200, 400]);
    expect(auditOf(app, 'change-password')[0]!.detail).toBe('recovery-code');
  });

  it.each([
    ['too short', { newPassword: 'short one', newPasswordAgain: 'short one' }, 'newPassword', 'The password must be at least 12 characters long.'],
    ['a common password', { newPassword: 'Password1234!', newPasswordAgain: 'Password1234!' }, 'newPassword', /^That password is too easy to guess\./],
    ['a context word', { newPassword: 'evergreen2026!', newPasswordAgain: 'evergreen2026!' }, 'newPassword', /^That password is too easy to guess\./],
    ['the same as the current one', { newPassword: STAFF_PASSWORD, newPasswordAgain: STAFF_PASSWORD }, 'newPassword', 'The new password must differ from the current one.'],
    ['typed differently the second time', { newPasswordAgain: `${NEW_STAFF_PASSWORD}!` }, 'newPasswordAgain', 'The two new passwords are not the same. Please type it again.'],
    ['missing the current password', { currentPassword: '' }, 'currentPassword', 'Please enter your current password'],
    ['missing the code', { code: ' ' }, 'code', 'Authentication code is required'],
  ])('when the new password is %s, then 400 names the field, nothing changes and the code is not used up', async (_case, fields, field, message) => {
    const browser = await signedInStaff(app);
    const before = passwordHash();

    const refused = await changeOwnPassword(browser, fields);
    const thenRight = await changeOwnPassword(browser);

    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    expect(refused.body.errors[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(thenRight.status).toBe(200);
    expect(before).not.toBe(passwordHash());
    expect(auditOf(app, 'change-password').map((entry) => entry.outcome)).toEqual(['ok']);
  });

  it('when the new password holds the username, then it is refused for this account though another could use it', async () => {
    await addStaff(app, 'hollis.quarterfield');
    const browser = new StaffClient(app);
    await browser.signInFully('hollis.quarterfield');

    const refused = await changeOwnPassword(browser, { newPassword: 'hollis.quarterfield1', newPasswordAgain: 'hollis.quarterfield1' });

    expect(refused.status).toBe(400);
    expect(refused.body.errors.newPassword).toMatch(/^That password is too easy to guess\./);
  });

  it('when passwords are changed and tried, then neither the audit trail, the users file nor anything else in the data folder holds one', async () => {
    const browser = await signedInStaff(app);
    await changeOwnPassword(browser, { currentPassword: 'typed wrong secret phrase' });
    await changeOwnPassword(browser);

    const text = await auditFilesText(app);
    for (const secret of [STAFF_PASSWORD, NEW_STAFF_PASSWORD, 'typed wrong secret phrase', 'copper', 'meadow']) {
      expect(text).not.toContain(secret);
      for (const name of await readdir(app.dataDir)) expect(await readFile(join(app.dataDir, name), 'utf8')).not.toContain(secret);
    }
  });

  it('when the change comes from another site or without a session, then it is refused with 403 or 401 and nothing changes', async () => {
    const browser = await signedInStaff(app);
    const before = passwordHash();
    const body = JSON.stringify({ currentPassword: STAFF_PASSWORD, code: totpAt(browser.secret, app.clock.now()), newPassword: NEW_STAFF_PASSWORD, newPasswordAgain: NEW_STAFF_PASSWORD });

    const crossSite = await browser.post(STAFF_API.changePassword, body, { Origin: 'https://evil.example' });
    const noSession = await request(app.url + STAFF_API.changePassword, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: app.url }, body });

    expect([crossSite.status, noSession.status]).toEqual([403, 401]);
    expect(noSession.headers.get('cache-control')).toBe('no-store');
    expect(passwordHash()).toBe(before);
    expect((await changeOwnPassword(browser)).status).toBe(200);
  });

  it('when the account is reset from the command line, then the old session cannot change the password', async () => {
    const browser = await signedInStaff(app);
    await testAccounts(app).resetPassword('coordinator', 'fresh orchard lantern nine', CLI);

    const refused = await changeOwnPassword(browser, { currentPassword: 'fresh orchard lantern nine' });

    expect(refused.status).toBe(401);
  });
});
