import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ageKeyPair, backupScript } from '../test-support/backup-cli';
import { contentsOf, fillDatabase, ownedDatabase } from '../test-support/owned-database';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// npm run backup / restore with DATABASE_URL, as the compiled commands run (decision 078).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const fixtures = postgresFixtures('pgcli');
const SECRET = 'the secret every server of this database shares';

let work: string;
beforeEach(async () => {
  work = await tempDataDir('pg-cli');
});
afterEach(() => removeDir(work));

async function setUp() {
  const source = await ownedDatabase(fixtures);
  const sql = source.connect();
  await fillDatabase(sql, SECRET);
  const keys = await ageKeyPair();
  const keyFile = join(work, 'key.txt');
  await writeFile(keyFile, keys.keyFile, { mode: 0o600 });
  return { source, sql, keys, keyFile, file: join(work, 'db.pgdump.age'), dataDir: join(work, 'data') };
}

describe('npm run backup and restore with DATABASE_URL', () => {
  it('when the database is backed up and restored into a new empty database, then it holds the same rows, and neither command prints the password', async () => {
    const { source, sql, keys, keyFile, file, dataDir } = await setUp();
    const target = await ownedDatabase(fixtures);

    const backup = await backupScript('backup', dataDir, [file, '--recipient', keys.recipient], '', { DATABASE_URL: source.url, APP_SECRET: SECRET });
    const restore = await backupScript('restore', dataDir, [file, '--identity', keyFile], '', { DATABASE_URL: target.url, APP_SECRET: SECRET });

    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(new RegExp(`^Backed up the database to ${file} \\(\\d+ kB, encrypted to ${keys.recipient}; signed in ${file}\\.sig`));
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restored \d+ tables and sequences from .* into the database DATABASE_URL names, its signature checked with APP_SECRET\./);
    expect(await contentsOf(target.connect())).toEqual(await contentsOf(sql));
    expect(`${backup.stdout}${restore.stdout}`).not.toContain('care password');
    // The data folder plays no part: nothing was made there.
    expect(await readdir(work)).not.toContain('data');
  });

  it('when APP_SECRET is unset, or not the one the database knows, then nothing is written', async () => {
    const { source, keys, file, dataDir } = await setUp();

    const unset = await backupScript('backup', dataDir, [file, '--recipient', keys.recipient], '', { DATABASE_URL: source.url });
    const other = await backupScript('backup', dataDir, [file, '--recipient', keys.recipient], '', { DATABASE_URL: source.url, APP_SECRET: 'not the secret these servers were started with' });

    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('APP_SECRET is not set: a backup of the database is signed with the secret its servers share.');
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('APP_SECRET is not the secret of the servers of this database');
    expect(await readdir(work)).toEqual(['key.txt']);
  });

  it('when the target database has tables, or the file was changed, then the restore is refused and the database is left as it was', async () => {
    const { source, keys, keyFile, file, dataDir } = await setUp();
    await backupScript('backup', dataDir, [file, '--recipient', keys.recipient], '', { DATABASE_URL: source.url, APP_SECRET: SECRET });
    const full = await ownedDatabase(fixtures);
    await full.connect()`CREATE TABLE kept (id int)`;

    const intoFull = await backupScript('restore', dataDir, [file, '--identity', keyFile], '', { DATABASE_URL: full.url, APP_SECRET: SECRET });
    const bytes = await readFile(file);
    bytes[200]! ^= 1;
    await writeFile(file, bytes);
    const empty = await ownedDatabase(fixtures);
    const tampered = await backupScript('restore', dataDir, [file, '--identity', keyFile], '', { DATABASE_URL: empty.url, APP_SECRET: SECRET });

    expect(intoFull.code).toBe(1);
    expect(intoFull.stderr).toContain('The database DATABASE_URL names is not empty (it holds 1 table or sequence)');
    expect(Object.keys(await contentsOf(full.connect()))).toEqual(['kept']);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toContain('is not the file its signature was made for');
    expect(await contentsOf(empty.connect())).toEqual({});
  });
});
