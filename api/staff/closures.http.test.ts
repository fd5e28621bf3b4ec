import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
});
afterEach(() => app.destroy());

/** The times a visitor can pick on `date` (closed and taken slots are listed as unavailable). */
const openOn = async (path: string, date: string) =>
  ((await request(app.url + path)).body as { date: string; time: string; available: boolean }[]).filter((slot) => slot.date === date && slot.available).map((slot) => slot.time);

describe('closed times', () => {
  it('when a whole day is closed, then its slots leave the public lists at once, and bookings inside are reported, not cancelled', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15'));
    expect((await openOn(API.consultationSlots, SLOT_DATE)).length).toBeGreaterThan(0);

    const answer = await staff.post(STAFF_API.closures, { from: SLOT_DATE, reason: 'Staff training' });

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      closure: { id: expect.any(String), createdAt: expect.any(String), from: SLOT_DATE, to: SLOT_DATE, reason: 'Staff training' },
      conflicts: [booked.body.booking.id],
    });
    expect(await openOn(API.consultationSlots, SLOT_DATE)).toEqual([]);
    expect(await openOn(API.coordinatorSlots, SLOT_DATE)).toEqual([]);
    expect(app.stores.consultations.get(booked.body.booking.id)?.status).toBe('booked');
    expect((await staff.get(STAFF_API.closures)).body).toEqual([answer.body.closure]);
  });

  it('when hours on a day are closed, then only slots overlapping them go, and only bookings overlapping them conflict', async () => {
    const early = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:00'));
    const visit = await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '12:00'));
    await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '14:00', { clientEmail: 'later@example.com' }));

    const answer = await staff.post(STAFF_API.closures, { from: SLOT_DATE, startTime: '12:30', endTime: '13:30', reason: 'Team meeting' });

    const times = await openOn(API.consultationSlots, SLOT_DATE);
    expect(answer.body.conflicts).toEqual([visit.body.booking.id]);
    expect(times).toContain('12:15');
    expect(times).not.toContain('12:30');
    expect(times).not.toContain('13:15');
    expect(times).toContain('13:30');
    expect(answer.body.conflicts).not.toContain(early.body.booking.id);
  });

  it('when a range of days is closed and then reopened, then its slots go and come back', async () => {
    const answer = await staff.post(STAFF_API.closures, { from: '2026-06-09', to: '2026-06-11', reason: 'Holiday' });
    const closedSlots = [...(await openOn(API.consultationSlots, '2026-06-10')), ...(await openOn(API.consultationSlots, '2026-06-11'))];

    const removed = await staff.send('DELETE', STAFF_API.closure(answer.body.closure.id));

    expect(closedSlots).toEqual([]);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ closure: answer.body.closure });
    expect((await openOn(API.consultationSlots, '2026-06-10')).length).toBeGreaterThan(0);
    expect((await staff.get(STAFF_API.closures)).body).toEqual([]);
    expect((await staff.send('DELETE', STAFF_API.closure(answer.body.closure.id))).status).toBe(404);
  });

  it('when a closed time that does not exist is removed, then 404', async () => {
    const answer = await staff.send('DELETE', STAFF_API.closure('nope'));

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'There is no closed time with that id.' });
  });

  it.each([
    [{ from: SLOT_DATE }, 'Please give a reason (holiday, leave, training)'],
    [{ from: '2026-02-30', reason: 'x' }, 'Please give the first closed day: that day does not exist'],
    [{ from: SLOT_DATE, to: '2026-06-01', reason: 'x' }, 'The last closed day cannot be before the first'],
    [{ from: SLOT_DATE, startTime: '10:00', reason: 'x' }, 'Give an end time too, or neither for whole days'],
    [{ from: SLOT_DATE, startTime: '11:00', endTime: '10:00', reason: 'x' }, 'The end time must be after the start time'],
    [{ from: SLOT_DATE, startTime: '25:00', endTime: '26:00', reason: 'x' }, 'Please give a start time, written HH:MM (24-hour)'],
    [{ from: '2026-06-01', reason: 'Too late' }, 'Please give today or a later day'],
    [{ from: SLOT_DATE, reason: 'x'.repeat(101) }, 'Please keep this under 100 characters'],
  ])('when the closed time is %j, then 400 with a message and nothing is closed', async (body, message) => {
    const answer = await staff.post(STAFF_API.closures, body);

    expect(answer.status).toBe(400);
    expect([answer.body.message, ...Object.values(answer.body.errors ?? {})]).toContain(message);
    expect(app.stores.closures.list()).toEqual([]);
  });
});
