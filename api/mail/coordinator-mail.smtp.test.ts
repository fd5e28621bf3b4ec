import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { aboutRecords, allTextOf, calendarOf, TestSmtpServer } from '../test-support/mail';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneCall, phoneVisit } from '../test-support/team';
import { SLOT_DATE, startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';

let smtp: TestSmtpServer;
let app: TestApp;
let staff: StaffClient;
let ana: string;
let ben: string;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  app = await startTestApp({ mail: { smtpUrl: smtp.url }, publicUrl: 'https://care.example.org' });
  staff = await signedInStaff(app);
  ana = await addNurse(staff, { name: 'Ana Silva' });
  ben = await addNurse(staff, { name: 'Ben Okafor' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

const PATIENT = 'rosa.alvarez@example.com';
/** What reached the SMTP server about bookings (staff sign-ins cause alerts of their own). */
const aboutBookings = () => aboutRecords(smtp.received);

describe("the coordinator's day through a real SMTP server", () => {
  it('when staff book by phone without a confirmation, then nothing is sent: not when booked, not for a reminder, not when cancelled', async () => {
    const visit = await bookByPhone(staff, phoneVisit('2026-06-10', '10:00', { clientEmail: PATIENT }));
    await bookByPhone(staff, phoneCall('2026-06-10', '11:00'));
    await app.mail!.runDue();
    // Inside the reminder's 24 hours of both, made before them: a web booking's reminder would be due now.
    app.clock.set('2026-06-09T10:30:00-04:00');
    await app.mail!.runDue();
    await staff.signInFully();
    await staff.post(STAFF_API.cancelBooking(visit.body.bookings[0].id), { message: 'Sorry' });
    await app.mail!.runDue();

    expect(visit.status).toBe(201);
    expect(aboutBookings()).toEqual([]);
    expect(app.mail!.pendingCount).toBe(0);
  });

  it('when a series is booked with a confirmation, then one e-mail holds every visit, the interpreter asked for and one .ics with all of them; cancelling it whole sends one more, without the internal note', async () => {
    const booked = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { clientEmail: PATIENT, sendConfirmation: true, interpreterLanguage: 'so', repeat: { weekdays: [2, 4], weeks: 2 } }));
    await app.mail!.runDue();

    const ids = booked.body.bookings.map((each: { id: string }) => each.id) as string[];
    expect(ids).toHaveLength(4);
    expect(aboutBookings()).toHaveLength(1);
    const [confirmation] = smtp.to(PATIENT);
    expect(confirmation!.parsed.subject).toBe('Booking confirmed: 4 wound-care visits, the first Tuesday, June 9, 2026 at 10:00 AM (Eastern Time)');
    const text = confirmation!.parsed.text!;
    for (const day of ['Tuesday, June 9', 'Thursday, June 11', 'Tuesday, June 16', 'Thursday, June 18']) expect(text).toContain(`${day}, 2026 at 10:00 AM`);
    expect(text).toContain('To move or cancel any of them, call us at');
    expect(text).toContain('A free Somali interpreter will join the visit.');
    expect(text).not.toContain('/booking/manage');
    const ics = calendarOf(confirmation!);
    expect(ics).toContain('METHOD:PUBLISH');
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual(ids.map((id) => `${id}@evergreenwoundcare.com`));
    expect(events.map((event) => event.summary)).toEqual(Array(4).fill('Wound-care visit with Evergreen Mobile Wound Care'));
    expect(events[0]!.endDate.toJSDate().getTime() - events[0]!.startDate.toJSDate().getTime()).toBe(45 * 60_000);
    expect(smtp.to(TEST_STAFF_EMAIL).filter((mail) => /visit/i.test(mail.parsed.subject ?? ''))).toEqual([]);

    await staff.post(STAFF_API.cancelSeries(booked.body.seriesId), { message: 'Your nurse will call you.', note: 'Admitted to Mercy Hospital' });
    await app.mail!.runDue();

    expect(aboutBookings()).toHaveLength(2);
    const cancelled = smtp.to(PATIENT)[1]!;
    expect(cancelled.parsed.subject).toBe('Cancelled: 4 wound-care visits');
    expect(cancelled.parsed.text).toContain('Your nurse will call you.');
    expect(allTextOf(cancelled)).not.toContain('Mercy Hospital');
    const statuses = new ICAL.Component(ICAL.parse(calendarOf(cancelled))).getAllSubcomponents('vevent').map((component) => [component.getFirstPropertyValue('status'), component.getFirstPropertyValue('sequence')]);
    expect(statuses).toEqual(Array(4).fill(['CANCELLED', 1]));
  });

  it('when staff move a confirmed visit, then the patient hears of it only with notify, and never of a reassignment to another nurse', async () => {
    const booked = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { clientEmail: PATIENT, sendConfirmation: true, clinicianId: ana }));
    const id = booked.body.bookings[0].id as string;
    await app.mail!.runDue();

    await staff.post(STAFF_API.moveBooking(id), { date: SLOT_DATE, time: '11:00' });
    await staff.post(STAFF_API.moveBooking(id), { date: SLOT_DATE, time: '12:00', notify: true });
    const reassigned = await staff.post(STAFF_API.moveBooking(id), { date: SLOT_DATE, time: '12:00', clinicianId: ben, notify: true });
    await app.mail!.runDue();

    expect(reassigned.body.clinicianId).toBe(ben);
    expect(smtp.to(PATIENT).map((mail) => mail.parsed.subject)).toEqual([
      'Booking confirmed: Wound-care visit, Tuesday, June 9, 2026 at 10:00 AM (Eastern Time)',
      'Rescheduled: Wound-care visit, now Tuesday, June 9, 2026 at 12:00 PM (Eastern Time)',
    ]);
    const moved = smtp.to(PATIENT)[1]!;
    expect(moved.parsed.text).toContain('It was: Tuesday, June 9, 2026 at 11:00 AM (Eastern Time).');
    expect(calendarOf(moved)).toContain('SEQUENCE:2');
  });
});
