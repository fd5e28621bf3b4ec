import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookingService } from '../bookings/booking.service';
import { API, COORDINATOR_RULE, provider } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { postJson, request } from '../test-support/http';
import { calendarOf, linkIn, type ReceivedMail, TestSmtpServer } from '../test-support/mail';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';

let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  app = await startTestApp({ mail: { smtpUrl: smtp.url }, publicUrl: 'https://care.example.org' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

const VISITOR = 'james.carter@example.com';
const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail, '/booking/manage')).searchParams.get('token')!;

/** Everything personal a booking or inquiry carries in these tests: none of it may be in a staff alert. */
const PERSONAL = ['James', 'Carter', VISITOR, '555-302-4455', '5553024455', 'Linda', 'Park', 'linda.park', 'Sunrise', '410 2200', 'Maria', 'Lopez', 'maria.lopez', '201-3344', 'pressure ulcer', 'Elm Street', 'Diabetic'];

function expectNothingPersonal(mail: ReceivedMail): void {
  for (const text of PERSONAL) expect(mail.raw, `staff alert "${mail.parsed.subject}" holds "${text}"`).not.toContain(text);
  // Bodies may be quoted-printable or base64: check the decoded text too.
  for (const text of PERSONAL) expect(`${mail.parsed.text}\n${mail.parsed.html || ''}`).not.toContain(text);
}

describe('messages through a real SMTP server', () => {
  it('when a consultation is booked, then the visitor gets the confirmation with the .ics and the manage link, and staff one alert', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { notes: 'Consultation type: Phone call\nWound type: Diabetic ulcers' }));
    await app.mail!.runDue();

    expect(booked.status).toBe(201);
    expect(smtp.received).toHaveLength(2);
    const [confirmation] = smtp.to(VISITOR);
    expect(confirmation!.parsed.subject).toBe('Booking confirmed: Free consultation, Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)');
    expect(confirmation!.parsed.from?.text).toContain(provider.email);
    expect(confirmation!.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@evergreenwoundcare\.com>$/);
    const text = confirmation!.parsed.text!;
    expect(text).toContain('When: Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)');
    expect(text).toContain(`calls you at the time you booked, from ${provider.phone}`);
    expect(text).not.toContain('Diabetic');
    const ics = calendarOf(confirmation!);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booked.body.booking.id}@evergreenwoundcare.com`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20260609T131500Z');
    expect(ics).not.toContain('token');
    const html = confirmation!.parsed.html as string;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/<img|<script|src=|url\(/i);

    const link = linkIn(confirmation!, '/booking/manage');
    expect(link).toMatch(/^https:\/\/care\.example\.org\/booking\/manage\?token=c\.[0-9a-f-]{36}\.[\w-]{43}$/);
    const shown = await request(`${app.url}${MANAGE_API.booking}?token=${encodeURIComponent(tokenOf(confirmation!))}`);
    expect(shown.body).toEqual({ booking: { kind: 'consultation', date: '2026-06-09', time: '09:15', status: 'booked' } });

    const [alert, ...others] = smtp.to(TEST_STAFF_EMAIL);
    expect(others).toEqual([]);
    expect(alert!.parsed.subject).toBe('New booking: Free consultation, Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)');
    expect(linkIn(alert!, '/staff/bookings/')).toBe(`https://care.example.org/staff/bookings/${booked.body.booking.id}`);
    expectNothingPersonal(alert!);
  });

  it('when the visitor moves, then cancels through the link, then each change brings a message with the same UID, a higher SEQUENCE, and a staff alert', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    await app.mail!.runDue();
    const token = tokenOf(smtp.to(VISITOR)[0]!);

    const moved = await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-10', time: '14:00' });
    const cancelled = await postJson(app.url + MANAGE_API.cancel, { token });
    await app.mail!.runDue();

    expect([moved.status, cancelled.status]).toEqual([200, 200]);
    const [, rescheduled, cancellation] = smtp.to(VISITOR);
    expect(rescheduled!.parsed.subject).toBe('Rescheduled: Free consultation, now Wednesday, June 10, 2026 at 2:00 PM (Eastern Time)');
    expect(rescheduled!.parsed.text).toContain('It was: Tuesday, June 9, 2026 at 9:15 AM (Eastern Time).');
    const uid = `UID:${booked.body.booking.id}@evergreenwoundcare.com`;
    expect(calendarOf(rescheduled!)).toContain(uid);
    expect(calendarOf(rescheduled!)).toContain('SEQUENCE:1');
    expect(calendarOf(rescheduled!)).toContain('DTSTART:20260610T180000Z');
    expect(cancellation!.parsed.subject).toBe('Cancelled: Free consultation, Wednesday, June 10, 2026 at 2:00 PM (Eastern Time)');
    expect(calendarOf(cancellation!)).toContain('METHOD:CANCEL');
    expect(calendarOf(cancellation!)).toContain('STATUS:CANCELLED');
    expect(calendarOf(cancellation!)).toContain('SEQUENCE:2');
    expect(calendarOf(cancellation!)).toContain(uid);
    const alerts = smtp.to(TEST_STAFF_EMAIL).map((mail) => mail.parsed.subject);
    expect(alerts).toEqual([
      'New booking: Free consultation, Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)',
      'Rescheduled by the visitor: Free consultation, now Wednesday, June 10, 2026 at 2:00 PM (Eastern Time)',
      'Cancelled by the visitor: Free consultation, Wednesday, June 10, 2026 at 2:00 PM (Eastern Time)',
    ]);
    smtp.to(TEST_STAFF_EMAIL).forEach(expectNothingPersonal);
  });

  it('when staff cancel with a message and a note, then the visitor reads the message, never the note, and staff get no alert of their own change', async () => {
    const booked = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00', { notes: 'Facility address: 12 Elm Street' }));
    await app.mail!.runDue();
    // The staff area's way in: the booking service, with a staff member as the one who changes it.
    const staffSide = createBookingService({ kind: 'coordinator', rule: COORDINATOR_RULE, store: app.stores.coordinators, clock: app.clock, timeZone: provider.timeZone, mail: app.mail });
    await staffSide.cancel(booked.body.booking.id, { by: 'staff', staffId: 'u1' }, { message: 'Our coordinator is unwell that day.', note: 'Linda sounded confused on the phone' });
    await app.mail!.runDue();

    const cancellation = smtp.withSubject(/^Cancelled: Facility coordination visit/);
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]!.to).toEqual(['linda.park@sunrise-care.example']);
    expect(cancellation[0]!.parsed.text).toContain('A message from our team:\n\nOur coordinator is unwell that day.');
    expect(cancellation[0]!.parsed.html).toContain('<blockquote');
    expect(`${cancellation[0]!.raw}\n${cancellation[0]!.parsed.text}\n${cancellation[0]!.parsed.html}`).not.toContain('confused');
    expect(cancellation[0]!.parsed.text).toContain('https://care.example.org/coordinators');
    expect(smtp.to(TEST_STAFF_EMAIL).map((mail) => mail.parsed.subject)).toEqual(['New booking: Facility coordination visit, Tuesday, June 9, 2026 at 10:00 AM – 11:00 AM (Eastern Time)']);
    expectNothingPersonal(smtp.to(TEST_STAFF_EMAIL)[0]!);
    expect(smtp.to(TEST_STAFF_EMAIL)[0]!.raw).not.toContain('unwell');
  });

  it('when an inquiry is sent, then the visitor gets a receipt without their message, and staff an alert with a link and nothing else', async () => {
    const sent = await postJson(app.url + API.contact, inquiry());
    await app.mail!.runDue();

    expect(sent.status).toBe(201);
    const [receipt] = smtp.to('maria.lopez@example.com');
    expect(receipt!.parsed.subject).toBe('We received your message');
    expect(receipt!.parsed.text).toContain('will respond within 24 hours');
    expect(receipt!.parsed.text).toContain(provider.phone);
    expect(receipt!.raw).not.toContain('pressure ulcer');
    expect(receipt!.parsed.attachments).toEqual([]);
    const [alert] = smtp.to(TEST_STAFF_EMAIL);
    expect(alert!.parsed.subject).toBe('New inquiry: Monday, June 8, 2026 at 12:00 PM');
    const id = app.stores.inquiries.records[0]!.id;
    expect(linkIn(alert!, '/staff/inquiries/')).toBe(`https://care.example.org/staff/inquiries/${id}`);
    expectNothingPersonal(alert!);
  });

  it('when the same booking request is replayed with its Idempotency-Key, then its messages go out once', async () => {
    const headers = { 'Idempotency-Key': 'replay-1' };
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'), headers);
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'), headers);
    await app.mail!.runDue();
    app = await app.restart();
    await app.mail!.runDue();

    expect(smtp.received.map((mail) => mail.parsed.subject?.split(':')[0])).toEqual(['Booking confirmed', 'New booking']);
  });
});
