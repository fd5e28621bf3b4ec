import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSecret } from '../secrets/app-secret';
import { ageKeyPair } from '../test-support/backup-cli';
import { contentsOf, fillDatabase, ownedDatabase } from '../test-support/owned-database';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { writeEncryptedArchive } from './archive';
import { databaseSource, restoreDatabaseBackup, userRelations } from './database-backup';
import { RestoreRefused } from './restore-refused';
import { macOf, writeSignature } from './signature';

vi.setConfig({ testTimeout: 60_000 });

const fixtures = postgresFixtures('pgbackup');
const SECRET = 'the secret every server of this database shares';

let work: string;
beforeEach(async () => {
  work = await tempDataDir('pg-backup');
});
afterEach(() => removeDir(work));

/** A database with rows, backed up (signed) to an age key, as the server's automatic backups make it. */
async function backedUp() {
  const source = await ownedDatabase(fixtures);
  const sql = source.connect();
  await fillDatabase(sql, SECRET);
  const keys = await ageKeyPair();
  const file = join(work, 'backup-20261206T020000Z.pgdump.age');
  const { sha256 } = await databaseSource(source.url).write(file, { recipient: keys.recipient });
  await writeSignature(file, { sha256, hmac: macOf(AppSecret.fromString(SECRET), sha256) });
  return { sql, file, identities: [keys.identity] };
}

describe('backups of the PostgreSQL database', () => {
  it('when a database is backed up and restored into a new empty one, then every table holds the same rows, and no plain dump was ever on disk', async () => {
    const { sql, file, identities } = await backedUp();
    const target = await ownedDatabase(fixtures);
    const restored = target.connect();

    const outcome = await restoreDatabaseBackup(file, target.url, restored, { identities }, { appSecret: SECRET });

    expect(outcome.signature).toBe('setting');
    expect(outcome.relations).toBe(await userRelations(sql));
    const before = await contentsOf(sql);
    expect(before.test_records).toHaveLength(50);
    expect(before.staff_sessions).toHaveLength(1);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['schema_migrations', 'app_secret_check', 'test_records']));
    expect(await contentsOf(restored)).toEqual(before);
    // The sequences came along: the next row gets the next id, not one already taken.
    expect((await restored`INSERT INTO test_records (body) VALUES ('{}') RETURNING id`)[0]!.id).toBe(51);
    expect((await readdir(work)).sort()).toEqual(['backup-20261206T020000Z.pgdump.age', 'backup-20261206T020000Z.pgdump.age.sig']);
    expect((await readFile(file)).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect((await readFile(file)).includes('venous ulcer')).toBe(false);
  });

  it('when the target database already holds a table, then the restore is refused, says so, and the table and its rows stay as they were', async () => {
    const { file, identities } = await backedUp();
    const target = await ownedDatabase(fixtures);
    const sql = target.connect();
    await sql`CREATE TABLE kept (id int PRIMARY KEY, what text)`;
    await sql`INSERT INTO kept VALUES (1, 'already here')`;

    const refused = await restoreDatabaseBackup(file, target.url, sql, { identities }, { appSecret: SECRET }).catch((error: Error) => error);

    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as Error).message).toMatch(/^The database DATABASE_URL names is not empty \(it holds 1 table or sequence\): restore into a new, empty database/);
    expect(await contentsOf(sql)).toEqual({ kept: ['(1,"already here")'] });
  });

  it('when the backup was changed after it was signed, then it is refused before pg_restore runs: the target stays empty', async () => {
    const { file, identities } = await backedUp();
    const bytes = await readFile(file);
    bytes[bytes.length - 100]! ^= 0xff;
    await writeFile(file, bytes);
    const target = await ownedDatabase(fixtures);
    const sql = target.connect();

    const refused = await restoreDatabaseBackup(file, target.url, sql, { identities }, { appSecret: SECRET }).catch((error: Error) => error);

    expect((refused as Error).message).toBe(`${file} is not the file its signature was made for (changed or replaced since): nothing was restored.`);
    expect(await userRelations(sql)).toBe(0);
  });

  it('when pg_restore fails partway (a type in the way of the last table), then nothing at all is restored: one transaction', async () => {
    const { file, identities } = await backedUp();
    const target = await ownedDatabase(fixtures);
    const sql = target.connect();
    // Not a table, so the database counts as empty; but CREATE TABLE test_records, among the last, fails on it.
    await sql`CREATE TYPE test_records AS (taken boolean)`;

    const failed = await restoreDatabaseBackup(file, target.url, sql, { identities }, { appSecret: SECRET }).catch((error: Error) => error.message);

    expect(failed).toMatch(/^pg_restore failed \(exit 1\), so nothing was restored: .*test_records/);
    expect(await userRelations(sql)).toBe(0);
    expect(await sql`SELECT 1 FROM pg_tables WHERE tablename = 'schema_migrations'`).toHaveLength(0);
  });

  it('when APP_SECRET is another server\'s, or not set, then the restore is refused with nothing restored', async () => {
    const { file, identities } = await backedUp();
    const target = await ownedDatabase(fixtures);
    const sql = target.connect();

    const other = await restoreDatabaseBackup(file, target.url, sql, { identities }, { appSecret: 'another secret, from another set of servers' }).catch((error: Error) => error.message);
    const unset = await restoreDatabaseBackup(file, target.url, sql, { identities }, {}).catch((error: Error) => error.message);

    expect(other).toMatch(/signature does not match APP_SECRET/);
    expect(unset).toMatch(/signature is checked with APP_SECRET, which is not set/);
    expect(await userRelations(sql)).toBe(0);
  });

  it('when the key is not the one the backup was made for, then it is refused before pg_restore runs', async () => {
    const { file } = await backedUp();
    const target = await ownedDatabase(fixtures);
    const sql = target.connect();

    const refused = await restoreDatabaseBackup(file, target.url, sql, { identities: [(await ageKeyPair()).identity] }, { appSecret: SECRET }).catch((error: Error) => error.message);

    expect(refused).toBe(`This key does not open ${file} (it was made for another key, or its header is damaged): nothing was restored.`);
    expect(await userRelations(sql)).toBe(0);
  });

  it('when the file is a backup of a data folder, then a restore into the database refuses it and says how to restore it', async () => {
    const folder = join(work, 'data');
    await mkdir(folder);
    await writeFile(join(folder, 'contact-inquiries.json'), '{"records":[]}');
    const keys = await ageKeyPair();
    const file = join(work, 'data.tar.age');
    const { sha256 } = await writeEncryptedArchive(folder, file, { recipient: keys.recipient });
    await writeSignature(file, { sha256, hmac: macOf(AppSecret.fromString(SECRET), sha256) });
    const target = await ownedDatabase(fixtures);
    const sql = target.connect();

    const refused = await restoreDatabaseBackup(file, target.url, sql, { identities: [keys.identity] }, { appSecret: SECRET }).catch((error: Error) => error.message);

    expect(refused).toBe(`${file} is a backup of a data folder, not of a database: unset DATABASE_URL to restore it into DATA_DIR. Nothing was restored.`);
    expect(await userRelations(sql)).toBe(0);
  });

  it('when pg_dump cannot reach the database, then the backup fails with its reason and leaves no file', async () => {
    const keys = await ageKeyPair();
    const file = join(work, 'nowhere.pgdump.age');

    const failed = await databaseSource('postgres://care@127.0.0.1:1/nowhere').write(file, { recipient: keys.recipient }).catch((error: Error) => error.message);

    expect(failed).toMatch(/^pg_dump failed \(exit 1\): .*127\.0\.0\.1/);
    expect(await readdir(work)).toEqual([]);
  });
});
