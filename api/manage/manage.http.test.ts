import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, provider } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { capturedLogger } from '../test-support/captured-logger';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { manageLinks } from './manage-link';

let app: TestApp;
let logs: ReturnType<typeof capturedLogger>;
beforeEach(async () => {
  logs = capturedLogger('info');
  // Monday 2026-06-08, 12:00 in New York.
  app = await startTestApp({ now: '2026-06-08T16:00:00Z', logger: logs.logger });
});
afterEach(async () => {
  await app.destroy();
});

async function bookWithToken(date = '2026-06-09', time = '09:15', email = 'james.carter@example.com') {
  const booked = await postJson(app.url + API.consultationBook, consultation(date, time, { clientEmail: email }));
  expect(booked.status).toBe(201);
  return { id: booked.body.booking.id as string, token: manageLinks(app.secret, app.url).tokenFor('consultation', booked.body.booking.id) };
}
const view = (token: string) => request(`${app.url}${MANAGE_API.booking}?token=${encodeURIComponent(token)}`);
const slotFree = async (date: string, time: string) =>
  ((await request(app.url + API.consultationSlots)).body as { date: string; time: string; available: boolean }[]).find((slot) => slot.date === date && slot.time === time)?.available;

describe('GET /api/booking?token=', () => {
  it('when the token is good, then the booking: date, time, kind and status, and nothing else', async () => {
    const { token } = await bookWithToken();

    const answer = await view(token);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ booking: { kind: 'consultation', date: '2026-06-09', time: '09:15', status: 'booked' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['missing', ''],
    ['malformed', 'abc'],
    ['forged', `c.3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b.${'A'.repeat(43)}`],
  ])('when the token is %s, then 400 with a message that says what to do', async (_case, token) => {
    const answer = await request(`${app.url}${MANAGE_API.booking}${token ? `?token=${token}` : ''}`);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('This link is not complete or not valid');
    expect(answer.body.message).toContain(provider.phone);
  });

  it('when a valid link names a booking this server no longer holds (deleted), then 410 saying so, with the phone number', async () => {
    const answer = await view(manageLinks(app.secret, app.url).tokenFor('consultation', '3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b'));

    expect(answer.status).toBe(410);
    expect(answer.body.message).toMatch(/no longer exists/);
    expect(answer.body.message).toContain(provider.phone);
  });

  it('when the visit has started, then the link has expired: 410 for reading, cancelling and moving, and nothing changes', async () => {
    const { token } = await bookWithToken('2026-06-08', '12:30');
    app.clock.set('2026-06-08T16:30:00Z');

    const answers = [await view(token), await postJson(app.url + MANAGE_API.cancel, { token }), await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-09', time: '10:00' })];

    expect(answers.map((answer) => answer.status)).toEqual([410, 410, 410]);
    expect(answers[0]!.body.message).toContain('This link has expired');
    expect(app.stores.consultations.current()[0]).toMatchObject({ status: 'booked', date: '2026-06-08', time: '12:30', changes: [] });
  });
});

describe('POST /api/booking/cancel and /reschedule', () => {
  it('when the visitor cancels, then the slot is free at once, the booking reads cancelled, and a second cancel is refused', async () => {
    const { token } = await bookWithToken();

    const cancelled = await postJson(app.url + MANAGE_API.cancel, { token });
    const again = await postJson(app.url + MANAGE_API.cancel, { token });

    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ success: true, message: expect.stringContaining('is cancelled'), booking: { kind: 'consultation', date: '2026-06-09', time: '09:15', status: 'cancelled' } });
    expect(await slotFree('2026-06-09', '09:15')).toBe(true);
    expect((await view(token)).body.booking.status).toBe('cancelled');
    expect(again.status).toBe(409);
    expect(app.stores.consultations.current()[0]!.changes).toEqual([expect.objectContaining({ event: 'cancelled', by: 'visitor', mail: expect.any(Array) })]);
  });

  it('when the visitor reschedules, then the new slot is taken and the old one freed by one record; the same request again is a replay', async () => {
    const { token } = await bookWithToken();
    const body = { token, date: '2026-06-10', time: '14:00' };

    const moved = await postJson(app.url + MANAGE_API.reschedule, body, { 'Idempotency-Key': 'move-1' });
    const replayed = await postJson(app.url + MANAGE_API.reschedule, body, { 'Idempotency-Key': 'move-1' });

    expect(moved.status).toBe(200);
    expect(moved.body.booking).toEqual({ kind: 'consultation', date: '2026-06-10', time: '14:00', status: 'booked' });
    expect(moved.body.message).toContain('Wednesday, June 10, 2026 at 2:00 PM');
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect([await slotFree('2026-06-09', '09:15'), await slotFree('2026-06-10', '14:00')]).toEqual([true, false]);
    expect(app.stores.consultations.current()[0]!.changes).toHaveLength(1);
  });

  it('when two visitors move to one slot at once, then one wins and the other gets 409 with a message; both old slots stay as they should', async () => {
    const first = await bookWithToken('2026-06-09', '09:15', 'a@example.com');
    const second = await bookWithToken('2026-06-09', '09:30', 'b@example.com');

    const answers = await Promise.all([first, second].map(({ token }) => postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-10', time: '14:00' })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toContain('has just been booked by someone else');
    const states = app.stores.consultations.current();
    expect(states.filter((state) => state.date === '2026-06-10' && state.time === '14:00')).toHaveLength(1);
    expect(states.map((state) => state.changes.length).sort()).toEqual([0, 1]);
  });

  it('when one visitor moves in two tabs to one slot, then one move is made and the other tab is told the visit is already at that time', async () => {
    const { token } = await bookWithToken();

    const answers = await Promise.all([1, 2].map(() => postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-10', time: '14:00' })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.message).toContain('is already booked for Wednesday, June 10, 2026 at 2:00 PM');
    expect(app.stores.consultations.current()[0]!.changes).toHaveLength(1);
  });

  it('when the new slot breaks a booking rule, then the same answers as booking: off the grid 400, outside the window 400, a coordinator time for a consultation 400', async () => {
    const { token } = await bookWithToken();
    await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00'));

    const offGrid = await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-10', time: '14:05' });
    const tooFar = await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-09-30', time: '10:00' });
    const noDate = await postJson(app.url + MANAGE_API.reschedule, { token, time: '10:00' });

    expect([offGrid.status, tooFar.status, noDate.status]).toEqual([400, 400, 400]);
    expect(noDate.body.errors).toEqual({ date: 'Please select a date' });
    expect(app.stores.consultations.current()[0]!.changes).toEqual([]);
  });

  it('when anything at all is posted, then the answer is a JSON 2xx or 4xx with a message, never a 5xx', async () => {
    const { token } = await bookWithToken();
    const value = fc.oneof(fc.string(), fc.constant(token), fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(MANAGE_API.cancel, MANAGE_API.reschedule), fc.record({ token: value, date: value, time: value }, { requiredKeys: [] }), async (path, body) => {
        const answer = await postJson(app.url + path, body);
        expect(answer.status).toBeLessThan(500);
        expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 150 },
    );
  });

  it('when links are used, then no request line or error names the token', async () => {
    const { token } = await bookWithToken();
    await view(token);
    await view(`${token}x`);
    await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-10', time: '14:00' });
    // A request's line is written when its answer has finished, which can be just after the client has it.
    await expect.poll(() => logs.lines().filter((line) => line.req).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);

    expect(logs.lines().filter((line) => line.req).map((line) => (line.req as { path: string }).path)).toEqual([
      '/api/consultation/book',
      '/api/booking',
      '/api/booking',
      '/api/booking/reschedule',
    ]);
    expect(logs.text()).not.toContain(token.split('.')[2]!);
  });
});
