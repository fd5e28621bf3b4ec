import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { untrueEmailClaimsIn } from '../../build/checks/email-promises';
import { API } from '#contract';
import { postJson, request } from '../test-support/http';
import { declared } from '../test-support/mail';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' }); // Monday noon in New York
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const bookingsIn = async (file: string) => JSON.parse(await readFile(join(app.dataDir, file), 'utf8')).records as Record<string, unknown>[];

describe('GET slot lists', () => {
  it('when the consultation slots are fetched, then they are 32 per weekday of the window as {date, time, available}', async () => {
    const { status, body, headers } = await request(app.url + API.consultationSlots);

    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body[0]).toEqual({ date: '2026-06-08', time: '09:00', available: false });
    expect(Object.keys(body[5]).sort()).toEqual(['available', 'date', 'time']);
    expect(body).toHaveLength(45 * 32); // 45 weekdays from Mon 2026-06-08 to Fri 2026-08-07
    expect(body.at(-1)).toEqual({ date: '2026-08-07', time: '16:45', available: true });
  });

  it('when the coordinator slots are fetched, then they are 6 per Monday–Wednesday of the window', async () => {
    const { status, body } = await request(app.url + API.coordinatorSlots);

    expect(status).toBe(200);
    expect(body).toHaveLength(27 * 6); // 27 Mondays, Tuesdays and Wednesdays in the window
    expect(body.slice(0, 6).map((slot: { time: string }) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
  });

  it('when the list is fetched again with its ETag, then the answer is 304; after a booking it is 200 with a new ETag', async () => {
    const first = await request(app.url + API.consultationSlots);
    const etag = first.headers.get('etag')!;
    // A revalidation as a browser cache sends it (fetch's default mode would add "Cache-Control: no-cache",
    // which asks for a full answer).
    const revalidate = { headers: { 'If-None-Match': etag }, cache: 'no-cache' } as const;

    const unchanged = await request(app.url + API.consultationSlots, revalidate);
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    const changed = await request(app.url + API.consultationSlots, revalidate);

    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body).toContainEqual({ date: '2026-06-09', time: '09:15', available: false });
  });

  it('when the clock moves past a slot start, then the ETag changes and the slot shows as started', async () => {
    const before = await request(app.url + API.consultationSlots);
    app.clock.set('2026-06-08T16:15:00Z');
    const after = await request(app.url + API.consultationSlots, {
      headers: { 'If-None-Match': before.headers.get('etag')! },
      cache: 'no-cache',
    });

    expect(after.status).toBe(200);
    expect(after.body).toContainEqual({ date: '2026-06-08', time: '12:15', available: false });
    expect(before.body).toContainEqual({ date: '2026-06-08', time: '12:15', available: true });
  });
});

describe('POST /api/consultation/book', () => {
  it('when a free slot is booked, then 201 names the date and time and the booking is in the file', async () => {
    const { status, body } = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));

    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toContain('Tuesday, June 9, 2026');
    expect(body.message).toContain('9:15 AM');
    // The confirmation is declared by the booking's own record, so the promise holds (decision 019).
    expect(body.message).toContain('We are e-mailing you a confirmation with a calendar file and a link to change or cancel it.');
    expect(untrueEmailClaimsIn(body.message)).toEqual([]);
    expect(body.booking).toMatchObject({ date: '2026-06-09', time: '09:15', type: 'consultation', clientName: 'James Carter' });
    expect(body.booking.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.booking.createdAt).toBe('2026-06-08T16:00:00.000Z');
    expect(await bookingsIn('consultation-bookings.json')).toEqual([{ ...body.booking, mail: declared('booking-confirmed', 'staff-booking-made'), clientAddressKey: expect.any(String) }]);
    const slots = await request(app.url + API.consultationSlots);
    expect(slots.body).toContainEqual({ date: '2026-06-09', time: '09:15', available: false });
  });

  it('when the slot is already taken, then 409 {success: false, message} in words', async () => {
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));

    const { status, body } = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { clientEmail: 'other@example.com' }));

    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: expect.stringContaining('Tuesday, June 9, 2026 at 9:15 AM') });
    expect(await bookingsIn('consultation-bookings.json')).toHaveLength(1);
  });

  it('when the time is not on the grid, then 400 with the time field named', async () => {
    const { status, body } = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:10'));

    expect(status).toBe(400);
    expect(body.errors).toEqual({ time: 'Please select a time' });
    expect(body.message).toMatch(/not one of our appointment times/);
  });

  it('when the date is a Saturday, then 400 as off the grid', async () => {
    const { status } = await postJson(app.url + API.consultationBook, consultation('2026-06-13', '10:00'));

    expect(status).toBe(400);
  });

  it('when the date is past day 60 or before today, then 400 with the date field named', async () => {
    const late = await postJson(app.url + API.consultationBook, consultation('2026-08-10', '09:00'));
    const early = await postJson(app.url + API.consultationBook, consultation('2026-06-05', '16:45'));

    expect([late.status, early.status]).toEqual([400, 400]);
    expect(late.body.errors).toEqual({ date: 'Please select a date' });
    expect(early.body.errors).toEqual({ date: 'Please select a date' });
  });

  it('when the slot has already started today, then 409', async () => {
    const { status, body } = await postJson(app.url + API.consultationBook, consultation('2026-06-08', '11:45'));

    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: expect.stringContaining('has already passed') });
  });

  it('when one e-mail already holds two future consultations, then the third is 409; another address may still book', async () => {
    const book = (time: string, clientEmail = 'james.carter@example.com') =>
      postJson(app.url + API.consultationBook, consultation('2026-06-10', time, { clientEmail }));

    const statuses = [(await book('09:00')).status, (await book('09:15')).status];
    const third = await book('09:30', 'JAMES.CARTER@example.com');
    const otherPerson = await book('09:30', 'someone.else@example.com');

    expect(statuses).toEqual([201, 201]);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ success: false, message: expect.stringContaining('already holds 2 upcoming bookings') });
    expect(otherPerson.status).toBe(201);
  });

  it('when an earlier booking of the same e-mail has passed, then it no longer counts toward the limit', async () => {
    await postJson(app.url + API.consultationBook, consultation('2026-06-08', '12:15'));
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:00'));
    app.clock.set('2026-06-08T16:30:00Z'); // 12:30: the 12:15 consultation has begun

    const { status } = await postJson(app.url + API.consultationBook, consultation('2026-06-10', '09:00'));

    expect(status).toBe(201);
  });
});

describe('POST /api/coordinators/book', () => {
  it('when a free coordinator slot is booked, then 201 names the hour range and the booking is stored', async () => {
    const { status, body } = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));

    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toContain('Tuesday, June 9, 2026 at 10:00 AM – 11:00 AM');
    expect(untrueEmailClaimsIn(body.message)).toEqual([]);
    expect(await bookingsIn('coordinator-bookings.json')).toEqual([{ ...body.booking, mail: declared('booking-confirmed', 'staff-booking-made'), clientAddressKey: expect.any(String) }]);
  });

  it('when the coordinator slot is taken, then 409; a Thursday is off the grid (400)', async () => {
    await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));

    const taken = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));
    const thursday = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-11', '10:00'));

    expect(taken.status).toBe(409);
    expect(taken.body.success).toBe(false);
    expect(thursday.status).toBe(400);
  });

  it('when a consultation and a coordinator visit share a date and time, then both are booked (separate calendars)', async () => {
    const a = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '10:00'));
    const b = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));

    expect([a.status, b.status]).toEqual([201, 201]);
  });
});
