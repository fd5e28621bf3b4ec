import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { addStaff, CLI, StaffClient, STAFF_PASSWORD, testAccounts, totpAt } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
  await addStaff(app);
});
afterEach(() => app.destroy());

describe('staff sign-in', () => {
  it('when an account signs in for the first time, then it enrols an authenticator app and gets ten recovery codes once', async () => {
    const browser = new StaffClient(app);

    const first = await browser.signIn();
    const pendingCookie = browser.lastSetCookies.find((line) => line.startsWith('staff-pending='));
    const code = await browser.code(totpAt(first.body.secret, app.clock.now()));
    const sessionCookie = browser.lastSetCookies.find((line) => line.startsWith('staff-session='));

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUrl: expect.any(String) });
    const url = new URL(first.body.otpauthUrl);
    expect([url.protocol, url.host, url.searchParams.get('secret'), url.searchParams.get('algorithm'), url.searchParams.get('digits'), url.searchParams.get('period')]).toEqual(
      ['otpauth:', 'totp', first.body.secret, 'SHA1', '6', '30'],
    );
    expect(decodeURIComponent(url.pathname)).toBe('/Evergreen Mobile Wound Care:coordinator');
    expect(pendingCookie).toMatch(/^staff-pending=[\w-]{43}; Max-Age=600; Path=\/; Expires=.+; HttpOnly; SameSite=Strict$/);
    expect(code.status).toBe(200);
    expect(code.body).toEqual({ username: 'coordinator', recoveryCodes: expect.any(Array) });
    expect(new Set(code.body.recoveryCodes).size).toBe(10);
    for (const recovery of code.body.recoveryCodes) expect(recovery).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){5}$/);
    expect(sessionCookie).toMatch(/^staff-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(browser.cookies.has('staff-pending')).toBe(false);
    expect((await browser.get(STAFF_API.session)).body).toEqual({
      username: 'coordinator',
      expiresAt: '2026-06-08T16:15:00.000Z',
      endsAt: '2026-06-09T04:00:00.000Z',
      checkedAt: new Date(app.clock.now()).toISOString(),
      idleMinutes: 15,
    });
  });

  it('when enrolled, then the secret is stored sealed and the recovery codes only hashed', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();

    const stored = await readFile(join(app.dataDir, 'users.json'), 'utf8');
    const event = JSON.parse(stored).records.find((record: { event: string }) => record.event === 'two-factor-enrolled');
    expect(event.sealedSecret).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(event.recoveryCodes).toHaveLength(10);
    expect(stored).not.toContain(browser.secret);
    for (const recovery of browser.recoveryCodes) expect(stored).not.toContain(recovery.replace(/-/g, ''));
    expect(stored).not.toContain(STAFF_PASSWORD);
  });

  it('when an enrolled account signs in, then it is asked for a code, and a code from one step either side is accepted', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();
    app.clock.advance(5 * 60_000);

    const second = await browser.signIn();
    const previousStep = TOTP.generate({ secret: Secret.fromBase32(browser.secret), timestamp: app.clock.now() - 30_000 });
    const code = await browser.code(previousStep);

    expect(second.body).toMatchObject({ step: 'code' });
    expect(code.status).toBe(200);
    expect(code.body).toEqual({ username: 'coordinator' });
  });

  it('when a code is wrong, two steps old, or already used, then it is refused with 401 and says which', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();
    app.clock.advance(5 * 60_000);
    await browser.signIn();

    const wrong = await browser.code('000000');
    const stale = await browser.code(totpAt(browser.secret, app.clock.now() - 60_000));
    const used = totpAt(browser.secret, app.clock.now());
    const fine = await browser.code(used);
    const other = new StaffClient(app);
    await other.signIn();
    const replayed = await other.code(used);

    expect([wrong.status, stale.status, fine.status, replayed.status]).toEqual([401, 401, 200, 401]);
    expect(wrong.body).toEqual({ message: 'That code is not right. Please check your authenticator app and try again.' });
    expect(replayed.body).toEqual({ message: 'That code was already used. Please wait for the next code in your authenticator app.' });
    expect(other.cookies.has('staff-session')).toBe(false);
  });

  it('when a recovery code is given instead, then it signs in once, in any case and spacing, and never again', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();
    const [recovery] = browser.recoveryCodes;

    await browser.signIn();
    const first = await browser.code(` ${recovery!.toUpperCase().replace(/-/g, ' ')} `);
    await browser.signIn();
    const again = await browser.code(recovery!);

    expect(first.status).toBe(200);
    expect(again.status).toBe(401);
  });

  it('when the code step comes without a password step, or after ten minutes, then it is refused and the password is asked again', async () => {
    const browser = new StaffClient(app);
    const alone = await browser.code('123456');
    const first = await browser.signIn();
    app.clock.advance(10 * 60_000);

    const late = await browser.code(totpAt(first.body.secret, app.clock.now()));

    expect([alone.status, late.status]).toEqual([401, 401]);
    expect(late.body).toEqual({ message: 'Your sign-in has ended. Please enter your username and password again.' });
  });

  it('when five wrong codes are tried on one half-done sign-in, then it ends and even the right code is refused', async () => {
    const browser = new StaffClient(app);
    const first = await browser.signIn();
    for (let attempt = 0; attempt < 5; attempt++) await browser.code('000000');

    const right = await browser.code(totpAt(first.body.secret, app.clock.now()));

    expect(right.status).not.toBe(200);
  });

  it('when a disabled account gives its right password, then it gets the same 401 as a wrong one', async () => {
    await testAccounts(app).disable('coordinator', CLI);
    const browser = new StaffClient(app);

    const disabled = await browser.signIn();
    const wrong = await browser.signIn('coordinator', 'not the password at all');

    expect(disabled.status).toBe(401);
    expect(disabled.body).toEqual({ message: 'The username or password is not right.' });
    expect(disabled.body).toEqual(wrong.body);
  });

  it('when signing in again in the same browser, then a new session id is issued and the old one no longer works', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();
    const old = browser.cookies.get('staff-session')!;

    await browser.signInFully();
    const stale = new StaffClient(app);
    stale.cookies.set('staff-session', old);

    expect(browser.cookies.get('staff-session')).not.toBe(old);
    expect((await stale.get(STAFF_API.session)).status).toBe(401);
    expect((await browser.get(STAFF_API.session)).status).toBe(200);
  });

  it('when signing out, then the session ends on the server and the cookie is cleared', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();
    const token = browser.cookies.get('staff-session')!;

    const out = await browser.post(STAFF_API.signOut);
    const replay = new StaffClient(app);
    replay.cookies.set('staff-session', token);

    expect(out.status).toBe(200);
    expect(browser.cookies.has('staff-session')).toBe(false);
    expect((await replay.get(STAFF_API.bookings + '?from=2026-06-08&to=2026-06-09')).status).toBe(401);
  });

  it.each([
    [{}, { username: 'Username is required', password: 'Password is required' }],
    [{ username: 'coordinator', password: 'p'.repeat(201) }, { password: 'Password is too long' }],
    [{ username: ['coordinator'], password: STAFF_PASSWORD }, { username: 'Username is required' }],
  ])('when the sign-in body is %j, then 400 names each field and no attempt is counted', async (body, errors) => {
    const answer = await new StaffClient(app).post(STAFF_API.signIn, body);

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(app.stores.audit.all.filter((entry) => entry.action === 'sign-in-failed')).toEqual([]);
  });

  it('when the code body is empty or too long, then 400 names the field', async () => {
    const browser = new StaffClient(app);
    await browser.signIn();

    const empty = await browser.code('   ');
    const long = await browser.code('1'.repeat(41));

    expect([empty.body.errors, long.body.errors]).toEqual([{ code: 'Authentication code is required' }, { code: 'That code is too long' }]);
  });

  it('when PUBLIC_URL is https, then both cookies are Secure and named __Host-', async () => {
    const secure = await startTestApp({ publicUrl: 'https://care.example.com' });
    try {
      await addStaff(secure);
      const browser = new StaffClient(secure, 'https://care.example.com');

      const first = await browser.signIn();
      const pending = browser.lastSetCookies[browser.lastSetCookies.length - 1];
      await browser.code(totpAt(first.body.secret, secure.clock.now()));
      const session = browser.lastSetCookies.find((line) => line.startsWith('__Host-staff-session='));

      expect(pending).toMatch(/^__Host-staff-pending=[\w-]{43}; Max-Age=600; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Strict$/);
      expect(session).toMatch(/^__Host-staff-session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      const device = browser.lastSetCookies.find((line) => line.startsWith('__Host-staff-device='));
      expect(device).toMatch(/^__Host-staff-device=[\w.~-]+; Max-Age=31536000; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Strict$/);
    } finally {
      await secure.destroy();
    }
  });

  it('when sessions are only in memory, then nothing about them is written to the data folder', async () => {
    const browser = new StaffClient(app);
    await browser.signInFully();
    const token = browser.cookies.get('staff-session')!;

    for (const name of await readdir(app.dataDir)) expect(await readFile(join(app.dataDir, name), 'utf8')).not.toContain(token);
  });
});
