import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, API, BOOKING_WINDOW_DAYS, minutesOf } from '#contract';
import { STAFF_API } from '#contract/staff';
import { lengthOfState, rangesOverlap } from '../bookings/kinds';
import { postJson } from '../test-support/http';
import { consultation } from '../test-support/payloads';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneCall, phoneVisit } from '../test-support/team';
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

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '08:00', closes: '18:00' }));

describe('bookings staff take by phone', () => {
  it('when 50 staff bookings of one time go at once with two nurses, then exactly two are booked', async () => {
    await addNurse(staff, { name: 'Ana Silva' });
    await addNurse(staff, { name: 'Ben Okafor' });

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bookByPhone(staff, phoneVisit(SLOT_DATE, '13:00', { clientName: `Patient ${i}` }))));

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 2, 409: 48 });
    const winners = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.bookings[0].clinicianId);
    expect(new Set(winners).size).toBe(2);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Tuesday, June 9, 2026 at 1:00 PM: no nurse who takes wound-care visits is free then.');
  });

  it('when calls and visits of many lengths are booked at once by staff and visitors, then no two of one nurse ever overlap', async () => {
    await addNurse(staff, { name: 'Ana Silva', hours: EVERY_DAY });
    let run = 0;
    const request = fc.record({
      kind: fc.constantFrom('visit', 'consultation', 'public'),
      quarter: fc.integer({ min: 32, max: 68 }),
      fives: fc.integer({ min: 0, max: 2 }),
      minutes: fc.integer({ min: 3, max: 24 }).map((fives) => fives * 5),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 4, maxLength: 10 }), async (requests) => {
        // Runs take the window's weekdays in turn (shrinking runs many more, which come round again to days already holding bookings).
        const date = addDays('2026-06-15', 7 * Math.floor((run % 35) / 5) + (run % 5));
        run++;
        const before = [app.stores.consultations, app.stores.visits].flatMap((store) => store.standingOn(date)).length;
        const answers = await Promise.all(
          requests.map(({ kind, quarter, fives, minutes }, i) => {
            // A visitor books on the consultation grid (9:00 to 4:45 PM); staff anywhere on the five-minute grid.
            const at = kind === 'public' ? Math.min(Math.max(quarter, 36), 67) : quarter;
            const time = `${String(Math.floor(at / 4)).padStart(2, '0')}:${String((at % 4) * 15 + (kind === 'public' ? 0 : fives * 5)).padStart(2, '0')}`;
            if (kind === 'public') return postJson(app.url + API.consultationBook, consultation(date, time, { clientEmail: `r${run}n${i}@example.com` }));
            return bookByPhone(staff, kind === 'visit' ? phoneVisit(date, time, { minutes }) : phoneCall(date, time));
          }),
        );
        for (const answer of answers) expect([201, 409]).toContain(answer.status);
        const held = [app.stores.consultations, app.stores.visits].flatMap((store) => store.standingOn(date));
        const ranges = held.map((state) => ({ start: minutesOf(state.time), end: minutesOf(state.time) + lengthOfState(state) }));
        for (const [i, a] of ranges.entries()) for (const b of ranges.slice(i + 1)) expect(rangesOverlap(a, b)).toBe(false);
        expect(held.length - before).toBe(answers.filter((answer) => answer.status === 201).length);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('when a series has a closed day and a day of the nurse’s leave, then the dry run names both and books nothing, and the real run books the rest', async () => {
    const ana = await addNurse(staff, { name: 'Ana Silva' });
    await staff.post(STAFF_API.closures, { from: '2026-06-17', reason: 'Training' });
    await staff.post(STAFF_API.closures, { from: '2026-06-19', reason: 'Leave', clinicianId: ana });
    // Tuesday 9th, repeated Mondays, Wednesdays and Fridays for two weeks: Monday the 8th is before it, so skipped.
    const series = phoneVisit(SLOT_DATE, '10:00', { repeat: { weekdays: [5, 1, 3], weeks: 2 }, clinicianId: ana });

    const plan = await bookByPhone(staff, { ...series, dryRun: true });

    expect(plan.status).toBe(200);
    expect(plan.body.dryRun).toBe(true);
    expect(plan.body.bookings.map((each: { date: string }) => each.date)).toEqual(['2026-06-10', '2026-06-12', '2026-06-15']);
    expect(plan.body.bookings[0]).toEqual({ date: '2026-06-10', time: '10:00', minutes: 45, clinicianId: ana, clinicianName: 'Ana Silva' });
    expect(plan.body.conflicts).toEqual([
      { date: '2026-06-17', time: '10:00', reason: 'closed', message: 'Wednesday, June 17, 2026 at 10:00 AM: we are closed then' },
      { date: '2026-06-19', time: '10:00', reason: 'nurse-unavailable', message: 'Friday, June 19, 2026 at 10:00 AM: Ana Silva is on leave then' },
    ]);
    expect(app.stores.visits.current()).toEqual([]);

    const booked = await bookByPhone(staff, series);

    expect(booked.status).toBe(201);
    expect(booked.body.dryRun).toBe(false);
    expect(booked.body.seriesId).toEqual(expect.any(String));
    expect(booked.body.bookings.map((each: { date: string }) => each.date)).toEqual(['2026-06-10', '2026-06-12', '2026-06-15']);
    expect(booked.body.bookings.every((each: { id?: string; reference?: string }) => each.id && /^[0-9A-HJKMNP-TV-Z]{8}$/.test(each.reference!))).toBe(true);
    expect(booked.body.conflicts.map((each: { reason: string }) => each.reason)).toEqual(['closed', 'nurse-unavailable']);
    const agenda = await staff.get(`${STAFF_API.bookings}?from=2026-06-08&to=2026-06-30&kind=visit`);
    expect(agenda.body.map((each: { date: string; seriesId: string; source: string }) => [each.date, each.seriesId, each.source])).toEqual(
      ['2026-06-10', '2026-06-12', '2026-06-15'].map((date) => [date, booked.body.seriesId, 'phone']),
    );
    expect(app.stores.audit.all.at(-2)).toMatchObject({ action: 'book-by-staff', recordIds: [booked.body.seriesId, ...booked.body.bookings.map((each: { id: string }) => each.id)] });
  });

  it('when the same request comes again with its Idempotency-Key, then it answers the same and books nothing more', async () => {
    await addNurse(staff);
    const body = phoneVisit(SLOT_DATE, '10:00', { repeat: { weekdays: [2, 4], weeks: 1 } });

    const first = await bookByPhone(staff, body, { 'Idempotency-Key': 'series-1' });
    const again = await bookByPhone(staff, body, { 'Idempotency-Key': 'series-1' });

    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(app.stores.visits.current()).toHaveLength(2);
  });

  it('when a patient has no e-mail and staff book past the public caps, then each is booked and kept without an address', async () => {
    const capped = await startTestApp({ bookingsPerAddressPerDay: 'default' });
    const desk = await signedInStaff(capped);
    await addNurse(desk);

    const answers = [];
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']) answers.push(await bookByPhone(desk, phoneCall(SLOT_DATE, time)));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const [first] = capped.stores.consultations.all;
    expect(first).not.toHaveProperty('clientEmail');
    expect(first).toMatchObject({ source: 'phone', consultationType: 'phone', patientMail: 'none', mail: [] });
    const shown = await desk.get(STAFF_API.booking(first!.id));
    expect(shown.body).toMatchObject({ clientEmail: '', source: 'phone', notMailed: true, consultationType: 'phone', minutes: 15 });
    expect(capped.serverErrors).toEqual([]);
    await capped.destroy();
  });

  it('when staff book a twelve-week series past the public booking window, then every visit is booked, though a visitor cannot book those days', async () => {
    await addNurse(staff);
    const lastPublicDay = addDays('2026-06-08', BOOKING_WINDOW_DAYS);
    const lastTuesday = addDays(SLOT_DATE, 11 * 7);

    const visitor = await postJson(app.url + API.consultationBook, consultation(lastTuesday, '10:00'));
    const series = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { repeat: { weekdays: [2], weeks: 12 } }));

    expect(visitor.status).toBe(400);
    expect(visitor.body.errors).toEqual({ date: expect.any(String) });
    expect(series.status).toBe(201);
    expect(series.body.conflicts).toEqual([]);
    const dates = series.body.bookings.map((each: { date: string }) => each.date);
    expect(dates).toEqual(Array.from({ length: 12 }, (_, week) => addDays(SLOT_DATE, week * 7)));
    expect(dates.at(-1)).toBe(lastTuesday);
    expect(dates.filter((date: string) => date > lastPublicDay)).toHaveLength(3);
  });

  it.each([
    ['a time off the five-minute grid', phoneVisit(SLOT_DATE, '10:02'), 400, { time: 'Please give a time on the five-minute grid' }],
    ['a visit without its address', phoneVisit(SLOT_DATE, '10:00', { address: '' }), 400, { address: 'Please give the address of the visit' }],
    ['a visit without its ZIP code', phoneVisit(SLOT_DATE, '10:00', { zip: undefined }), 400, { zip: 'Please give the ZIP code of the visit' }],
    ['a length for a consultation', phoneCall(SLOT_DATE, '10:00', { minutes: 30 }), 400, { minutes: 'Only a visit’s length can be chosen' }],
    ['a length off the grid', phoneVisit(SLOT_DATE, '10:00', { minutes: 42 }), 400, { minutes: 'Give the length in steps of 5 minutes' }],
    ['a confirmation without an address', phoneCall(SLOT_DATE, '10:00', { sendConfirmation: true }), 400, { clientEmail: 'A confirmation needs an e-mail address' }],
    ['a name with a web address', phoneCall(SLOT_DATE, '10:00', { clientName: 'Win at evil.example/x' }), 400, { clientName: 'A name cannot hold a web address, an @ or a line break' }],
    ['no phone number', phoneCall(SLOT_DATE, '10:00', { clientPhone: undefined }), 400, { clientPhone: 'Please give a phone number of at least 10 digits' }],
    ['thirteen weeks', phoneVisit(SLOT_DATE, '10:00', { repeat: { weekdays: [2], weeks: 13 } }), 400, { 'repeat.weeks': 'Repeat for at most 12 weeks' }],
    ['a nurse nobody knows', phoneVisit(SLOT_DATE, '10:00', { clinicianId: 'nobody' }), 400, { clinicianId: 'Please choose a nurse from the team' }],
  ])('when the request has %s, then it is refused and the field is named', async (_what, body, status, errors) => {
    await addNurse(staff);

    const answer = await bookByPhone(staff, body);

    expect(answer.status).toBe(status);
    expect(answer.body.errors).toMatchObject(errors);
    expect(app.stores.visits.current()).toEqual([]);
  });

  it('when a visit is outside the hours, then it is refused unless staff say so; a time that has passed never is booked', async () => {
    await addNurse(staff);

    const early = await bookByPhone(staff, phoneVisit(SLOT_DATE, '07:30'));
    const allowed = await bookByPhone(staff, phoneVisit(SLOT_DATE, '07:30', { outsideHours: true }));
    const past = await bookByPhone(staff, phoneVisit('2026-06-08', '11:00'));

    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Tuesday, June 9, 2026 at 7:30 AM: it is outside the hours for wound-care visits.');
    expect(allowed.status).toBe(201);
    expect(past.status).toBe(409);
    expect(past.body.message).toBe('Monday, June 8, 2026 at 11:00 AM: that time has already passed.');
  });

  it('when a visit has a ZIP code, then only a nurse whose territory holds it (or who has none) is given it', async () => {
    await addNurse(staff, { name: 'Ana Silva', zips: ['45202'] });
    const ben = await addNurse(staff, { name: 'Ben Okafor', zips: ['45011', '45013'] });

    const answer = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { zip: '45011' }));
    const nobody = await bookByPhone(staff, phoneVisit(SLOT_DATE, '10:00', { zip: '45011', clientName: 'Second Patient' }));

    expect(answer.body.bookings[0].clinicianId).toBe(ben);
    expect(nobody.status).toBe(409);
  });

  it('when no nurse is set up, then a staff consultation keeps to its kind’s grid and its one calendar', async () => {
    const offGrid = await bookByPhone(staff, phoneCall(SLOT_DATE, '10:05'));
    const booked = await bookByPhone(staff, phoneCall(SLOT_DATE, '18:00', { outsideHours: true }));
    const taken = await bookByPhone(staff, phoneCall(SLOT_DATE, '18:00', { outsideHours: true }));

    expect(offGrid.status).toBe(400);
    expect(offGrid.body.errors.time).toBe('Until nurses are set up, a free consultation starts on its own grid: every 15 minutes from 09:00.');
    expect(booked.status).toBe(201);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Tuesday, June 9, 2026 at 6:00 PM: that time is already booked.');
  });
});
