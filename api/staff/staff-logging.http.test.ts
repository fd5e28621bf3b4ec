import { afterEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { STAFF_API } from '#contract/staff';
import { capturedLogger } from '../test-support/captured-logger';
import { postJson } from '../test-support/http';
import { consultation } from '../test-support/payloads';
import { signedInStaff, STAFF_PASSWORD } from '../test-support/staff';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
afterEach(() => app.destroy());

describe('staff area and the server log', () => {
  it('when staff sign in, read and cancel, then the log holds no password, code, cookie, name, message or note', async () => {
    const log = capturedLogger('info');
    app = await startTestApp({ logger: log.logger });
    const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '09:15', { clientName: 'Zelda Quixote' }));

    const staff = await signedInStaff(app);
    await staff.get(`${STAFF_API.bookings}?from=${SLOT_DATE}&to=${SLOT_DATE}`);
    await staff.post(STAFF_API.cancelBooking(booked.body.booking.id), { message: 'Westbrook will call you', note: 'Admitted to Mercy Hospital' });

    const text = log.text();
    expect(log.lines().some((line) => (line.req as { path?: string } | undefined)?.path === STAFF_API.bookings)).toBe(true);
    for (const secret of [STAFF_PASSWORD, staff.cookies.get('staff-session')!, staff.secret, 'Zelda', 'Westbrook', 'Mercy', SLOT_DATE]) expect(text).not.toContain(secret);
  });
});
