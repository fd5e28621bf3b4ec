import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API } from '#contract';
import { AuditStore } from '../audit/audit.store';
import { RecordStore } from '../db/record-store';
import { RecordLog } from '../pg/record-log';
import { openDatabaseDocumentStore } from '../referrals/document.store.pg';
import { AppSecret, SECRET_FILE } from '../secrets/app-secret';
import { databaseCli } from '../test-support/database-cli';
import { pdfLike, sha256, streamed } from '../test-support/documents';
import { postJson } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { postReferral, referralFields, referralForm } from '../test-support/referrals';
import { seedOldRecords } from '../test-support/seed-old-records';
import { addStaff } from '../test-support/staff';
import { changeCurrent } from '../test-support/tampered-trail';
import { SLOT_DATE, startTestApp } from '../test-support/test-app';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// `npm run migrate-data`: the compiled command, a data folder a real app wrote, and a real PostgreSQL.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { afterTest, database } = postgresFixtures('migrate_data');

/**
 * A data folder as a site leaves it: sealed month parts of old inquiries and bookings, then a
 * server's own writes (an account, a booking and an inquiry with idempotency keys, a referral with a
 * two-chunk and a small document), and its audit trail. The server is stopped.
 */
async function seededFolder() {
  const dataDir = await tempDataDir('migrate-from');
  afterTest(() => removeDir(dataDir));
  await seedOldRecords(dataDir, { count: 120, now: Date.parse('2026-06-08T16:00:00Z') });
  const app = await startTestApp({ dataDir });
  await addStaff(app, 'coordinator');
  const booked = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '10:00'), { 'Idempotency-Key': 'booking-1' });
  await postJson(app.url + API.contact, inquiry(), { 'Idempotency-Key': 'inquiry-1' });
  const documents = [pdfLike(1024 * 1024 + 4096), pdfLike(20_000)];
  const referred = await postReferral(app.url, referralForm(referralFields(), [['discharge.pdf', documents[0]!], ['wound.pdf', documents[1]!]]));
  await app.close();
  expect([booked.status, referred.status]).toEqual([201, 201]);
  const appSecret = (await readFile(join(dataDir, SECRET_FILE), 'utf8')).trim();
  return { dataDir, appSecret, documents };
}

const migrate = (dataDir: string, url: string, appSecret: string) => databaseCli('migrate-data', ['--from', dataDir], { DATABASE_URL: url, APP_SECRET: appSecret });

async function countsIn(sql: ReturnType<Awaited<ReturnType<typeof database>>['connect']>) {
  const rows = await sql<{ collection: string; rows: number }[]>`SELECT collection, count(*)::int AS rows FROM records GROUP BY collection ORDER BY collection`;
  return Object.fromEntries(rows.map((row) => [row.collection, row.rows]));
}

describe('npm run migrate-data', () => {
  it('when a seeded data folder is copied into a fresh database, then every collection counts the same, the chain is whole there, the documents are byte-identical and the slots stay taken', async () => {
    const { dataDir, appSecret, documents } = await seededFolder();
    const db = await database();
    const run = await migrate(dataDir, db.url, appSecret);
    const sql = db.connect();
    const counts = await countsIn(sql);
    const inFolder = Object.fromEntries(await Promise.all(Object.keys(counts).map(async (name) => [name, (await RecordStore.open(dataDir, name)).records.length] as const)));
    const audit = await AuditStore.open(new RecordLog(sql), AppSecret.fromString(appSecret));
    const store = openDatabaseDocumentStore(sql);
    const ids = (await readdir(join(dataDir, 'documents'))).sort();
    const copies = await Promise.all(ids.map(async (id) => streamed((await store.read(id))!)));
    const app = await startTestApp({ records: () => new RecordLog(db.connect()) });
    afterTest(() => app.destroy());
    const retried = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '10:00'), { 'Idempotency-Key': 'booking-1' });
    const another = await postJson(app.url + API.consultationBook, consultation(SLOT_DATE, '10:00', { clientEmail: 'someone.else@example.com' }));

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(counts).toEqual(inFolder);
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['audit', 'consultation-bookings', 'contact-inquiries', 'users', 'referrals']));
    expect(counts['consultation-bookings']).toBe(61);
    expect(run.stdout).toMatch(/^consultation-bookings\s+61\s+61$/m);
    expect(run.stdout).toMatch(/^referral documents\s+2\s+2$/m);
    expect(run.stdout).toMatch(/Audit chain: whole in the database/);
    expect(audit.checked.report.breaks).toEqual([]);
    expect(audit.checked.report.checked).toBe(counts.audit);
    expect(copies.map((copy) => copy.sha256).sort()).toEqual(documents.map(sha256).sort());
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(another.status).toBe(409);
  });

  it('when the database already holds records, then it is refused with a clear message and neither the database nor the folder changes', async () => {
    const { dataDir, appSecret } = await seededFolder();
    const db = await database();
    await migrate(dataDir, db.url, appSecret);
    const sql = db.connect();
    const before = { counts: await countsIn(sql), seq: await sql`SELECT last_value FROM record_seq` };
    const files = await readdir(dataDir);

    const again = await migrate(dataDir, db.url, appSecret);

    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds data .*copies only into an empty database.*Nothing was changed/s);
    expect(again.stdout).toBe('');
    expect({ counts: await countsIn(sql), seq: await sql`SELECT last_value FROM record_seq` }).toEqual(before);
    expect(await readdir(dataDir)).toEqual(files);
  });

  it('when the folder\'s audit trail is broken, then it is copied as it is, the break is named, and the database\'s check finds the same break', async () => {
    const { dataDir, appSecret } = await seededFolder();
    await changeCurrent(dataDir, (records) => records.map((record, index) => (index === 1 ? { ...record, recordIds: ['someone-else'] } : record)));
    const db = await database();

    const run = await migrate(dataDir, db.url, appSecret);
    const audit = await AuditStore.open(new RecordLog(db.connect()), AppSecret.fromString(appSecret));

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/broken as in the data folder/);
    expect(run.stderr).toMatch(/^Warning: the audit trail was already broken in the data folder, in 1 place; it was copied as it is:\n1\. /);
    expect(audit.checked.report.breaks).toHaveLength(1);
  });

  it('when the folder holds two bookings of one slot, then the database refuses them and nothing is copied', async () => {
    const { dataDir, appSecret } = await seededFolder();
    const file = join(dataDir, 'consultation-bookings.json');
    const current = JSON.parse(await readFile(file, 'utf8')) as { records: { id: string; date: string; time: string }[] };
    const original = current.records.find((record) => record.date === SLOT_DATE && record.time === '10:00')!;
    current.records.push({ ...original, id: '11111111-2222-4333-8444-555555555555' });
    await writeFile(file, JSON.stringify(current));
    const db = await database();

    const run = await migrate(dataDir, db.url, appSecret);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/two standing bookings of one slot.*Nothing was copied/s);
    expect(await countsIn(db.connect())).toEqual({});
  });

  it('when a purge was interrupted on the folder, then it asks for the server to finish it first and copies nothing', async () => {
    const { dataDir, appSecret } = await seededFolder();
    await writeFile(join(dataDir, 'forget-plan.json'), JSON.stringify({ bookings: {}, inquiries: [] }));
    const db = await database();

    const run = await migrate(dataDir, db.url, appSecret);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/purge was interrupted on this folder \(forget-plan\.json\): start its server once/);
    expect((await db.connect()<{ found: string | null }[]>`SELECT to_regclass('records')::text AS found`)[0]!.found).toBeNull();
  });

  it('when APP_SECRET is not the folder\'s secret, then it says which one to use and copies nothing', async () => {
    const { dataDir } = await seededFolder();
    const db = await database();

    const run = await migrate(dataDir, db.url, 'another-secret-another-secret-another-secret-1234');

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/APP_SECRET is not the secret in .*app-secret/);
  });
});
