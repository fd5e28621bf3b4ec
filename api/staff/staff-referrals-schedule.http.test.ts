import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_STAFF_API, STAFF_API } from '#contract/staff';
import { declared } from '../test-support/mail';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, phoneVisit } from '../test-support/team';
import { startTestApp, type TestApp } from '../test-support/test-app';

// "Schedule the first visit": a referral's first visit booked through the coordinator's day and linked both ways.

let app: TestApp;
let staff: StaffClient;
let referralId: string;

beforeEach(async () => {
  // Monday 2026-06-08, noon in New York.
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
  staff = await signedInStaff(app);
  await addNurse(staff);
  await postReferral(app.url, referralForm(referralFields({ patientName: 'Maria Lopez' })));
  referralId = (await app.stores.referrals.list())[0]!.referral.id;
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const visit = (overrides: Record<string, unknown> = {}) => phoneVisit('2026-06-10', '10:00', { clientName: 'Maria Lopez', ...overrides });
const bookingsNow = () => app.stores.visits.all;
const auditOf = (action: string) => app.stores.audit.all.filter((entry) => entry.action === action);

describe('scheduling a referral\'s first visit', () => {
  it('when staff plan it and then book it, then the plan books nothing; the booking is a nurse\'s visit from the referral, the referral is scheduled with it, the referrer is told the time, and both are audited by id', async () => {
    const plan = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit({ dryRun: true }));
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ dryRun: true, bookings: [{ date: '2026-06-10', time: '10:00', clinicianName: 'Ana Silva' }], conflicts: [] });
    expect(bookingsNow()).toEqual([]);

    const booked = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit(), { 'Idempotency-Key': 'first-visit' });

    expect(booked.status).toBe(201);
    const bookingId = booked.body.bookings[0].id as string;
    expect(bookingsNow()).toEqual([expect.objectContaining({ id: bookingId, source: 'referral', referralId, clientName: 'Maria Lopez' })]);
    const referral = (await staff.get(REFERRAL_STAFF_API.referral(referralId))).body;
    expect(referral.status).toBe('scheduled');
    expect(referral.events.at(-1)).toMatchObject({ event: 'scheduled', bookingId, date: '2026-06-10', time: '10:00' });
    expect((await staff.get(`${STAFF_API.bookings}/${bookingId}`)).body).toMatchObject({ source: 'referral', referralId });
    const state = await app.stores.referrals.get(referralId);
    expect(state!.events.at(-1)).toMatchObject({ mail: declared('referral-scheduled') });
    expect(auditOf('referral-scheduled').at(-1)).toMatchObject({ recordIds: [referralId], outcome: 'ok' });
    expect(auditOf('book-by-staff').at(-1)!.recordIds).toEqual([bookingId]);
  });

  it('when the request is sent again with its key, then it answers the same booking and books nothing more; with another key it is refused and nothing is booked', async () => {
    const first = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit(), { 'Idempotency-Key': 'k-1' });

    const again = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit(), { 'Idempotency-Key': 'k-1' });
    const other = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit({ time: '11:00' }), { 'Idempotency-Key': 'k-2' });

    expect([first.status, again.status, other.status]).toEqual([201, 201, 409]);
    expect(again.body.bookings[0].id).toBe(first.body.bookings[0].id);
    expect(other.body.message).toContain('already booked');
    expect(bookingsNow()).toHaveLength(1);
    expect((await app.stores.referrals.get(referralId))!.events.filter((event) => event.event === 'scheduled')).toHaveLength(1);
  });

  it('when the referral was declined, then scheduling is refused and nothing is booked', async () => {
    await staff.post(REFERRAL_STAFF_API.decline(referralId), { message: 'Outside our area.' });

    const refused = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit(), { 'Idempotency-Key': 'late' });

    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('declined');
    expect(bookingsNow()).toEqual([]);
  });

  it('when the first visits are a series, then every visit names the referral and the referral names the series', async () => {
    const booked = await staff.post(REFERRAL_STAFF_API.schedule(referralId), visit({ repeat: { weekdays: [3, 5], weeks: 2 } }), { 'Idempotency-Key': 'series' });

    expect(booked.status).toBe(201);
    expect(bookingsNow()).toHaveLength(4);
    expect(bookingsNow().every((booking) => booking.referralId === referralId && booking.seriesId === booked.body.seriesId)).toBe(true);
    expect((await app.stores.referrals.get(referralId))!.events.at(-1)).toMatchObject({ event: 'scheduled', seriesId: booked.body.seriesId, date: '2026-06-10' });
  });

  it('when a booking\'s own endpoint is sent a referralId, then it is dropped: only the referral\'s page links a booking to it', async () => {
    const booked = await staff.post(STAFF_API.bookings, visit({ source: 'referral', referralId }));

    expect(booked.status).toBe(201);
    expect(bookingsNow()[0]).not.toHaveProperty('referralId');
    expect((await app.stores.referrals.get(referralId))!.status).toBe('new');
  });
});
