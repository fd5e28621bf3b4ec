import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneVisit } from '../test-support/team';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
/** Real ids, so generated input reaches the rules of a booking, a series and a nurse, not only "not found". */
let ids: { booking: string; series: string; nurse: string };
beforeAll(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
  const nurse = await addNurse(staff);
  const series = await bookByPhone(staff, phoneVisit('2026-06-09', '10:00', { repeat: { weekdays: [2, 4], weeks: 3 } }));
  ids = { booking: series.body.bookings[0].id, series: series.body.seriesId, nurse };
});
afterAll(() => app.destroy());

const FIELDS = ['username', 'password', 'code', 'currentPassword', 'newPassword', 'newPasswordAgain', 'reason', 'ids', 'note', 'from', 'to', 'startTime', 'endTime', '__proto__', 'constructor'] as const;
/** The coordinator's day's fields, with values near the real ones as well as anything at all. */
const DAY_FIELDS = {
  type: fc.constantFrom('visit', 'consultation', 'coordinator', 'surgery'),
  date: fc.constantFrom('2026-06-09', '2026-06-10', '2026-02-30', '2026-06-08', '2027-01-01', ''),
  time: fc.constantFrom('10:00', '10:05', '10:02', '23:55', '07:00', '24:00', ''),
  minutes: fc.oneof(fc.constantFrom(15, 45, 240, 245, 42, 0, -5, 1e9), fc.double()),
  repeat: fc.oneof(fc.record({ weekdays: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 8 }), weeks: fc.integer({ min: -1, max: 14 }) }), fc.jsonValue()),
  hours: fc.oneof(fc.array(fc.record({ weekday: fc.integer({ min: 0, max: 8 }), opens: fc.constantFrom('09:00', '17:00', 'x'), closes: fc.constantFrom('12:00', '08:00') }), { maxLength: 3 }), fc.jsonValue()),
  kinds: fc.oneof(fc.array(fc.constantFrom('visit', 'consultation', 'coordinator', 'x')), fc.jsonValue()),
  zips: fc.oneof(fc.array(fc.constantFrom('45011', '4501', 'abcde')), fc.jsonValue()),
  outcome: fc.constantFrom('completed', 'no-show', 'none', 'maybe'),
};
const dayBody = fc.record(
  Object.fromEntries([
    ...Object.entries(DAY_FIELDS).map(([key, value]) => [key, fc.oneof(value, fc.jsonValue())]),
    ...['clientName', 'clientPhone', 'clientEmail', 'address', 'zip', 'town', 'supplies', 'clinicianId', 'name', 'staffUser', 'message', 'notify', 'dryRun', 'sendConfirmation', 'outsideHours', 'active', 'source', 'language'].map((key) => [key, fc.jsonValue()]),
  ]),
  { requiredKeys: [] },
);
const anyJson = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue()), dayBody);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('2026-06-09', '2026-02-30', '24:00', '', '../', '%00'));

describe('staff endpoints under generated input', () => {
  it('when bodies and queries are arbitrary, then every answer is a JSON 2xx or 4xx with a message, never a 5xx', async () => {
    const posts = [STAFF_API.signIn, STAFF_API.signInCode, STAFF_API.cancelBookings, STAFF_API.cancelBooking('x'), STAFF_API.inquiryHandled('x'), STAFF_API.closures, STAFF_API.changePassword, STAFF_API.endOtherSessions];
    const dayPosts = [STAFF_API.bookings, STAFF_API.moveBooking(ids.booking), STAFF_API.bookingOutcome(ids.booking), STAFF_API.cancelSeries(ids.series), STAFF_API.clinicians, STAFF_API.calendarFeeds, STAFF_API.moveBooking('x')];
    const changes = [...posts.map((path) => ['POST', path] as const), ...dayPosts.map((path) => ['POST', path] as const), ['PATCH', STAFF_API.clinician(ids.nurse)] as const, ['PATCH', STAFF_API.clinician('x')] as const];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...changes), anyJson, async ([method, path], body) => {
        const answer = await staff.send(method, path, JSON.stringify(body), { 'Content-Type': 'application/json' });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 400 },
    );
    const gets = [STAFF_API.bookings, STAFF_API.inquiries, STAFF_API.audit, STAFF_API.exportBookings, STAFF_API.exportInquiries, STAFF_API.accountSessions, STAFF_API.today, STAFF_API.clinicians, STAFF_API.calendarFeeds];
    const keys = fc.constantFrom('from', 'to', 'status', 'x', 'date', 'clinicianId', 'kind', 'outcome');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...gets), fc.dictionary(keys, fc.oneof(anyText, fc.constantFrom('visit', 'none', 'no-show', ids.nurse), fc.array(anyText, { maxLength: 2 }))), async (path, query) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
        const answer = await staff.get(`${path}?${search}`);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 250 },
    );
    // A calendar feed's address: anything that is not a live feed's is a 404 (a path that does not decode, a 400).
    for (const path of ['/calendar/x.ics', `/calendar/${'a'.repeat(43)}.ics`, '/calendar/', '/calendar/a/b.ics']) expect((await staff.get(path)).status).toBe(404);
    expect((await staff.get('/calendar/%E0%A4%A.ics')).status).toBe(400);
    expect(app.serverErrors).toEqual([]);
  });
});
