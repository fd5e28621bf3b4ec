/**
 * `npm run bench:restore`: how long a backup and a restore of a PostgreSQL database of about 1 GB
 * take here (docs/decisions/078). A throwaway cluster with PostgreSQL's writing defaults (fsync
 * on) is filled with rows like the product's (JSON bodies, some bytes), backed up as `npm run
 * backup` does (pg_dump into age, signed) and restored as `npm run restore` does (pg_restore,
 * one transaction) into a new empty database; then every table's row count is compared.
 * BENCH_RESTORE_MB (1024): the size to fill to. Prints sizes and times; exits 1 if counts differ.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import type { Sql } from 'postgres';
import { databaseSource, restoreDatabaseBackup } from '../api/backup/database-backup';
import { macOf, writeSignature } from '../api/backup/signature';
import { openDatabase, prepareDatabase } from '../api/pg/database';
import { AppSecret } from '../api/secrets/app-secret';
import { freshDatabase, startCluster } from '../api/test-support/postgres';

const TARGET_MB = Number(process.env.BENCH_RESTORE_MB || 1024);
const BATCH = 20_000;
const secretText = randomBytes(48).toString('base64url');
const secret = AppSecret.fromString(secretText);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const databaseBytes = async (sql: Sql) => Number((await sql<{ size: string }[]>`SELECT pg_database_size(current_database())::text AS size`)[0]!.size);

/** Booking-like JSON (names, notes, a history) with random text, which compresses as real text barely does in TOAST; every row a 2 KiB attachment's worth of bytes. */
async function fill(sql: Sql): Promise<number> {
  await prepareDatabase(sql, (purpose, text) => secret.sign(purpose, text));
  await sql`CREATE TABLE bench_records (id bigserial PRIMARY KEY, kind text NOT NULL, body jsonb NOT NULL, attachment bytea, created_at timestamptz NOT NULL)`;
  await sql`CREATE INDEX bench_records_by_time ON bench_records (created_at)`;
  let rows = 0;
  while ((await databaseBytes(sql)) < TARGET_MB * 1024 * 1024) {
    await sql`INSERT INTO bench_records (kind, body, attachment, created_at)
      SELECT (ARRAY['consultation', 'visit', 'inquiry', 'referral'])[1 + n % 4],
        jsonb_build_object(
          'name', 'Patient ' || md5(n::text), 'phone', '+1 555 ' || lpad((n % 10000)::text, 4, '0'),
          'email', md5(random()::text) || '@example.org', 'address', (n % 900)::text || ' Elm Street, Springfield',
          'wound', jsonb_build_object('type', (ARRAY['venous ulcer', 'pressure injury', 'surgical wound'])[1 + n % 3], 'notes', repeat(md5(random()::text) || ' ', 12)),
          'history', jsonb_build_array(jsonb_build_object('at', now(), 'by', 'nurse-' || (n % 40)::text, 'what', md5(random()::text)))),
        decode((SELECT string_agg(md5(random()::text || g::text), '') FROM generate_series(1, 128 + n % 1) AS g), 'hex'),
        now() - (n % 1000) * interval '1 hour'
      FROM generate_series(${rows + 1}::int, ${rows + BATCH}::int) AS n`;
    rows += BATCH;
  }
  await sql`VACUUM ANALYZE bench_records`;
  return rows;
}

async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await sql<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`) {
    counts[name] = Number((await sql.unsafe<{ count: string }[]>(`SELECT count(*)::text AS count FROM "${name}"`))[0]!.count);
  }
  return counts;
}

async function main(): Promise<void> {
  const cluster = await startCluster({ durable: true });
  const work = await mkdtemp(join(tmpdir(), 'pg-restore-bench-'));
  try {
    const source = await freshDatabase(cluster.adminUrl, 'bench_source');
    const target = await freshDatabase(cluster.adminUrl, 'bench_target');
    const sql = openDatabase(source.url, { max: 2 });
    const restored = openDatabase(target.url, { max: 2 });
    let started = performance.now();
    const rows = await fill(sql);
    const sourceBytes = await databaseBytes(sql);
    console.log(`filled: ${rows} rows, database ${mb(sourceBytes)} in ${seconds(started)}`);

    const identity = await generateIdentity();
    const file = join(work, 'bench.pgdump.age');
    started = performance.now();
    const { sha256 } = await databaseSource(source.url).write(file, { recipient: await identityToRecipient(identity) });
    await writeSignature(file, { sha256, hmac: macOf(secret, sha256) });
    const backupTime = seconds(started);
    const fileBytes = (await stat(file)).size;
    console.log(`backup (pg_dump --format=custom → age, signed): ${mb(fileBytes)} in ${backupTime}`);

    started = performance.now();
    await restoreDatabaseBackup(file, target.url, restored, { identities: [identity] }, { appSecret: secretText });
    const restoreTime = seconds(started);
    const same = JSON.stringify(await rowCounts(sql)) === JSON.stringify(await rowCounts(restored));
    console.log(`restore (signature checked, age → pg_restore --single-transaction): database ${mb(await databaseBytes(restored))} in ${restoreTime}; row counts ${same ? 'equal' : 'DIFFER'}`);
    await Promise.all([sql.end(), restored.end()]);
    if (!same) process.exitCode = 1;
  } finally {
    await rm(work, { recursive: true, force: true });
    cluster.stop();
  }
}

await main();
