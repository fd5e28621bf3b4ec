import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';
import { MINUTE } from '../test-support/test-clock';

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  app = await startTestApp({ trustProxy: 1 });
  staff = await signedInStaff(app);
});
afterEach(() => app.destroy());

const book = (payload: Record<string, unknown>, address = '203.0.113.10') =>
  postJson(app.url + (payload.type === 'coordinator' ? API.coordinatorBook : API.consultationBook), payload, { 'X-Forwarded-For': address });
const agenda = (from = SLOT_DATE, to = SLOT_DATE) => staff.get(`${STAFF_API.bookings}?from=${from}&to=${to}`);

describe('staff bookings', () => {
  it('when a booking was made in Spanish, then staff get language "es" on it (for "Prefers Spanish"), and nothing on an English one', async () => {
    const spanish = await book(consultation(SLOT_DATE, '09:15', { language: 'es' }));
    const english = await book(consultation(SLOT_DATE, '09:30', { clientEmail: 'ana@example.com' }));

    const listed = (await agenda()).body as Record<string, unknown>[];
    const one = await staff.get(STAFF_API.booking(spanish.body.booking.id));

    expect(listed.map((each) => [each.id, each.language])).toEqual([
      [spanish.body.booking.id, 'es'],
      [english.body.booking.id, undefined],
    ]);
    expect(listed[1]).not.toHaveProperty('language');
    expect(one.body).toMatchObject({ id: spanish.body.booking.id, language: 'es' });
  });

  it('when staff list a range, then both kinds come in day and time order in the StaffBooking shape', async () => {
    const visit = await book(coordinatorVisit(SLOT_DATE, '10:00'));
    const call = await book(consultation(SLOT_DATE, '09:15', { notes: '' }));

    const answer = await agenda();

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: call.body.booking.id,
        kind: 'consultation',
        reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/),
        date: SLOT_DATE,
        time: '09:15',
        minutes: 15,
        status: 'booked',
        clientName: 'James Carter',
        clientEmail: 'james.carter@example.com',
        clientPhone: '555-302-4455',
        notes: '',
        createdAt: '2026-06-08T16:00:30.000Z',
        moves: 0,
        source: 'web',
      },
      {
        id: visit.body.booking.id,
        kind: 'coordinator',
        reference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/),
        date: SLOT_DATE,
        time: '10:00',
        minutes: 60,
        status: 'booked',
        clientName: 'Linda Park',
        clientEmail: 'linda.park@sunrise-care.example',
        clientPhone: '555 410 2200',
        facilityName: 'Sunrise Assisted Living',
        notes: 'Facility address: 12 Elm Street, Springfield',
        createdAt: '2026-06-08T16:00:30.000Z',
        moves: 0,
        source: 'web',
      },
    ]);
    expect((await agenda('2026-06-10', '2026-06-12')).body).toEqual([]);
  });

  it.each([
    ['?from=2026-06-09', 'Please give an end date'],
    ['?from=2026-06-31&to=2026-07-01', 'Please give a start date: that day does not exist'],
    ['?from=06/09/2026&to=2026-07-01', 'Please give a start date, written YYYY-MM-DD'],
    ['?from=2026-06-09&to=2026-06-01', 'The end date cannot be before the start date'],
    ['?from=2026-01-01&to=2027-01-03', 'At most 366 days after the start date'],
    ['?from=2026-06-09&to=2026-06-09&to=2026-06-10', 'Please give an end date'],
  ])('when the range is %s, then it is refused with 400 and says why', async (query, message) => {
    const answer = await staff.get(STAFF_API.bookings + query);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(Object.values(answer.body.errors ?? { _: answer.body.message })).toContain(message);
  });

  it('when one booking is read by id, then it is answered; an unknown id is 404', async () => {
    const { body } = await book(consultation(SLOT_DATE, '09:15'));

    const found = await staff.get(STAFF_API.booking(body.booking.id));
    const missing = await staff.get(STAFF_API.booking('no-such-booking'));

    expect(found.body).toMatchObject({ id: body.booking.id, status: 'booked', clientName: 'James Carter' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'There is no booking with that id.' });
  });

  it('when staff cancel a booking with a message and a note, then it is kept as cancelled and its time is free on the public list at once', async () => {
    const { body } = await book(consultation(SLOT_DATE, '09:15'));
    const taken = await request(app.url + API.consultationSlots);

    const cancelled = await staff.post(STAFF_API.cancelBooking(body.booking.id), { message: 'Call us to rebook.', note: 'Client called to cancel' });
    const slots = await request(app.url + API.consultationSlots);
    const again = await staff.post(STAFF_API.cancelBooking(body.booking.id), {});

    expect(taken.body).toContainEqual({ date: SLOT_DATE, time: '09:15', available: false });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: body.booking.id, status: 'cancelled', cancelledBy: 'staff', cancelMessage: 'Call us to rebook.', cancelNote: 'Client called to cancel', cancelledAt: expect.any(String) });
    expect(slots.body).toContainEqual({ date: SLOT_DATE, time: '09:15', available: true });
    expect(again.status).toBe(409);
    expect((await agenda()).body).toEqual([expect.objectContaining({ id: body.booking.id, status: 'cancelled' })]);
  });

  it('when the cancel body is wrong or the id unknown, then 400 or 404', async () => {
    const { body } = await book(consultation(SLOT_DATE, '09:15'));

    const tooLong = await staff.post(STAFF_API.cancelBooking(body.booking.id), { note: 'x'.repeat(1001) });
    const notText = await staff.post(STAFF_API.cancelBooking(body.booking.id), { message: 42 });
    const unknown = await staff.post(STAFF_API.cancelBooking('nope'), { note: 'duplicate' });

    expect([tooLong.status, notText.status, unknown.status]).toEqual([400, 400, 404]);
  });

  it('when several bookings are cancelled together, then the standing ones are cancelled and the others listed with why', async () => {
    const first = await book(consultation(SLOT_DATE, '09:15'));
    const second = await book(consultation(SLOT_DATE, '09:30', { clientEmail: 'other@example.com' }));
    await staff.post(STAFF_API.cancelBooking(second.body.booking.id), {});

    const answer = await staff.post(STAFF_API.cancelBookings, { ids: [first.body.booking.id, second.body.booking.id, 'nope'], note: 'Bogus burst' });

    expect(answer.status).toBe(200);
    expect(answer.body.cancelled).toEqual([expect.objectContaining({ id: first.body.booking.id, status: 'cancelled', cancelNote: 'Bogus burst' })]);
    expect(answer.body.refused).toEqual([
      { id: second.body.booking.id, message: 'This free consultation was already cancelled.' },
      { id: 'nope', message: 'There is no booking with that id.' },
    ]);
  });

  it.each([
    ['missing', {}],
    ['an empty list', { ids: [] }],
    ['a string', { ids: 'a,b' }],
    ['201 ids', { ids: Array(201).fill('x') }],
  ])('when the ids to cancel are %s, then 400', async (_case, body) => {
    expect((await staff.post(STAFF_API.cancelBookings, body)).status).toBe(400);
  });

  it('when three bookings come from one network within minutes, then each is marked as part of a burst of three; others are not', async () => {
    const ids: string[] = [];
    for (const [index, time] of ['09:15', '09:30', '09:45'].entries()) {
      ids.push((await book(consultation(SLOT_DATE, time, { clientEmail: `person${index}@example.com` }), '198.51.100.7')).body.booking.id);
      app.clock.advance(4 * MINUTE);
    }
    const lone = await book(consultation(SLOT_DATE, '10:00', { clientEmail: 'alone@example.com' }), '192.0.2.99');

    const list = (await agenda()).body as { id: string; burst?: unknown }[];

    for (const id of ids) expect(list.find((booking) => booking.id === id)?.burst).toEqual({ size: 3, by: 'address' });
    expect(list.find((booking) => booking.id === lone.body.booking.id)).not.toHaveProperty('burst');
  });

  it('when three bookings use one mailbox from different networks, then they are marked as a burst by e-mail', async () => {
    const emails = ['pat@gmail.com', 'P.A.T@gmail.com', 'pat+x@googlemail.com'];
    for (const [index, clientEmail] of emails.entries()) {
      const kind = index === 2 ? coordinatorVisit(SLOT_DATE, '11:00', { clientEmail }) : consultation(SLOT_DATE, `09:${15 * (index + 1)}`, { clientEmail });
      await book(kind, `192.0.2.${index + 1}`);
    }

    const list = (await agenda()).body as { burst?: unknown }[];

    expect(list.map((booking) => booking.burst)).toEqual(Array(3).fill({ size: 3, by: 'email' }));
  });

  it('when bookings are stored, then each keeps a keyed fingerprint of its network, never the address, and no public answer shows it', async () => {
    const answer = await book(consultation(SLOT_DATE, '09:15'), '203.0.113.77');

    const file = await readFile(join(app.dataDir, 'consultation-bookings.json'), 'utf8');
    const stored = JSON.parse(file).records[0];
    expect(stored.clientAddressKey).toMatch(/^[\w-]{43}$/);
    expect(file).not.toContain('203.0.113.77');
    expect(answer.body.booking).not.toHaveProperty('clientAddressKey');
    expect(answer.text).not.toContain(stored.clientAddressKey);
    expect((await agenda()).text).not.toContain(stored.clientAddressKey);
  });
});
