import { afterEach, describe, expect, it, vi } from 'vitest';
import { DurableJsonFile } from '../db/durable-json-file';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { addStaff, StaffClient } from '../test-support/staff';
import { postJson, request } from '../test-support/http';
import { TestSmtpServer } from '../test-support/mail';
import { consultation } from '../test-support/payloads';
import { MINUTE } from '../test-support/test-clock';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';
import { createMailFailuresService } from '../staff/mail-failures.service';

const VISITOR = 'james.carter@example.com';

let smtp: TestSmtpServer;
let app: TestApp;
let logged: { level: string; details: Record<string, unknown>; message: string }[];
afterEach(async () => {
  vi.restoreAllMocks();
  await app.destroy();
  await smtp.stop();
});

async function start({ running = true } = {}) {
  smtp = await TestSmtpServer.open({ running });
  logged = [];
  const logTo = (level: string) => (details: object, message: string) => void logged.push({ level, details: details as Record<string, unknown>, message });
  app = await startTestApp({ mail: { smtpUrl: smtp.url, logger: { info: logTo('info'), warn: logTo('warn'), error: logTo('error') } } });
}

const book = () => postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
const subjects = () => smtp.received.map((mail) => `${mail.to.join()}: ${mail.parsed.subject?.split(':')[0]}`);

describe('delivery: the mail server down, deferring or refusing', () => {
  it('when the mail server is down, then messages wait with a growing pause, and once it is up each is delivered once', async () => {
    await start({ running: false });
    await book();
    await app.mail!.runDue();
    app.clock.advance(MINUTE + 1);
    await app.mail!.runDue();
    app.clock.advance(MINUTE + 1); // within the second, longer pause: nothing is tried
    await app.mail!.runDue();

    const pauses = logged.filter((line) => line.level === 'warn').map((line) => line.details.retryInSeconds);
    expect(pauses).toEqual([60, 120]);
    expect(app.mail!.pendingCount).toBe(2);

    await smtp.start();
    app.clock.advance(MINUTE);
    await app.mail!.runDue();
    await app.mail!.runDue();
    app = await app.restart();
    await app.mail!.runDue();

    expect(subjects()).toEqual([`${VISITOR}: Booking confirmed`, `${TEST_STAFF_EMAIL}: New booking`]);
    expect(app.stores.mailLog.outcomes.map((outcome) => [outcome.template, outcome.outcome])).toEqual([
      ['booking-confirmed', 'sent'],
      ['staff-booking-made', 'sent'],
    ]);
  });

  it('when the pause would pass an hour, then it stays at an hour', async () => {
    await start({ running: false });
    await book();
    for (let round = 0; round < 9; round++) {
      await app.mail!.runDue();
      app.clock.advance(61 * MINUTE);
    }

    const pauses = logged.filter((line) => line.level === 'warn').map((line) => line.details.retryInSeconds);
    expect(pauses).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('when the server defers one mailbox (450), then the others go out and that one follows after its backoff', async () => {
    await start();
    smtp.refusals.set(VISITOR, 450);
    await book();
    await app.mail!.runDue();

    expect(subjects()).toEqual([`${TEST_STAFF_EMAIL}: New booking`]);
    smtp.refusals.clear();
    await app.mail!.runDue();
    expect(subjects()).toHaveLength(1);
    app.clock.advance(MINUTE);
    await app.mail!.runDue();
    expect(subjects()).toEqual([`${TEST_STAFF_EMAIL}: New booking`, `${VISITOR}: Booking confirmed`]);
  });

  it('when the server refuses a visitor for good (550), then it is logged as failed with its code, staff are alerted once, and staff can list it without the address', async () => {
    await start();
    smtp.refusals.set(VISITOR, 550);
    const booked = await book();
    await app.mail!.runDue();
    await app.mail!.runDue();
    app = await app.restart();
    await app.mail!.runDue();

    const alerts = smtp.to(TEST_STAFF_EMAIL);
    expect(alerts.map((mail) => mail.parsed.subject)).toEqual([
      expect.stringMatching(/^New booking: /),
      'E-mail not delivered: the booking confirmation',
    ]);
    expect(alerts[1]!.parsed.text).toContain('(code 550)');
    expect(alerts[1]!.parsed.text).toContain(`/staff/bookings/${booked.body.booking.id}`);
    expect(alerts[1]!.raw).not.toContain(VISITOR);
    expect(alerts[1]!.raw).not.toMatch(/James|Carter|302-4455/);

    const failures = createMailFailuresService(app.stores.mailLog).list();
    expect(failures).toEqual([
      {
        id: expect.any(String),
        template: 'booking-confirmed',
        createdAt: '2026-06-08T16:00:00.000Z',
        failedAt: '2026-06-08T16:00:00.000Z',
        attempts: 1,
        code: '550',
        about: { kind: 'consultation', id: booked.body.booking.id },
      },
    ]);
    expect((await request(app.url + STAFF_API.mailFailures)).status).toBe(401);
    expect((await request(app.url + STAFF_API.mailFailuresRecent)).status).toBe(401);
    await addStaff(app);
    const staff = new StaffClient(app);
    await staff.signInFully();
    const answer = await staff.get(STAFF_API.mailFailures);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ failures });
    expect(answer.text).not.toContain('@example.com');
    // The navigation's count names no record: a number, not audited.
    expect((await staff.get(STAFF_API.mailFailuresRecent)).body).toEqual({ recent: 1 });
    // The list is read behind sign-in and audited, with the messages' ids only.
    expect(app.stores.audit.between(0, Number.MAX_SAFE_INTEGER).filter((entry) => entry.action === 'view-mail-failures')).toEqual([
      expect.objectContaining({ actor: expect.any(String), recordIds: [failures[0]!.id], outcome: 'ok' }),
    ]);
    expect(logged.filter((line) => line.level === 'error')).toEqual([
      { level: 'error', details: { messageId: failures[0]!.id, template: 'booking-confirmed', attempts: 1, code: '550' }, message: expect.stringContaining('staff are alerted') },
    ]);
  });

  it('when staff alerts are refused too, then each failure is logged once and no alert about an alert is ever written', async () => {
    await start();
    smtp.refusals.set(VISITOR, 550);
    smtp.refusals.set(TEST_STAFF_EMAIL, 554);
    await book();
    for (let round = 0; round < 3; round++) {
      await app.mail!.runDue();
      app.clock.advance(61 * MINUTE);
    }

    expect(smtp.received).toEqual([]);
    expect(app.stores.mailLog.outcomes.map((outcome) => [outcome.template, outcome.outcome, outcome.code])).toEqual([
      ['booking-confirmed', 'failed', '550'],
      ['staff-booking-made', 'failed', '554'],
      ['staff-mail-failed', 'failed', '554'],
    ]);
    expect(app.mail!.pendingCount).toBe(0);
  });

  it('when a sent message cannot be logged (a full disk), then its claim keeps it from a second send and it is logged at the next try', async () => {
    await start();
    vi.spyOn(app.stores.mailLog, 'append').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
    await book();
    await app.mail!.runDue();
    expect(app.mail!.pendingCount).toBe(1);
    app.clock.advance(MINUTE);
    await app.mail!.runDue();

    expect(smtp.withSubject(/^Booking confirmed/)).toHaveLength(1);
    expect(smtp.withSubject(/^New booking/)).toHaveLength(1);
    expect(app.mail!.pendingCount).toBe(0);
    expect(app.stores.mailLog.outcomes.map((outcome) => [outcome.template, outcome.outcome]).sort()).toEqual([
      ['booking-confirmed', 'sent'],
      ['staff-booking-made', 'sent'],
    ]);
    expect(logged.map((line) => line.message)).toContain('e-mail sent before, as its claim says; logged without sending');
  });

  it('when the booking itself is not written (a full disk), then no message about it is ever sent', async () => {
    await start();
    vi.spyOn(DurableJsonFile.prototype, 'write').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
    const failed = await book();
    await app.mail!.runDue();
    app = await app.restart();
    await app.mail!.runDue();

    expect(failed.status).toBe(500);
    expect(smtp.received).toEqual([]);
  });

  it('when messages are sent, then the log names ids, templates and codes, never an address, a name or a subject', async () => {
    await start();
    await book();
    await app.mail!.runDue();

    const text = JSON.stringify(logged);
    expect(logged.map((line) => line.message)).toEqual(['e-mail sent', 'e-mail sent']);
    expect(text).not.toMatch(/@|James|Carter|Booking confirmed|token/);
  });
});
