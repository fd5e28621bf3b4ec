import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { MANAGE_API } from '#contract/manage';
import { manageLinks } from '../manage/manage-link';
import { postJson } from '../test-support/http';
import { consultation } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneVisit } from '../test-support/team';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
let ana: string;
let ben: string;
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
  ana = await addNurse(staff, { name: 'Ana Silva' });
  ben = await addNurse(staff, { name: 'Ben Okafor' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

async function visit(time: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await bookByPhone(staff, phoneVisit(SLOT_DATE, time, overrides));
  if (answer.status !== 201) throw new Error(`booking failed: ${answer.status} ${answer.text}`);
  return answer.body.bookings[0].id;
}
const move = (id: string, body: Record<string, unknown>) => staff.post(STAFF_API.moveBooking(id), body);
const outcome = (id: string, value: unknown) => staff.post(STAFF_API.bookingOutcome(id), { outcome: value });
/** The next day: a session ends after 12 hours, so staff sign in again. */
async function later(at: string): Promise<void> {
  app.clock.set(at);
  await staff.signInFully();
}

describe('moving and reassigning a booking', () => {
  it('when staff move a visit to a free time, then it is there with the same nurse, and its old time is free for the other', async () => {
    const id = await visit('10:00', { clinicianId: ana });

    const moved = await move(id, { date: SLOT_DATE, time: '14:00' });

    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, time: '14:00', clinicianId: ana, clinicianName: 'Ana Silva', moves: 1 });
    expect(app.stores.audit.all.at(-1)).toMatchObject({ action: 'move-booking', recordIds: [id], outcome: 'ok' });
    expect((await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { clinicianId: ana }))).status).toBe(201);
  });

  it('when staff give the same time with another nurse, then it is reassigned, not moved', async () => {
    const id = await visit('10:00', { clinicianId: ana });

    const reassigned = await move(id, { date: SLOT_DATE, time: '10:00', clinicianId: ben });

    expect(reassigned.body).toMatchObject({ time: '10:00', clinicianId: ben, clinicianName: 'Ben Okafor', moves: 0 });
    expect(app.stores.visits.get(id)!.sequence).toBe(0);
  });

  it('when the move cannot be made, then each refusal says why and nothing changes', async () => {
    const id = await visit('10:00', { clinicianId: ana });
    await visit('14:00', { clinicianId: ben });

    const same = await move(id, { date: SLOT_DATE, time: '10:00' });
    const busy = await move(id, { date: SLOT_DATE, time: '14:15', clinicianId: ben });
    const late = await move(id, { date: SLOT_DATE, time: '16:45' });
    const past = await move(id, { date: '2026-06-08', time: '09:00' });
    const unknown = await move('5b0a8c7e-0000-4000-8000-000000000000', { date: SLOT_DATE, time: '11:00' });
    const malformed = await move(id, { date: '9 June', time: '11:00' });

    expect(same.status).toBe(400);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('Tuesday, June 9, 2026 at 2:15 PM cannot be booked: Ben Okafor has another booking then.');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Tuesday, June 9, 2026 at 4:45 PM cannot be booked: it is outside the hours for wound-care visits.');
    expect(past.body.message).toBe('Monday, June 8, 2026 at 9:00 AM cannot be booked: that time has already passed.');
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.date).toBe('Please give the new day, written YYYY-MM-DD');
    expect(app.stores.visits.get(id)).toMatchObject({ date: SLOT_DATE, time: '10:00', clinicianId: ana });
    expect(app.stores.audit.all.filter((entry) => entry.action === 'move-booking').map((entry) => entry.outcome)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused']);
  });

  it('when a visitor moves a consultation through the link, then it keeps its nurse when she is free then, else goes to one who is', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:00'));
    const id = booked.body.booking.id as string;
    const nurse = app.stores.consultations.get(id)!.clinicianId!;
    const other = nurse === ana ? ben : ana;
    await visit('11:00', { clinicianId: nurse });
    const token = manageLinks(app.secret, app.publicUrl).tokenFor('consultation', id);

    const kept = await postJson(app.url + MANAGE_API.reschedule, { token, date: SLOT_DATE, time: '09:30' });
    const handedOver = await postJson(app.url + MANAGE_API.reschedule, { token, date: SLOT_DATE, time: '11:15' });

    expect([kept.status, handedOver.status]).toEqual([200, 200]);
    expect(app.stores.consultations.get(id)).toMatchObject({ time: '11:15', clinicianId: other });
  });
});

describe('the outcome of a visit', () => {
  it('when the visit has not begun, then no outcome can be given; once it has, it can be given and changed, each change audited', async () => {
    const id = await visit('10:00');

    const early = await outcome(id, 'completed');
    await later('2026-06-09T14:05:00Z');
    const done = await outcome(id, 'completed');
    const again = await outcome(id, 'completed');
    const changed = await outcome(id, 'no-show');

    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This wound-care visit has not started yet: its outcome can be given once Tuesday, June 9, 2026 at 10:00 AM (Eastern Time) has come.');
    expect(done.body).toMatchObject({ id, outcome: 'completed', outcomeAt: '2026-06-09T14:05:30.000Z' });
    expect(again.status).toBe(200);
    expect(changed.body.outcome).toBe('no-show');
    expect(app.stores.audit.all.filter((entry) => entry.action === 'booking-outcome').map((entry) => [entry.outcome, entry.detail])).toEqual([
      ['refused', undefined],
      ['ok', 'completed'],
      ['ok', 'no-show'],
    ]);
    const filtered = await staff.get(`${STAFF_API.bookings}?from=${SLOT_DATE}&to=${SLOT_DATE}&outcome=no-show&clinicianId=${app.stores.visits.get(id)!.clinicianId}`);
    expect(filtered.body.map((each: { id: string }) => each.id)).toEqual([id]);
  });

  it('when the outcome is wrong or the visit was cancelled, then it is refused with why', async () => {
    const id = await visit('10:00');
    await staff.post(STAFF_API.cancelBooking(id), {});
    await later('2026-06-09T15:00:00Z');

    const cancelled = await outcome(id, 'completed');
    const wrong = await outcome(id, 'maybe');
    const unknown = await outcome('nope', 'completed');

    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This wound-care visit was cancelled, so it has no outcome.');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.outcome).toBe("Outcome must be 'completed' or 'no-show'");
    expect(unknown.status).toBe(404);
  });
});

describe('a series cancelled whole', () => {
  it('when staff cancel a series, then every visit still to come is cancelled, one that began stays, and doing it again is refused', async () => {
    const booked = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { repeat: { weekdays: [2, 4], weeks: 2 } }));
    const [first, ...rest] = booked.body.bookings.map((each: { id: string }) => each.id) as string[];
    await later('2026-06-09T14:30:00Z');

    const answer = await staff.post(STAFF_API.cancelSeries(booked.body.seriesId), { message: 'Your nurse will call to plan new days.', note: 'Moved to the hospital' });
    const again = await staff.post(STAFF_API.cancelSeries(booked.body.seriesId), {});
    const unknown = await staff.post(STAFF_API.cancelSeries('nope'), {});

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ cancelled: rest, refused: [{ id: first, message: 'This wound-care visit has already started, so it stays as it is.' }] });
    for (const id of rest) expect(app.stores.visits.get(id)).toMatchObject({ status: 'cancelled', cancellation: { message: 'Your nurse will call to plan new days.', note: 'Moved to the hospital' } });
    expect(app.stores.visits.get(first!)!.status).toBe('booked');
    expect(again.status).toBe(409);
    expect(unknown.status).toBe(404);
    expect(app.stores.audit.all.filter((entry) => entry.action === 'cancel-series').map((entry) => [entry.outcome, entry.recordIds.length])).toEqual([
      ['ok', 4],
      ['refused', 1],
      ['refused', 0],
    ]);
  });
});

describe('the bookings CSV', () => {
  it('when visits are exported, then reference, nurse, outcome and source come after the columns of before', async () => {
    const id = await visit('10:00', { clinicianId: ana, source: 'referral' });
    await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '12:00'));
    await later('2026-06-09T15:00:00Z');
    await outcome(id, 'completed');

    const csv = (await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`)).text;
    const rows = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.slice(1, -1).split('","'));
    const visitsOnly = (await staff.get(`${STAFF_API.exportBookings}?from=${SLOT_DATE}&to=${SLOT_DATE}&kind=visit`)).text.trimEnd().split('\r\n');

    expect(rows[0]!.slice(1, 2)).toEqual(['kind']);
    // After today's columns (the language, then the interpreter's four, decision 052), the coordinator's day's.
    expect(rows[0]!.slice(15, 20)).toEqual(['language', 'consultation type', 'wound type', 'interpreter', 'interpreter arranged at']);
    expect(rows[0]!.slice(20)).toEqual(['reference', 'nurse', 'minutes', 'outcome', 'source', 'series', 'address', 'zip', 'supplies']);
    expect(rows[1]!.slice(20)).toEqual([expect.stringMatching(/^[0-9A-Z]{8}$/), 'Ana Silva', '45', 'completed', 'referral', '', '41 Maple Avenue, Hamilton, OH 45011', '45011', 'Foam dressings, saline']);
    expect(rows[1]![1]).toBe('visit');
    expect(rows[2]!.slice(20)).toEqual([expect.any(String), expect.stringMatching(/^(Ana Silva|Ben Okafor)$/), '15', '', 'web', '', '', '', '']);
    expect(visitsOnly).toHaveLength(2);
  });
});
