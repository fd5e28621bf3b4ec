import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { postJson } from '../test-support/http';
import { consultation, coordinatorVisit } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { declared } from '../test-support/mail';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp({ now: '2026-06-08T16:00:00Z' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const recordsIn = async (file: string) => (JSON.parse(await readFile(join(app.dataDir, file), 'utf8')) as { records: unknown[] }).records;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('simultaneous bookings', () => {
  it('when 25 people book the same consultation slot at once, then exactly one gets 201 and 24 get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        postJson(app.url + API.consultationBook, consultation('2026-06-09', '14:30', { clientEmail: `person${i}@example.com` })),
      ),
    );

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: 24 });
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.success === false)).toBe(true);
    const stored = await recordsIn('consultation-bookings.json');
    expect(stored).toEqual([{ ...answers.find((answer) => answer.status === 201)!.body.booking, mail: declared('booking-confirmed', 'staff-booking-made'), clientAddressKey: expect.any(String) }]);
  });

  it('when 25 facilities book the same coordinator slot at once, then exactly one gets 201', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-10', '13:00', { facilityName: `Facility ${i}` })),
      ),
    );

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: 24 });
    expect(await recordsIn('coordinator-bookings.json')).toHaveLength(1);
  });

  it('when 32 people book the 32 slots of one day at once, then all succeed and the file holds all 32', async () => {
    const slots: unknown = await fetch(app.url + API.consultationSlots).then((response) => response.json());
    const day = (slots as { date: string; time: string }[]).filter((slot) => slot.date === '2026-06-11');

    const answers = await Promise.all(
      day.map((slot, i) => postJson(app.url + API.consultationBook, consultation(slot.date, slot.time, { clientEmail: `p${i}@example.com` }))),
    );

    expect(day).toHaveLength(32);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await recordsIn('consultation-bookings.json')).toHaveLength(32);
  });

  it('when one e-mail books three slots at once, then two succeed and the third is refused', async () => {
    const answers = await Promise.all(
      ['09:00', '09:15', '09:30'].map((time) => postJson(app.url + API.consultationBook, consultation('2026-06-12', time))),
    );

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 2, 409: 1 });
  });
});
