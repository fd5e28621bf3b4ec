import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { ageKeyPair, backupScript, entriesOf } from '../test-support/backup-cli';
import { serverFixtures } from '../test-support/server-fixtures';
import { startServerProcess } from '../test-support/server-process';
import { signInFully } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';
import { STAFF_PASSWORD } from '../test-support/staff';
import { backupName } from './backup-names';

// The automatic backups as `npm start` runs them: the real server process with BACKUP_* set.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const { folder, start } = serverFixtures({ after: 'each', signal: 'SIGTERM' });

async function until<T>(read: () => Promise<T | undefined> | T | undefined, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('automatic backups of the running server', () => {
  it('when the server starts with none in the last day, then it makes one at once, keeps BACKUP_KEEP and leaves other files alone', async () => {
    const work = await folder('auto-server');
    const dataDir = join(work, 'data');
    const backupDir = join(work, 'backups');
    await mkdir(backupDir);
    // Six older backups (their names are what counts) and a file of the operator's own.
    const old = Array.from({ length: 6 }, (_, n) => backupName(Date.parse('2026-01-01T02:00:00Z') + n * 86_400_000));
    for (const name of old) await writeFile(join(backupDir, name), 'an older backup');
    await writeFile(join(backupDir, 'README.txt'), 'copied off-site nightly');
    const keys = await ageKeyPair();
    const server = await start(dataDir, { BACKUP_DIR: backupDir, BACKUP_RECIPIENT: keys.recipient, BACKUP_KEEP: '4' });

    const line = await until(() => server.output().split('\n').find((text) => text.includes('Automatic backup written')), 'the backup at start');
    const names = await until(async () => {
      const found = ((await entriesOf(backupDir)) ?? []).filter((name) => name.startsWith('backup-') && name.endsWith('.tar.age')).sort();
      return found.length === 4 ? found : undefined;
    }, 'the oldest to be removed');

    expect(JSON.parse(line)).toMatchObject({ component: 'backup', file: names[3], files: expect.any(Number), bytes: expect.any(Number), writesHeldMs: expect.any(Number) });
    expect(names.slice(0, 3)).toEqual(old.slice(3));
    expect((await readdir(backupDir)).filter((name) => !name.startsWith('backup-'))).toEqual(['README.txt']);
    // Signed by the server: the signature beside it, checked by the restore below with the app-secret inside it.
    expect((await readdir(backupDir)).filter((name) => name.endsWith('.sig'))).toEqual([`${names[3]}.sig`]);
    // The new one is a real backup of the data folder: it restores with the key.
    const keyFile = join(work, 'key.txt');
    await writeFile(keyFile, keys.keyFile);
    const target = join(work, 'restored');
    expect(await backupScript('restore', target, [join(backupDir, names[3]!), '--identity', keyFile])).toMatchObject({ code: 0 });
    expect((await entriesOf(target))!).toContain('app-secret');
  });

  it('when BACKUP_DIR exists open to others (0755), then the server makes it 0700 as it starts, and says so, though no backup is due', async () => {
    const work = await folder('auto-server-mode');
    const backupDir = join(work, 'backups');
    await mkdir(backupDir, { mode: 0o755 });
    await chmod(backupDir, 0o755);
    await writeFile(join(backupDir, backupName(Date.now() - 60_000)), 'a backup made a minute ago');
    const server = await start(join(work, 'data'), { BACKUP_DIR: backupDir, BACKUP_RECIPIENT: (await ageKeyPair()).recipient });

    const line = await until(() => server.output().split('\n').find((text) => text.includes('made it 0700')), 'the folder made private');

    expect(JSON.parse(line)).toMatchObject({ level: 30, component: 'backup', dir: backupDir, was: '755' });
    expect((await stat(backupDir)).mode & 0o777).toBe(0o700);
    expect(server.output()).not.toContain('Automatic backup written');
  });

  it('when a file is in the way of BACKUP_DIR, then the failure is logged and shown to staff, and no snapshot is left', async () => {
    const work = await folder('auto-server-fail');
    const dataDir = join(work, 'data');
    const backupDir = join(work, 'backups');
    await writeFile(backupDir, 'a file where the folder should be');
    const keys = await ageKeyPair();
    // Added before the start, at the test cost: this is about the failure shown, not the account or its hashing.
    await addStaffCheaply(dataDir, 'coordinator');
    const server = await start(dataDir, { BACKUP_DIR: backupDir, BACKUP_RECIPIENT: keys.recipient });

    const line = await until(() => server.output().split('\n').find((text) => text.includes('Automatic backup failed')), 'the failure in the log');
    const cookie = await signInFully(server.url, 'coordinator', STAFF_PASSWORD);
    const answer = await fetch(server.url + STAFF_API.backups, { headers: { Cookie: cookie } });

    const message = `BACKUP_DIR (${backupDir}) is not a folder: a file is in the way.`;
    expect(JSON.parse(line)).toMatchObject({ level: 50, component: 'backup', msg: `Automatic backup failed: ${message}` });
    expect(await answer.json()).toEqual({ configured: true, keep: 14, lastFailure: { at: expect.any(String), message } });
    expect(await readFile(backupDir, 'utf8')).toBe('a file where the folder should be');
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.snapshot-'))).toEqual([]);
  });

  it('when BACKUP_DIR is set without BACKUP_RECIPIENT, then the server refuses to start and says why', async () => {
    const dataDir = await folder('auto-server-config');

    const refused = await startServerProcess(dataDir, { BACKUP_DIR: join(dataDir, '..', 'backups') }).catch((error: Error) => error.message);

    expect(refused).toContain('BACKUP_DIR and BACKUP_RECIPIENT go together');
  });
});
