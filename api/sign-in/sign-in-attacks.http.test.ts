import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditOf } from '../test-support/audit';
import { addStaff, CLI, changeOwnPassword, NEW_STAFF_PASSWORD, StaffClient, staffClientFrom, STAFF_PASSWORD, TEST_COST, testAccounts, totpAt } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { createAccounts } from '../users/users.service';

// Decision 026: half-done sign-ins that outlive a new password, targeted lock-out, and the throttle race.
let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ trustProxy: 1 });
  await addStaff(app);
});
afterEach(() => app.destroy());

/** A browser on its own network (X-Forwarded-For through the one trusted proxy). */
const from = (address: string): StaffClient => staffClientFrom(app, address);

describe('half-done sign-ins end with the password they began with', () => {
  it('when an attacker passed the password step of an account not yet enrolled and it is reset, then the attacker cannot enrol, and the owner enrols with the new password', async () => {
    const attacker = from('192.0.2.66');
    const begun = await attacker.signIn();
    await testAccounts(app).resetPassword('coordinator', NEW_STAFF_PASSWORD, CLI);

    const attackerCode = await attacker.code(totpAt(begun.body.secret, app.clock.now()));
    const owner = from('203.0.113.5');
    const ownerStep = await owner.signIn('coordinator', NEW_STAFF_PASSWORD);

    expect(begun.body.step).toBe('enrol');
    expect(attackerCode.status).toBe(401);
    expect(attackerCode.body.message).toBe('Your sign-in has ended. Please enter your username and password again.');
    expect(attacker.cookies.has('staff-session')).toBe(false);
    expect(ownerStep.body.step).toBe('enrol');
    expect(ownerStep.body.secret).not.toBe(begun.body.secret);
    expect((await owner.code(totpAt(ownerStep.body.secret, app.clock.now()))).status).toBe(200);
  });

  it('when the password changes while a sign-in waits for its code, then that code is refused even if nothing ended the half-done sign-in (the code step re-checks the password version)', async () => {
    const attacker = from('192.0.2.66');
    const begun = await attacker.signIn();
    // The change as a racing command would make it: straight into the store, ending no session or half-done sign-in.
    await createAccounts({ users: app.stores.users, audit: app.stores.audit, clock: app.clock, cost: TEST_COST }).resetPassword('coordinator', NEW_STAFF_PASSWORD, CLI);

    const attackerCode = await attacker.code(totpAt(begun.body.secret, app.clock.now()));

    expect(attackerCode.status).toBe(401);
    expect(app.stores.users.find('coordinator')!.twoFactor).toBeNull();
    expect(auditOf(app, 'sign-in-failed').at(-1)).toMatchObject({ outcome: 'refused', detail: 'expired' });
  });

  it('when the owner changes their password, then a sign-in begun elsewhere with the old password cannot finish', async () => {
    const owner = from('203.0.113.5');
    await owner.signInFully();
    const thief = from('192.0.2.66');
    thief.secret = owner.secret;
    expect((await thief.signIn()).body).toMatchObject({ step: 'code' });

    expect((await changeOwnPassword(owner)).status).toBe(200);
    app.clock.advance(30_000);
    const thiefCode = await thief.code(totpAt(owner.secret, app.clock.now()));

    expect(thiefCode.status).toBe(401);
    expect(thief.cookies.has('staff-session')).toBe(false);
  });

  it('when the account is disabled while a sign-in waits for its code, then the code is refused', async () => {
    const owner = from('203.0.113.5');
    await owner.signInFully();
    await owner.signIn();
    await testAccounts(app).disable('coordinator', CLI);

    const code = await owner.code(totpAt(owner.secret, app.clock.now()));

    expect(code.status).toBe(401);
    expect(code.body.message).toBe('Your sign-in has ended. Please enter your username and password again.');
  });
});

describe('no targeted lock-out (device cookies)', () => {
  it('when a full sign-in succeeds, then the browser gets a device cookie: HttpOnly, SameSite=Strict, kept a year; a password step alone gives none', async () => {
    const browser = from('203.0.113.5');
    await browser.signIn();
    const afterPassword = browser.lastSetCookies.join('\n');
    await browser.code(totpAt((await browser.signIn()).body.secret, app.clock.now()));

    const device = browser.lastSetCookies.find((line) => line.startsWith('staff-device='));
    expect(afterPassword).not.toContain('staff-device');
    expect(device).toMatch(/; Max-Age=31536000; /);
    expect(device).toContain('HttpOnly');
    expect(device).toContain('SameSite=Strict');
  });

  it('when strangers fail on an account until it is locked for unknown browsers, then a browser where it signed in before still signs in at once', async () => {
    const owner = from('203.0.113.5');
    await owner.signInFully();
    for (let attempt = 0; attempt < 5; attempt++) await from(`192.0.2.${attempt}`).signIn('coordinator', 'wrong password here');

    const stranger = await from('192.0.2.200').signIn('coordinator', STAFF_PASSWORD);
    const ownerAgain = await owner.signIn();
    const ownerCode = await owner.code(totpAt(owner.secret, app.clock.now()));

    expect(stranger.status).toBe(429);
    expect(ownerAgain.body).toMatchObject({ step: 'code' });
    expect(ownerCode.status).toBe(200);
  });

  it('when unknown browsers keep failing, then their lock-out grows to 15 minutes and no longer, and then they may try again', async () => {
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) await from(`192.0.2.${attempt}`).signIn('coordinator', 'wrong password here');
    for (let round = 0; round < 7; round++) {
      const seconds = Number((await from(`198.51.100.${round}`).signIn('coordinator', 'wrong password here')).headers.get('retry-after'));
      waits.push(seconds);
      app.clock.advance(seconds * 1000);
      expect((await from(`198.51.100.${round + 50}`).signIn('coordinator', 'wrong password here')).status).toBe(401);
    }

    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('when a browser with a device cookie fails five times, then it alone waits: unknown browsers and the account’s other browsers go on', async () => {
    const desk = from('203.0.113.5');
    await desk.signInFully();
    const phone = from('203.0.113.6');
    phone.secret = desk.secret;
    await phone.signInFully();
    for (let attempt = 0; attempt < 5; attempt++) await desk.signIn('coordinator', 'wrong password here');

    const deskAgain = await desk.signIn();
    const phoneAgain = await phone.signIn();
    const stranger = await from('192.0.2.9').signIn();

    expect(deskAgain.status).toBe(429);
    expect([phoneAgain.status, stranger.status]).toEqual([200, 200]);
  });

  it('when a device cookie is forged, copied from another account, or older than the password, then the browser counts as unknown', async () => {
    await addStaff(app, 'nurse.lee');
    const lee = from('203.0.113.7');
    await lee.signInFully('nurse.lee');
    const owner = from('203.0.113.5');
    await owner.signInFully();
    const ownerDevice = owner.cookies.get('staff-device')!;
    for (let attempt = 0; attempt < 5; attempt++) await from(`192.0.2.${attempt}`).signIn('coordinator', 'wrong password here');

    const forged = from('192.0.2.30');
    forged.cookies.set('staff-device', `${ownerDevice.slice(0, -4)}AAAA`);
    const leesDevice = from('192.0.2.31');
    leesDevice.cookies.set('staff-device', lee.cookies.get('staff-device')!);
    const answers = [await forged.signIn(), await leesDevice.signIn(), await owner.signIn()];
    await testAccounts(app).resetPassword('coordinator', NEW_STAFF_PASSWORD, CLI);
    const afterReset = await owner.signIn('coordinator', NEW_STAFF_PASSWORD);

    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 200]);
    expect(afterReset.status).toBe(429);
  });
});

describe('the throttle counts an attempt before checking it', () => {
  it('when 20 wrong passwords for one account arrive at once, then at most 5 are checked and the rest get 429', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => from(`192.0.2.${index}`).signIn('coordinator', `wrong password ${index}`)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(auditOf(app, 'sign-in-failed').filter((entry) => entry.detail === 'wrong-password')).toHaveLength(5);
  });

  it('when 20 wrong passwords come at once from a browser with a device cookie, then at most 5 are checked', async () => {
    const owner = from('203.0.113.5');
    await owner.signInFully();

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => owner.signIn('coordinator', `wrong password ${index}`)));

    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
  });

  it('when a right password is among parallel tries, then it does not count as a failure', async () => {
    const answers = await Promise.all([
      from('203.0.113.5').signIn(),
      ...Array.from({ length: 3 }, (_, index) => from(`192.0.2.${index}`).signIn('coordinator', `wrong password ${index}`)),
    ]);
    const after = await Promise.all(Array.from({ length: 2 }, (_, index) => from(`198.51.100.${index}`).signIn('coordinator', `wrong again ${index}`)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 401, 401]);
    // Three failures, then two more: the fifth is the first to start a wait, so both are still checked.
    expect(after.map((answer) => answer.status)).toEqual([401, 401]);
    expect((await from('198.51.100.9').signIn()).status).toBe(429);
  });
});
