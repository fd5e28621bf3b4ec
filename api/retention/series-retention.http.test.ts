import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { signedInStaff, type StaffClient } from '../test-support/staff';
import { addNurse, bookByPhone, phoneVisit } from '../test-support/team';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
let staff: StaffClient;
beforeEach(async () => {
  app = await startTestApp({ mail: {} });
  staff = await signedInStaff(app);
  await addNurse(staff);
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

/** The data folder's records and e-mails as text (the audit trail, ids only and kept six years, apart). */
async function everything(): Promise<string> {
  const texts: string[] = [];
  for (const name of await readdir(app.dataDir)) if (name.endsWith('.json') && !name.startsWith('audit')) texts.push(await readFile(join(app.dataDir, name), 'utf8'));
  for (const name of await readdir(join(app.dataDir, 'mail')).catch(() => [])) texts.push(await readFile(join(app.dataDir, 'mail', name), 'latin1'));
  return texts.join('\n');
}

/** A confirmed series of three Tuesdays for Rosa Alvarez, the first visit done (an outcome), the rest cancelled whole (one more e-mail). */
async function seriesWithItsLife() {
  const booked = await bookByPhone(staff, phoneVisit('2026-06-09', '10:00', { clientEmail: 'rosa.alvarez@example.com', sendConfirmation: true, repeat: { weekdays: [2], weeks: 3 } }));
  const ids = booked.body.bookings.map((each: { id: string }) => each.id) as string[];
  app.clock.set('2026-06-09T15:00:00Z');
  await staff.signInFully();
  expect((await staff.post(STAFF_API.bookingOutcome(ids[0]!), { outcome: 'completed' })).status).toBe(200);
  expect((await staff.post(STAFF_API.cancelSeries(booked.body.seriesId), { note: 'Hospital stay' })).status).toBe(200);
  await app.mail!.runDue();
  return { ids, seriesId: booked.body.seriesId as string };
}

describe('a series across its life', () => {
  it('when one visit of a series is deleted on request, then the whole series goes: its visits, outcomes, cancellations, series records and e-mails', async () => {
    const { ids, seriesId } = await seriesWithItsLife();
    expect(await everything()).toContain('Alvarez');
    expect((await readdir(join(app.dataDir, 'mail'))).length).toBeGreaterThanOrEqual(2);

    const deleted = await staff.send('DELETE', STAFF_API.booking(ids[1]!));

    expect(deleted.status).toBe(204);
    const all = await everything();
    for (const gone of ['Alvarez', 'rosa.alvarez', 'Hospital stay', seriesId, ...ids]) expect(all).not.toContain(gone);
    expect(app.stores.visits.getSeries(seriesId)).toBeUndefined();
    expect(app.stores.audit.all.at(-1)).toMatchObject({ action: 'delete-booking', recordIds: [ids[1], ids[0], ids[2]], outcome: 'ok' });
  });

  it('when the retention period has passed for every visit, then the purge removes the series with them', async () => {
    const { ids, seriesId } = await seriesWithItsLife();
    app.clock.set('2027-06-24T12:00:00Z');

    const counts = await app.life.purge();

    expect(counts.bookings).toBe(3);
    const all = await everything();
    for (const gone of ['Alvarez', 'Hospital stay', seriesId, ...ids]) expect(all).not.toContain(gone);
  });

  it('when only the first visit is past the retention period, then it goes alone and the series keeps the others', async () => {
    const { ids, seriesId } = await seriesWithItsLife();
    app.clock.set('2027-06-10T12:00:00Z');

    const counts = await app.life.purge();

    expect(counts.bookings).toBe(1);
    expect(app.stores.visits.get(ids[0]!)).toBeUndefined();
    expect(app.stores.visits.getSeries(seriesId)?.bookingIds).toEqual(ids.slice(1));
    expect(await everything()).not.toContain(ids[0]);
  });
});
