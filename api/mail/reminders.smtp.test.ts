import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { postJson } from '../test-support/http';
import { linkIn, TestSmtpServer } from '../test-support/mail';
import { consultation } from '../test-support/payloads';
import { MINUTE } from '../test-support/test-clock';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** A quarter of an hour: small enough to book "tomorrow" and "inside the lead time" on one test day. */
const LEAD_HOURS = 0.25;

let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  // Monday 2026-06-08, 12:00 in New York.
  app = await startTestApp({ now: '2026-06-08T16:00:00Z', mail: { smtpUrl: smtp.url, reminderLeadHours: LEAD_HOURS } });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

const reminders = (to = 'james.carter@example.com') => smtp.to(to).filter((mail) => mail.parsed.subject?.startsWith('Reminder:'));
/** Sets the clock to New York wall time on the test day, then lets the sender run. */
async function at(time: string) {
  app.clock.set(Date.parse(`2026-06-08T${time}:00-04:00`));
  await app.mail!.runDue();
}
const book = (time: string, email = 'james.carter@example.com') => postJson(app.url + API.consultationBook, consultation('2026-06-08', time, { clientEmail: email }));

describe('reminders', () => {
  it('when the lead time before a visit comes, then one reminder goes out, once, even across a restart', async () => {
    await book('13:00');
    await at('12:44');
    expect(reminders()).toEqual([]);

    await at('12:45');
    await at('12:50');
    app = await app.restart();
    await at('12:55');

    const [reminder, ...more] = reminders();
    expect(more).toEqual([]);
    expect(reminder!.parsed.subject).toBe('Reminder: Free consultation, Monday, June 8, 2026 at 1:00 PM (Eastern Time)');
    expect(linkIn(reminder!, '/booking/manage')).toContain('token=c.');
  });

  it('when a booking is cancelled before its reminder is due, then no reminder is ever sent', async () => {
    await book('13:00');
    await app.mail!.runDue();
    const token = new URL(linkIn(smtp.withSubject(/^Booking confirmed/)[0]!, '/booking/manage')).searchParams.get('token');
    await postJson(app.url + MANAGE_API.cancel, { token });

    for (const time of ['12:45', '12:50', '12:59']) await at(time);

    expect(reminders()).toEqual([]);
  });

  it('when a booking is made inside the lead time, then it gets no reminder', async () => {
    app.clock.set(Date.parse('2026-06-08T12:50:00-04:00'));
    await book('13:00');
    for (const time of ['12:51', '12:55', '12:59']) await at(time);

    expect(smtp.withSubject(/^Booking confirmed/)).toHaveLength(1);
    expect(reminders()).toEqual([]);
  });

  it('when a visit is moved after its reminder, then the new time gets a reminder of its own; the old time none again', async () => {
    await book('13:00');
    await at('12:46');
    const token = new URL(linkIn(reminders()[0]!, '/booking/manage')).searchParams.get('token');
    const moved = await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-08', time: '14:00' });
    expect(moved.status).toBe(200);

    await at('12:59');
    await at('13:44');
    expect(reminders()).toHaveLength(1);
    await at('13:45');
    await at('13:50');

    expect(reminders().map((mail) => mail.parsed.subject)).toEqual([
      'Reminder: Free consultation, Monday, June 8, 2026 at 1:00 PM (Eastern Time)',
      'Reminder: Free consultation, Monday, June 8, 2026 at 2:00 PM (Eastern Time)',
    ]);
  });

  it('when no round ran between the reminder\'s moment and the visit (the server was off), then none goes out once the visit has started', async () => {
    await book('13:00');
    await app.mail!.runDue();
    app.clock.set(Date.parse('2026-06-08T13:00:00-04:00'));
    await app.mail!.runDue();
    app.clock.advance(MINUTE);
    await app.mail!.runDue();

    expect(reminders()).toEqual([]);
  });
});
