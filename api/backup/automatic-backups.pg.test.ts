import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseJobLock } from '../pg/job-lock';
import { AppSecret } from '../secrets/app-secret';
import { ageKeyPair } from '../test-support/backup-cli';
import { capturedLogger } from '../test-support/captured-logger';
import { contentsOf, fillDatabase, ownedDatabase } from '../test-support/owned-database';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { AutomaticBackups } from './automatic-backups';
import { databaseSource, restoreDatabaseBackup } from './database-backup';

vi.setConfig({ testTimeout: 60_000 });

const fixtures = postgresFixtures('autopg');
const SECRET = 'the secret every server of this database shares';

let work: string;
let backups: AutomaticBackups | null = null;
beforeEach(async () => {
  work = await tempDataDir('auto-pg');
});
afterEach(async () => {
  backups?.stop();
  backups = null;
  await removeDir(work);
});

describe('automatic backups in PostgreSQL mode', () => {
  it('when another server is taking the backup, then this one skips the round quietly; once it is free, this one writes a signed dump that restores', async () => {
    const database = await ownedDatabase(fixtures);
    const sql = database.connect();
    await fillDatabase(sql, SECRET);
    const keys = await ageKeyPair();
    const log = capturedLogger('debug');
    const backupDir = join(work, 'backups');
    backups = new AutomaticBackups({
      dataDir: join(work, 'unused-data'),
      config: { dir: backupDir, recipient: keys.recipient, keep: 3 },
      secret: AppSecret.fromString(SECRET),
      clock: { now: () => Date.now() },
      logger: log.logger,
      source: databaseSource(database.url),
      jobs: databaseJobLock(sql),
    });
    let release: () => void = () => undefined;
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const otherServer = databaseJobLock(database.connect()).run('automatic-backup', () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await held;

    await backups.run();
    const whileHeld = await readdir(backupDir).catch(() => []);
    release();
    await otherServer;
    await backups.run();

    expect(whileHeld).toEqual([]);
    expect(log.lines().map((line) => line.msg)).toContain('Automatic backup skipped: another server of the database is taking one.');
    const written = (await readdir(backupDir)).sort();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^backup-\d{8}T\d{6}Z\.pgdump\.age$/);
    expect(written[1]).toBe(`${written[0]}.sig`);
    expect(backups.status().lastFailure).toBeUndefined();
    const target = await ownedDatabase(fixtures);
    const restored = target.connect();
    await restoreDatabaseBackup(join(backupDir, written[0]!), target.url, restored, { identities: [keys.identity] }, { appSecret: SECRET });
    expect(await contentsOf(restored)).toEqual(await contentsOf(sql));
  });
});
