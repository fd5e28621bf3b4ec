import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { calendarOf, TestSmtpServer } from '../test-support/mail';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { signedInStaff } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

// The site is no mailer for strangers (decision 026).
const VICTIM = 'someone.else@example.com';
let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  app = await startTestApp({ mail: { smtpUrl: smtp.url } });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

const toVictim = () => smtp.received.filter((mail) => mail.to.some((address) => address.toLowerCase().replace(/\+[^@]*/, '') === VICTIM));

describe('names that carry a message', () => {
  it.each([
    ['a link', 'Claim refund at evil.example/r'],
    ['a web address', 'www.refund-now.example'],
    ['an @', 'refunds@evil'],
    ['a line break', 'Maria\nYour account is locked'],
    ['a control character', 'Maria\u0007'],
    ['a right-to-left override', 'Maria\u202Eevil'],
  ])('when a first name holds %s, then the inquiry is refused with 400 saying what a name may not hold, and nothing is mailed', async (_case, firstName) => {
    const answer = await postJson(app.url + API.contact, inquiry({ firstName, email: VICTIM }));
    await app.mail!.runDue();

    expect(answer.status).toBe(400);
    expect(answer.body.errors.firstName).toBe('A first name cannot hold a web address, an @ or a line break');
    expect(smtp.received).toEqual([]);
  });

  it('when a booking’s name or facility holds a link, then it is refused with 400 too', async () => {
    const consult = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', { clientName: 'Refund at http://evil.example' }));
    const visit = await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00', { facilityName: 'Go to bit.ly/refund' }));

    expect([consult.status, visit.status]).toEqual([400, 400]);
    expect(consult.body.errors.clientName).toBe('A name cannot hold a web address, an @ or a line break');
    expect(visit.body.errors.facilityName).toBe('A facility name cannot hold a web address, an @ or a line break');
  });
});

describe('at most three receipts or confirmations a day to one address', () => {
  it('when 20 inquiries name one address (in any case, with +tags), then all are stored and answered, 3 receipts go, staff are alerted of each and see which were not mailed', async () => {
    const addresses = [VICTIM, 'Someone.Else@Example.com', 'someone.else+1@example.com'];
    const answers = [];
    for (let index = 0; index < 20; index++) answers.push(await postJson(app.url + API.contact, inquiry({ email: addresses[index % 3], firstName: 'Pat' })));
    await app.mail!.runDue();
    const staff = await signedInStaff(app);
    const listed = (await staff.get(STAFF_API.inquiries)).body as { notMailed?: boolean }[];

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(answers[0]!.body.message).toContain('We are e-mailing you a receipt.');
    expect(answers[3]!.body.message).toBe('Thank you, Pat. We received your message and a member of our care team will contact you within 24 hours.');
    expect(toVictim()).toHaveLength(3);
    const declared = app.stores.inquiries.records.map((record) => (record.mail ?? []).map((mail) => mail.template));
    expect(declared.filter((templates) => templates.includes('inquiry-received'))).toHaveLength(3);
    expect(declared.filter((templates) => templates.includes('staff-inquiry-received'))).toHaveLength(20);
    expect(listed.filter((one) => one.notMailed)).toHaveLength(17);
  });

  it('when bookings and inquiries name one address, then they share the three, and the fourth booking says no confirmation is sent', async () => {
    await postJson(app.url + API.contact, inquiry({ email: VICTIM }));
    await postJson(app.url + API.contact, inquiry({ email: VICTIM }));
    const first = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', { clientEmail: VICTIM }));
    const second = await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00', { clientEmail: VICTIM }));
    await app.mail!.runDue();
    const staff = await signedInStaff(app);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.message).toContain('We are e-mailing you a confirmation');
    expect(second.body.message).toContain('This address has had several e-mails from us today, so no confirmation is sent for this one: please note the time.');
    expect(toVictim().map((mail) => mail.parsed.subject)).toEqual(['We received your message', 'We received your message', expect.stringMatching(/^Booking confirmed: Free consultation/)]);
    expect((await staff.get(STAFF_API.booking(second.body.booking.id))).body.notMailed).toBe(true);
    expect((await staff.get(STAFF_API.booking(first.body.booking.id))).body.notMailed).toBeUndefined();
  });

  it('when a day has passed, or the server restarted meanwhile, then the count holds as the stored records say', async () => {
    for (let index = 0; index < 3; index++) await postJson(app.url + API.contact, inquiry({ email: VICTIM }));
    app.clock.advance(23 * 60 * 60_000);
    app = await app.restart();
    const stillFull = await postJson(app.url + API.contact, inquiry({ email: VICTIM }));
    app.clock.advance(60 * 60_000);
    const nextDay = await postJson(app.url + API.contact, inquiry({ email: VICTIM }));
    await app.mail!.runDue();

    expect(stillFull.body.message).not.toContain('receipt');
    expect(nextDay.body.message).toContain('We are e-mailing you a receipt.');
    expect(toVictim()).toHaveLength(4);
  });
});

describe('what visitor e-mails repeat of what was typed', () => {
  it('when a coordinator visit is booked, then its e-mail greets the first name only and names neither the rest of the name, the facility nor the notes; the calendar file neither', async () => {
    const booked = await postJson(
      app.url + API.coordinatorBook,
      coordinatorVisit(SLOT_DATE, '10:00', { clientName: 'Linda  Marie Park', facilityName: 'Sunrise Assisted Living', notes: 'Facility address: 12 Elm Street' }),
    );
    await app.mail!.runDue();

    expect(booked.status).toBe(201);
    const [confirmation] = smtp.to('linda.park@sunrise-care.example');
    const text = `${confirmation!.parsed.text}\n${confirmation!.parsed.html || ''}`;
    expect(text).toContain('Hello Linda,');
    for (const typed of ['Marie', 'Park,', 'Sunrise', 'Elm Street']) expect(text).not.toContain(typed);
    expect(calendarOf(confirmation!)).toMatch(/ATTENDEE;CN="?Linda"?;/);
    expect(calendarOf(confirmation!)).not.toContain('Sunrise');
  });
});
