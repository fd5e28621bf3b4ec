import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, type Slot } from '#contract';
import { STAFF_API } from '#contract/staff';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneVisit } from '../test-support/team';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const slotsOf = async (path: string = API.consultationSlots) => (await request<Slot[]>(app.url + path)).body;
const isFree = async (date: string, time: string, path?: string) => (await slotsOf(path)).find((slot) => slot.date === date && slot.time === time)?.available;
const book = (time: string, i = 0, date = SLOT_DATE) => postJson(app.url + API.consultationBook, consultation(date, time, { clientEmail: `p${i}@example.com` }));
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});
const nurseOf = (id: string) => app.stores.consultations.get(id)?.clinicianId;

describe('public bookings once nurses are set up', () => {
  it('when two nurses work, then a time stays offered until two bookings hold it, each with its own nurse, and a third is refused', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    const ben = await addNurse(staff, { name: 'Ben Okafor' });

    const first = await book('10:00', 1);
    expect(await isFree(SLOT_DATE, '10:00')).toBe(true);
    const second = await book('10:00', 2);
    const third = await book('10:00', 3);

    expect([first.status, second.status, third.status]).toEqual([201, 201, 409]);
    expect(third.body.message).toMatch(/has just been booked by someone else/);
    expect(await isFree(SLOT_DATE, '10:00')).toBe(false);
    expect(new Set([nurseOf(first.body.booking.id), nurseOf(second.body.booking.id)])).toEqual(new Set([ana, ben]));
    // The nurse is the staff area's business: the visitor's answer does not carry it.
    expect(first.body.booking.clinicianId).toBeUndefined();
  });

  it('when 50 visitors book one time at once with two nurses, then exactly two win', async () => {
    await addNurse(staff, { name: 'Ana Silva' });
    await addNurse(staff, { name: 'Ben Okafor' });

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book('14:30', i)));

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 2, 409: 48 });
    const held = app.stores.consultations.current().filter((state) => state.status === 'booked');
    expect(new Set(held.map((state) => state.clinicianId)).size).toBe(2);
  });

  it('when a nurse has a 45-minute visit, then the calls it overlaps are not offered, and the first after it is', async () => {
    await addNurse(staff, { name: 'Ana Silva' });
    expect((await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00'))).status).toBe(201);

    const offered = (await slotsOf()).filter((slot) => slot.date === SLOT_DATE && slot.time >= '09:45' && slot.time <= '11:00');

    expect(offered.map((slot) => `${slot.time} ${slot.available}`)).toEqual(['09:45 true', '10:00 false', '10:15 false', '10:30 false', '10:45 true', '11:00 true']);
    expect((await book('10:30')).status).toBe(409);
    expect((await book('10:45')).status).toBe(201);
  });

  it('when the only nurse works mornings and takes no facility visits, then afternoons and facility times are not offered', async () => {
    await addNurse(staff, { name: 'Ana Silva', kinds: ['consultation', 'visit'], hours: [2, 3].map((weekday) => ({ weekday, opens: '08:00', closes: '12:00' })) });

    expect(await isFree(SLOT_DATE, '11:45')).toBe(true);
    expect(await isFree(SLOT_DATE, '12:00')).toBe(false);
    expect(await isFree(SLOT_DATE, '10:00', API.coordinatorSlots)).toBe(false);
    expect((await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00'))).status).toBe(409);
  });

  it("when one nurse is on leave, then only her time goes: the practice stays open with the other nurse", async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    await addNurse(staff, { name: 'Ben Okafor' });
    const leave = await staff.post(STAFF_API.closures, { from: SLOT_DATE, reason: 'Leave', clinicianId: ana });
    expect(leave.status).toBe(201);

    const first = await book('09:00', 1);
    expect(await isFree(SLOT_DATE, '09:00')).toBe(false);
    expect(first.status).toBe(201);
    expect(nurseOf(first.body.booking.id)).not.toBe(ana);
  });

  it('when bookings were made before any nurse existed, then each holds one nurse until it is assigned', async () => {
    expect((await book('10:00', 1)).status).toBe(201);
    await addNurse(staff, { name: 'Ana Silva' });
    expect(await isFree(SLOT_DATE, '10:00')).toBe(false);
    expect(await isFree(SLOT_DATE, '10:15')).toBe(true);

    await addNurse(staff, { name: 'Ben Okafor' });

    expect(await isFree(SLOT_DATE, '10:00')).toBe(true);
    expect((await book('10:00', 2)).status).toBe(201);
    expect(await isFree(SLOT_DATE, '10:00')).toBe(false);
  });

  it('when each nurse has bookings that day, then a new one goes to the nurse with the fewest, ties to the first by name', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    const ben = await addNurse(staff, { name: 'Ben Okafor' });

    const first = await book('09:00', 1);
    const second = await book('11:00', 2);
    const third = await book('13:00', 3);

    expect([nurseOf(first.body.booking.id), nurseOf(second.body.booking.id), nurseOf(third.body.booking.id)]).toEqual([ana, ben, ana]);
  });
});

describe('with no nurse set up', () => {
  it('when both kinds are booked at one time, then each kind is its own calendar, one booking per start time, no nurse given', async () => {
    const call = await book('10:00', 1);
    const facility = await postJson(app.url + API.coordinatorBook, coordinatorVisit(SLOT_DATE, '10:00'));
    const again = await book('10:00', 2);

    expect([call.status, facility.status, again.status]).toEqual([201, 201, 409]);
    expect(nurseOf(call.body.booking.id)).toBeUndefined();
    expect(await isFree(SLOT_DATE, '10:15')).toBe(true);
  });

  it('when staff book a visit, then it is refused: a visit needs a nurse on the team', async () => {
    const answer = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00'));

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Tuesday, June 9, 2026 at 10:00 AM: no nurse is set up yet: add one on the Team screen first.');
  });
});
