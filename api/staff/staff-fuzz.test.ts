import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
beforeAll(async () => {
  app = await startTestApp();
  staff = await signedInStaff(app);
});
afterAll(() => app.destroy());

const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('username', 'password', 'code', 'currentPassword', 'newPassword', 'newPasswordAgain', 'reason', 'ids', 'note', 'from', 'to', 'startTime', 'endTime', '__proto__', 'constructor'), fc.jsonValue()),
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('2026-06-09', '2026-02-30', '24:00', '', '../', '%00'));

describe('staff endpoints under generated input', () => {
  it('when bodies and queries are arbitrary, then every answer is a JSON 2xx or 4xx with a message, never a 5xx', async () => {
    const posts = [STAFF_API.signIn, STAFF_API.signInCode, STAFF_API.cancelBookings, STAFF_API.cancelBooking('x'), STAFF_API.inquiryHandled('x'), STAFF_API.closures, STAFF_API.changePassword, STAFF_API.endOtherSessions];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), anyJson, async (path, body) => {
        const answer = await staff.post(path, JSON.stringify(body));
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 150 },
    );
    const gets = [STAFF_API.bookings, STAFF_API.inquiries, STAFF_API.audit, STAFF_API.exportBookings, STAFF_API.exportInquiries, STAFF_API.accountSessions];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...gets), fc.dictionary(fc.constantFrom('from', 'to', 'status', 'x'), fc.oneof(anyText, fc.array(anyText, { maxLength: 2 }))), async (path, query) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
        const answer = await staff.get(`${path}?${search}`);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 150 },
    );
    expect(app.serverErrors).toEqual([]);
  });
});
