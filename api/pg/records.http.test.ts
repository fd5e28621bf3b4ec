import { describe, expect, it } from 'vitest';
import { API } from '#contract';
import { SYSTEM_ACTOR } from '../audit/audit-record';
import { AuditStore } from '../audit/audit.store';
import { AppSecret } from '../secrets/app-secret';
import { postJson, request } from '../test-support/http';
import { consultation } from '../test-support/payloads';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { SLOT_DATE, startTestApp, type TestApp } from '../test-support/test-app';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { testClock } from '../test-support/test-clock';
import { prepareDatabase } from './database';
import { RecordLog } from './record-log';

const { afterTest, database } = postgresFixtures('records_http');

/** Two app servers on one clock and one APP_SECRET, their records in one PostgreSQL database, as two servers behind one proxy. */
async function twoServers(): Promise<[TestApp, TestApp, () => RecordLog]> {
  const db = await database();
  const dataDir = await tempDataDir('records-http');
  afterTest(() => removeDir(dataDir));
  const clock = testClock('2026-06-08T16:00:00Z');
  const server = () => new RecordLog(db.connect());
  const secret = await AppSecret.load(dataDir);
  await prepareDatabase(db.connect(), (purpose, text) => secret.sign(purpose, text));
  const first = await startTestApp({ now: clock, dataDir, records: () => server() });
  afterTest(() => first.close());
  const second = await startTestApp({ now: clock, dataDir, records: () => server() });
  afterTest(() => second.close());
  return [first, second, server];
}

const slotOf = async (app: TestApp, time: string) =>
  ((await request(app.url + API.consultationSlots)).body as { date: string; time: string; available: boolean }[]).find((slot) => slot.date === SLOT_DATE && slot.time === time);

describe('two app servers with their records in one PostgreSQL database', () => {
  it('when a patient books on one server, then the other lists the time as taken, refuses it to another patient, and answers a retry of the same request as a replay', async () => {
    const [one, two] = await twoServers();

    const booked = await postJson(one.url + API.consultationBook, consultation(SLOT_DATE, '10:00'), { 'Idempotency-Key': 'booking-1' });
    const listed = await slotOf(two, '10:00');
    const taken = await postJson(two.url + API.consultationBook, consultation(SLOT_DATE, '10:00', { clientEmail: 'someone.else@example.com' }));
    const retried = await postJson(two.url + API.consultationBook, consultation(SLOT_DATE, '10:00'), { 'Idempotency-Key': 'booking-1' });

    expect(booked.status).toBe(201);
    expect(listed).toEqual({ date: SLOT_DATE, time: '10:00', available: false });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/has just been booked by someone else/);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body.booking.id).toBe(booked.body.booking.id);
  });

  it('when both servers write audit entries at once, then the trail is one chain that a server opening it afterwards finds whole', async () => {
    const [one, two, server] = await twoServers();
    await Promise.all(Array.from({ length: 20 }, (_, index) => [one, two][index % 2]!.stores.audit.append({ ...SYSTEM_ACTOR, action: 'delete-booking', recordIds: [`b${index}`], outcome: 'ok' }, Date.parse('2026-06-08T16:00:00Z') + index)));
    const reopened = await AuditStore.open(server(), one.secret);

    expect(reopened.checked.report.breaks).toEqual([]);
    expect(reopened.checked.report.checked).toBe(reopened.all.length);
    expect(reopened.all.filter((entry) => entry.action === 'delete-booking')).toHaveLength(20);
  });
});
