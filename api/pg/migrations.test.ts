import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { migrate, MIGRATION_LOCK_KEY, readMigrations } from './migrations';

/** Each test: a database of its own, a folder of migrations, and the connections it opened, all gone after it. */
const { afterTest, database } = postgresFixtures('migrations');

async function folderOf(files: Record<string, string>): Promise<{ folder: string; write(name: string, text: string): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'woundcare-migrations-'));
  afterTest(() => rm(folder, { recursive: true, force: true }));
  const write = (name: string, text: string) => writeFile(join(folder, name), text);
  for (const [name, text] of Object.entries(files)) await write(name, text);
  return { folder, write };
}

const tables = async (sql: Sql) => (await sql<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`).map(({ name }) => name);
const recorded = async (sql: Sql) => (await sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY id`).map(({ name }) => name);

// Each later file needs the one before: applied out of order, one would fail.
const VISITS = {
  '010-visits-by-nurse.sql': 'CREATE INDEX visits_by_nurse ON visits (nurse);',
  '002-visit-nurse.sql': 'ALTER TABLE visits ADD COLUMN nurse integer NOT NULL DEFAULT 0;',
  '001-visits.sql': 'CREATE TABLE visits (id integer PRIMARY KEY);\nCREATE TABLE notes (id integer PRIMARY KEY);',
};

describe('the migrations runner', () => {
  it('when a database is new, then every file is applied in the order of its number and recorded with its checksum; run again, then nothing is applied', async () => {
    const sql = (await database()).connect();
    const migrations = await readMigrations((await folderOf(VISITS)).folder);

    const first = await migrate(sql, migrations);
    const second = await migrate(sql, migrations);

    expect(first).toEqual({ applied: ['001-visits.sql', '002-visit-nurse.sql', '010-visits-by-nurse.sql'], newer: [] });
    expect(second).toEqual({ applied: [], newer: [] });
    expect(await tables(sql)).toEqual(['notes', 'schema_migrations', 'visits']);
    const rows = await sql<{ id: number; checksum: string }[]>`SELECT id, checksum FROM schema_migrations ORDER BY id`;
    expect(rows).toEqual(migrations.map(({ id, checksum }) => ({ id, checksum })));
    expect(rows.every(({ checksum }) => /^[0-9a-f]{64}$/.test(checksum))).toBe(true);
  });

  it('when a file is added after the others ran, then only it is applied; numbered before the last one applied, then the start is refused', async () => {
    const sql = (await database()).connect();
    const files = await folderOf(VISITS);
    await migrate(sql, await readMigrations(files.folder));

    await files.write('011-notes-text.sql', 'ALTER TABLE notes ADD COLUMN text text;');
    const added = await migrate(sql, await readMigrations(files.folder));
    await files.write('005-late.sql', 'CREATE TABLE late (id integer);');
    const late = migrate(sql, await readMigrations(files.folder));

    expect(added.applied).toEqual(['011-notes-text.sql']);
    await expect(late).rejects.toThrow('The migration 005-late.sql is numbered before 011-notes-text.sql, which this database already has');
    expect(await tables(sql)).not.toContain('late');
  });

  it('when two servers start at once, then one applies every migration and the other waits for its lock and finds nothing to do', async () => {
    const db = await database();
    const [holder, observer, first, second] = [db.connect(), db.connect(), db.connect(), db.connect()];
    const migrations = await readMigrations((await folderOf(VISITS)).folder);
    // The lock held meanwhile, so both runs are certainly waiting for it at once.
    let release!: () => void;
    let held!: () => void;
    const lockHeld = new Promise<void>((resolve) => (held = resolve));
    const holding = holder.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`;
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await lockHeld;

    const runs = [migrate(first, migrations), migrate(second, migrations)];
    await expect
      .poll(async () => (await observer<{ waiting: number }[]>`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`)[0]!.waiting)
      .toBe(2);
    release();
    await holding;
    const outcomes = await Promise.all(runs);

    expect(outcomes.map(({ applied }) => applied.length).sort()).toEqual([0, 3]);
    expect(await recorded(observer)).toEqual(['001-visits.sql', '002-visit-nurse.sql', '010-visits-by-nurse.sql']);
  });

  it('when a migration that ran was edited, then the start is refused, naming the file, and nothing else is applied', async () => {
    const sql = (await database()).connect();
    const files = await folderOf(VISITS);
    await migrate(sql, await readMigrations(files.folder));

    await appendFile(join(files.folder, '002-visit-nurse.sql'), '\nALTER TABLE visits ADD COLUMN room integer;');
    await files.write('020-rooms.sql', 'CREATE TABLE rooms (id integer);');
    const edited = migrate(sql, await readMigrations(files.folder));

    await expect(edited).rejects.toThrow(/^The migration 002-visit-nurse\.sql was changed after it was applied to this database \(its text differs\)\. A migration that has run is never edited/);
    expect(await tables(sql)).not.toContain('rooms');
    expect(await recorded(sql)).toHaveLength(3);
  });

  it('when a migration fails, then nothing of that start is left: no table, no record, not even the record table; once fixed, all apply', async () => {
    const sql = (await database()).connect();
    const files = await folderOf({ ...VISITS, '011-broken.sql': 'ALTER TABLE no_such_table ADD COLUMN x integer;' });

    const failed = migrate(sql, await readMigrations(files.folder));
    await expect(failed).rejects.toThrow(/^The migration 011-broken\.sql failed, so none of this start's migrations were applied: relation "no_such_table" does not exist/);
    expect(await tables(sql)).toEqual([]);

    await files.write('011-broken.sql', 'ALTER TABLE notes ADD COLUMN x integer;');
    expect((await migrate(sql, await readMigrations(files.folder))).applied).toHaveLength(4);
  });

  it('when a migration commits by itself, then the start is refused, saying to remove its transaction statements', async () => {
    const sql = (await database()).connect();
    const files = await folderOf({ '001-visits.sql': VISITS['001-visits.sql'], '002-commits.sql': 'COMMIT;\nCREATE TABLE rooms (id integer);' });

    await expect(migrate(sql, await readMigrations(files.folder))).rejects.toThrow('The migration 002-commits.sql ends the transaction itself (COMMIT or ROLLBACK)');
  });

  it('when the database has a migration this version lacks, then it is named as newer and the rest still applies', async () => {
    const sql = (await database()).connect();
    const files = await folderOf(VISITS);
    await migrate(sql, await readMigrations(files.folder));
    await sql`INSERT INTO schema_migrations (id, name, checksum) VALUES (30, '030-from-a-newer-version.sql', ${'0'.repeat(64)})`;

    expect(await migrate(sql, await readMigrations(files.folder))).toEqual({ applied: [], newer: ['030-from-a-newer-version.sql'] });
  });

  it('when a file is misnamed or two share a number, then reading the folder says which', async () => {
    const misnamed = await folderOf({ '001-visits.sql': '', '2-nurses.sql': '' });
    const twins = await folderOf({ '001-visits.sql': '', '001-nurses.sql': '' });

    await expect(readMigrations(misnamed.folder)).rejects.toThrow('The migration file 2-nurses.sql is not named NNN-name.sql');
    await expect(readMigrations(twins.folder)).rejects.toThrow('The migrations 001-nurses.sql and 001-visits.sql have the same number');
  });
});
