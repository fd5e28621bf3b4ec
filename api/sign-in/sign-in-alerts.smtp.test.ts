import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { auditOf } from '../test-support/audit';
import { declared, TestSmtpServer } from '../test-support/mail';
import { addStaff, browserWith, changeOwnPassword, CLI, NEW_STAFF_PASSWORD, StaffClient, testAccounts, totpAt, USER_AGENTS } from '../test-support/staff';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';

// Decision 026: an account nobody enrolled in time needs a new password, and staff hear of every enrolment, recovery code and new browser.
let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  app = await startTestApp({ mail: { smtpUrl: smtp.url }, publicUrl: 'https://care.example.org', trustProxy: 1 });
  await addStaff(app);
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

/** A Firefox on Linux at `address` (through the one trusted proxy). */
function firefoxAt(address: string): StaffClient {
  const browser = browserWith(app, USER_AGENTS.firefox);
  const send = browser.send.bind(browser);
  browser.send = (method, path, body, headers = {}) => send(method, path, body, { 'X-Forwarded-For': address, ...headers });
  return browser;
}

const alerts = () => smtp.to(TEST_STAFF_EMAIL).map((mail) => ({ subject: mail.parsed.subject, text: mail.parsed.text ?? '' }));

describe('enrolment in time', () => {
  it('when an account is not enrolled within STAFF_ENROL_HOURS of its password, then the right password gets 403 saying to ask for a new one, a wrong one the usual 401, and reset-password opens a new window', async () => {
    const early = await new StaffClient(app).signIn();
    app.clock.advance(72 * 60 * 60_000);

    const late = await new StaffClient(app).signIn();
    const wrong = await new StaffClient(app).signIn('coordinator', 'not the password at all');
    const listed = testAccounts(app).list();
    await testAccounts(app).resetPassword('coordinator', NEW_STAFF_PASSWORD, CLI);
    const afterReset = await new StaffClient(app).signIn('coordinator', NEW_STAFF_PASSWORD);

    expect(early.body.step).toBe('enrol');
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(
      'This account had to be set up within 72 hours of its password being given, so that password no longer works. Please ask whoever runs the server for a new one.',
    );
    expect(wrong.status).toBe(401);
    expect(listed[0]!.twoFactor).toBe('enrolment expired');
    expect(afterReset.body.step).toBe('enrol');
    expect(auditOf(app, 'sign-in-failed').map((entry) => entry.detail)).toEqual(['enrolment-expired', 'wrong-password']);
  });

  it('when the password step passed just before STAFF_ENROL_HOURS ran out and the code comes after, then the code step refuses it the same way and nothing is enrolled', async () => {
    app.clock.advance(72 * 60 * 60_000 - 5 * 60_000);
    const browser = new StaffClient(app);
    const started = await browser.signIn();
    app.clock.advance(6 * 60_000);

    const late = await browser.code(totpAt(started.body.secret, app.clock.now()));

    expect(started.body.step).toBe('enrol');
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(
      'This account had to be set up within 72 hours of its password being given, so that password no longer works. Please ask whoever runs the server for a new one.',
    );
    expect(testAccounts(app).list()[0]!.twoFactor).toBe('enrolment expired');
    expect(auditOf(app, 'sign-in-failed').map((entry) => entry.detail)).toEqual(['enrolment-expired']);
    expect(auditOf(app, 'sign-in')).toEqual([]);
  });

  it('when STAFF_ENROL_HOURS is shorter, then it is the limit, and an enrolled account is never held to it', async () => {
    const short = await startTestApp({ staffEnrolHours: 2, now: app.clock });
    try {
      await addStaff(short, 'nurse.lee');
      await addStaff(short, 'nurse.kim');
      const kim = new StaffClient(short);
      await kim.signInFully('nurse.kim');
      short.clock.advance(2 * 60 * 60_000);

      expect((await new StaffClient(short).signIn('nurse.lee')).status).toBe(403);
      expect((await kim.signIn('nurse.kim')).body).toMatchObject({ step: 'code' });
    } finally {
      await short.destroy();
    }
  });
});

describe('staff alerts of sign-in events', () => {
  it('when an account enrols, then the users file declares one alert in the same record, and staff get it: username, time, browser, no address', async () => {
    await firefoxAt('203.0.113.44').signInFully();
    await app.mail!.runDue();

    const file = JSON.parse(await readFile(join(app.dataDir, 'users.json'), 'utf8')) as { records: { event: string; mail?: unknown }[] };
    expect(file.records.find((record) => record.event === 'two-factor-enrolled')!.mail).toEqual(declared('staff-authenticator-enrolled'));
    expect(alerts()).toEqual([
      {
        subject: 'Authenticator set up: coordinator',
        text: expect.stringContaining('An authenticator app was set up for the staff account coordinator on Monday, June 8, 2026 at 12:00 PM, from Firefox on Linux.'),
      },
    ]);
    expect(alerts()[0]!.text).toContain('https://care.example.org/staff/audit');
    expect(smtp.received[0]!.raw).not.toContain('203.0.113.44');
    expect(smtp.received[0]!.raw).not.toContain('Mozilla/5.0');
  });

  it('when the account signs in from a browser it has not used, then staff are told; from the browser it used before, not again', async () => {
    const desk = firefoxAt('203.0.113.44');
    await desk.signInFully();
    const phone = browserWith(app, USER_AGENTS.safari);
    phone.secret = desk.secret;
    await phone.signInFully();
    await desk.signInFully();
    await phone.signInFully();
    await app.mail!.runDue();

    expect(alerts().map((alert) => alert.subject)).toEqual(['Authenticator set up: coordinator', 'Sign-in from a new browser: coordinator']);
    expect(alerts()[1]!.text).toContain('signed in on Monday, June 8, 2026 at 12:00 PM from Safari on macOS, a browser this account had not signed in from before');
  });

  it('when a recovery code is used, to sign in or to confirm a change on the Account screen, then staff are told each time', async () => {
    const desk = firefoxAt('203.0.113.44');
    await desk.signInFully();
    await desk.signIn();
    expect((await desk.code(desk.recoveryCodes[0]!)).status).toBe(200);
    expect((await changeOwnPassword(desk, { code: desk.recoveryCodes[1]! })).status).toBe(200);
    await app.mail!.runDue();

    const recovery = alerts().filter((alert) => alert.subject === 'Recovery code used: coordinator');
    expect(recovery).toHaveLength(2);
    expect(recovery[0]!.text).toContain('was used to sign in on Monday, June 8, 2026');
    expect(recovery[0]!.text).toContain('from Firefox on Linux. Each code works once.');
    expect(recovery[1]!.text).toContain('was used to confirm a change on the Account screen');
  });

  it('when the server stops before an alert went out, then it goes out at the next start', async () => {
    await app.close();
    const silent = await startTestApp({ dataDir: app.dataDir, now: app.clock });
    const desk = browserWith(silent, USER_AGENTS.firefox);
    await desk.signInFully();
    await silent.close();

    app = await startTestApp({ dataDir: app.dataDir, now: app.clock, mail: { smtpUrl: smtp.url }, publicUrl: 'https://care.example.org' });
    await app.mail!.runDue();

    expect(alerts().map((alert) => alert.subject)).toEqual(['Authenticator set up: coordinator']);
  });
});

describe('the Account screen’s authenticator', () => {
  it('when the owner opens their account, then it says when and from where the authenticator was set up, and the read is audited', async () => {
    const desk = firefoxAt('203.0.113.44');
    await desk.signInFully();

    const account = await desk.get(STAFF_API.account);

    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('no-store');
    expect(account.body).toEqual({
      username: 'coordinator',
      authenticator: { enrolledAt: '2026-06-08T16:00:00.000Z', browser: 'Firefox on Linux', address: '203.0.113.44' },
      unusedRecoveryCodes: 10,
    });
    expect(auditOf(app, 'view-account')).toMatchObject([{ actor: 'coordinator', outcome: 'ok', recordIds: [app.stores.users.find('coordinator')!.id] }]);
  });
});
