import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WORK_WEEK, STAFF_API } from '#contract/staff';
import { addStaff, signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, changeNurse, phoneCall, phoneVisit } from '../test-support/team';
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

const booked = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await bookByPhone(staff, body);
  if (answer.status !== 201) throw new Error(`booking failed: ${answer.status} ${answer.text}`);
  return answer.body.bookings[0].id;
};

describe('the team', () => {
  it('when a nurse is added with a name only, then she works the open hours, anywhere, every kind, and the change is audited', async () => {
    const id = await addNurse(staff, { name: '  Ana Silva ' });

    const list = await staff.get(STAFF_API.clinicians);

    expect(list.body).toEqual({ clinicians: [{ id, name: 'Ana Silva', active: true, hours: DEFAULT_WORK_WEEK, zips: [], kinds: ['consultation', 'coordinator', 'visit'], createdAt: '2026-06-08T16:00:30.000Z' }] });
    expect(DEFAULT_WORK_WEEK.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(app.stores.audit.all.at(-1)).toMatchObject({ action: 'clinician-added', recordIds: [id], outcome: 'ok' });
  });

  it('when a nurse is linked to a staff account, then only an active account no other nurse has can be linked', async () => {
    await addStaff(app, 'ben.okafor');
    const ana = await addNurse(staff, { name: 'Ana Silva', staffUser: 'coordinator' });

    const ben = await staff.post(STAFF_API.clinicians, { name: 'Ben Okafor', staffUser: 'Ben.Okafor' });
    const taken = await staff.post(STAFF_API.clinicians, { name: 'Cara Diaz', staffUser: 'coordinator' });
    const nobody = await staff.post(STAFF_API.clinicians, { name: 'Dan Ruiz', staffUser: 'no-such-user' });
    const unlinked = await changeNurse(staff, ana, { staffUser: null });

    expect(ben.status).toBe(201);
    expect((await staff.get(STAFF_API.clinicians)).body.clinicians.find((each: { id: string }) => each.id === ben.body.id).staffUser).toBe('ben.okafor');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('That staff account is already linked to Ana Silva.');
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors.staffUser).toBe('There is no active staff account with that username');
    expect(unlinked.body.clinician).not.toHaveProperty('staffUser');
  });

  it.each([
    [{ name: '' }, 'name', 'Please give the nurse’s name'],
    [{ name: 'Ana', hours: [{ weekday: 8, opens: '09:00', closes: '17:00' }] }, 'hours.0.weekday', 'Weekday must be 1 (Monday) to 7 (Sunday)'],
    [{ name: 'Ana', hours: [{ weekday: 1, opens: '17:00', closes: '09:00' }] }, 'hours.0.closes', 'The end of the day must be after its start'],
    [{ name: 'Ana', hours: [{ weekday: 1, opens: '09:00', closes: '12:00' }, { weekday: 1, opens: '13:00', closes: '17:00' }] }, 'hours', 'Give each weekday at most once'],
    [{ name: 'Ana', zips: ['4501'] }, 'zips.0', 'Each ZIP code must be 5 digits'],
    [{ name: 'Ana', kinds: [] }, 'kinds', 'Choose at least one kind of booking the nurse takes'],
    [{ name: 'Ana', kinds: ['surgery'] }, 'kinds.0', "Kinds must be 'consultation', 'coordinator' or 'visit'"],
  ])('when a nurse is added with %j, then 400 names the field', async (body, field, message) => {
    const answer = await staff.post(STAFF_API.clinicians, body);

    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
  });

  it('when a second nurse has a name already on the team, then she is refused; an unknown nurse cannot be changed', async () => {
    await addNurse(staff, { name: 'Ana Silva' });

    const twin = await staff.post(STAFF_API.clinicians, { name: 'ana silva' });
    const unknown = await changeNurse(staff, 'nope', { active: false });

    expect(twin.status).toBe(409);
    expect(unknown.status).toBe(404);
  });

  it('when a nurse is deactivated, then her future bookings are listed to reassign and her times are no longer offered', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    const later = await booked(phoneVisit('2026-06-10', '10:00'));
    const sooner = await booked(phoneCall(SLOT_DATE, '09:00'));

    const answer = await changeNurse(staff, ana, { active: false });

    expect(answer.status).toBe(200);
    expect(answer.body.clinician.active).toBe(false);
    expect(answer.body.toReassign).toEqual([sooner, later]);
    expect(app.stores.audit.all.at(-1)).toMatchObject({ action: 'clinician-changed', recordIds: [ana] });
    expect((await bookByPhone(staff, phoneVisit(SLOT_DATE, '13:00'))).status).toBe(409);
  });

  it('when a nurse’s hours or kinds change, then only the bookings the change leaves her unable to take are listed', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    const morning = await booked(phoneVisit(SLOT_DATE, '09:00'));
    const afternoon = await booked(phoneVisit(SLOT_DATE, '15:00'));
    const call = await booked(phoneCall(SLOT_DATE, '11:00'));

    const shorter = await changeNurse(staff, ana, { hours: [{ weekday: 2, opens: '08:00', closes: '13:00' }] });
    const noCalls = await changeNurse(staff, ana, { kinds: ['visit'] });

    expect(shorter.body.toReassign).toEqual([afternoon]);
    expect(noCalls.body.toReassign).toEqual([call]);
    expect(morning).not.toBe(afternoon);
  });

  it('when a nurse takes leave, then the closure names her bookings inside it to reassign, and names no one else’s', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    const ben = await addNurse(staff, { name: 'Ben Okafor' });
    const hers = await booked(phoneVisit(SLOT_DATE, '10:00', { clinicianId: ana }));
    await booked(phoneVisit(SLOT_DATE, '10:00', { clinicianId: ben }));

    const leave = await staff.post(STAFF_API.closures, { from: SLOT_DATE, to: '2026-06-10', reason: 'Leave', clinicianId: ana });
    const nobody = await staff.post(STAFF_API.closures, { from: SLOT_DATE, reason: 'Leave', clinicianId: 'nope' });

    expect(leave.status).toBe(201);
    expect(leave.body).toMatchObject({ closure: { clinicianId: ana, from: SLOT_DATE, to: '2026-06-10' }, conflicts: [hers] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors.clinicianId).toBe('Please choose a nurse from the team');
  });
});

describe("a nurse's day", () => {
  it('when a nurse opens her day, then her stops come in time order with place, map link, phone and supplies, and the read is audited', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva', staffUser: 'coordinator' });
    await addNurse(staff, { name: 'Ben Okafor' });
    const visit = await booked(phoneVisit(SLOT_DATE, '13:00', { clinicianId: ana, language: 'es' }));
    const call = await booked(phoneCall(SLOT_DATE, '09:30', { clinicianId: ana, consultationType: 'video' }));
    await booked(phoneVisit(SLOT_DATE, '10:00', { clientName: 'Someone Else', clinicianId: undefined, zip: '45011' }));

    const day = await staff.get(`${STAFF_API.today}?date=${SLOT_DATE}`);

    expect(day.status).toBe(200);
    expect(day.body.clinician).toEqual({ id: ana, name: 'Ana Silva' });
    expect(day.body.visits).toEqual([
      { id: call, reference: expect.any(String), kind: 'consultation', time: '09:30', minutes: 15, status: 'booked', clientName: 'Walter Brooks', clientPhone: '(555) 208-1122', place: 'Video call' },
      {
        id: visit,
        reference: expect.any(String),
        kind: 'visit',
        time: '13:00',
        minutes: 45,
        status: 'booked',
        clientName: 'Rosa Alvarez',
        clientPhone: '(555) 302-7788',
        place: '41 Maple Avenue, Hamilton, OH 45011',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=41%20Maple%20Avenue%2C%20Hamilton%2C%20OH%2045011',
        supplies: 'Foam dressings, saline',
        interpreterLanguage: 'Spanish',
      },
    ]);
    expect(app.stores.audit.all.at(-1)).toMatchObject({ action: 'view-today', recordIds: [call, visit] });
  });

  it('when the account has no nurse, then the day is everyone’s with each nurse named; an unknown nurse is 404, a bad date 400', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    await booked(phoneVisit(SLOT_DATE, '10:00', { clinicianId: ana }));

    const everyone = await staff.get(`${STAFF_API.today}?date=${SLOT_DATE}`);
    const today = await staff.get(STAFF_API.today);
    const unknown = await staff.get(`${STAFF_API.today}?clinicianId=nope`);
    const bad = await staff.get(`${STAFF_API.today}?date=2026-02-30`);

    expect(everyone.body.clinician).toBeUndefined();
    expect(everyone.body.visits.map((each: { clinicianName: string }) => each.clinicianName)).toEqual(['Ana Silva']);
    expect(today.body).toEqual({ date: '2026-06-08', visits: [] });
    expect(unknown.status).toBe(404);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.date).toBe('That day does not exist');
  });
});
