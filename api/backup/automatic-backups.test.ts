import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../clock';
import { ageKeyPair, entriesOf } from '../test-support/backup-cli';
import { capturedLogger } from '../test-support/captured-logger';
import { AppSecret } from '../secrets/app-secret';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { DAY } from '../test-support/test-clock';
import { AutomaticBackups, failureInWords } from './automatic-backups';
import { backupName, backupTime } from './backup-names';
import { restoreBackup } from './restore';

vi.setConfig({ testTimeout: 30_000 });

/** A short "day" injected by the test: the clock runs one day per interval of real time, so each backup gets its own name. */
const INTERVAL_MS = 150;
const START = Date.parse('2026-03-01T02:00:00Z');
const SECRET = 'the server secret of these tests, long enough';
const secret = AppSecret.fromString(SECRET);

let work: string;
let dataDir: string;
let backupDir: string;
let backups: AutomaticBackups | null = null;
beforeEach(async () => {
  work = await tempDataDir('auto-backup');
  dataDir = join(work, 'data');
  backupDir = join(work, 'backups');
  await mkdir(dataDir, { mode: 0o700 });
  await writeFile(join(dataDir, 'contact-inquiries.json'), JSON.stringify({ records: [{ id: 'i1', message: 'An ulcer on the left heel' }], idempotency: [] }));
});
afterEach(async () => {
  backups?.stop();
  backups = null;
  await removeDir(work);
});

function fastClock(): Clock {
  const began = Date.now();
  return { now: () => START + Math.floor(((Date.now() - began) * DAY) / INTERVAL_MS) };
}

const backupFiles = async () => ((await entriesOf(backupDir)) ?? []).filter((name) => name.startsWith('backup-') && name.endsWith('.tar.age')).sort();

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('automatic backups', () => {
  it('when they run each interval, then a backup appears each time, only BACKUP_KEEP remain, and other files in the folder are left alone', async () => {
    const keys = await ageKeyPair();
    const log = capturedLogger();
    backups = new AutomaticBackups({ dataDir, config: { dir: backupDir, recipient: keys.recipient, keep: 3 }, secret, clock: fastClock(), logger: log.logger, intervalMs: INTERVAL_MS });
    await mkdir(backupDir);
    await writeFile(join(backupDir, 'notes.txt'), 'the off-site copy runs at 03:00');

    await backups.start();
    await until(() => log.lines().filter((line) => line.msg === `Automatic backup written to ${backupDir}`).length >= 5, 'five backups');
    backups.stop();
    await until(async () => (await backupFiles()).length <= 3, 'the oldest to be removed');

    const kept = await backupFiles();
    expect(kept).toHaveLength(3);
    expect((await readdir(backupDir)).filter((name) => !name.startsWith('backup-'))).toEqual(['notes.txt']);
    expect((await stat(join(backupDir, kept[2]!))).mode & 0o777).toBe(0o600);
    // Each kept backup has its signature beside it; the removed ones' went with them.
    expect((await readdir(backupDir)).filter((name) => name.endsWith('.sig'))).toEqual(kept.map((name) => `${name}.sig`));
    expect(backups.status()).toEqual({ configured: true, keep: 3, lastSuccessAt: expect.stringMatching(/^2026-03-/) });
    // The newest opens with the key and holds the data folder; the log named no record's content.
    const restored = join(work, 'restored');
    expect(await restoreBackup(join(backupDir, kept[2]!), restored, { identities: [keys.identity] }, { appSecret: SECRET })).toEqual({ files: 1, signature: 'setting' });
    expect(await readFile(join(restored, 'contact-inquiries.json'), 'utf8')).toContain('An ulcer on the left heel');
    expect(log.text()).not.toContain('left heel');
    expect(await entriesOf(dataDir)).toEqual(['contact-inquiries.json']);
  });

  it('when a file is in the way of BACKUP_DIR, then the failure is logged and shown in words, and the next success clears it', async () => {
    const keys = await ageKeyPair();
    const log = capturedLogger();
    await writeFile(backupDir, 'not a folder');
    backups = new AutomaticBackups({ dataDir, config: { dir: backupDir, recipient: keys.recipient, keep: 3 }, secret, clock: fastClock(), logger: log.logger, intervalMs: DAY });

    await backups.run();

    const message = `BACKUP_DIR (${backupDir}) is not a folder: a file is in the way.`;
    expect(backups.status()).toEqual({ configured: true, keep: 3, lastFailure: { at: expect.stringMatching(/^2026-03-01T/), message } });
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 50, msg: `Automatic backup failed: ${message}`, dir: backupDir }));
    expect(log.text()).not.toContain('left heel');
    // No snapshot is left in the data folder by the failed attempt.
    expect(await entriesOf(dataDir)).toEqual(['contact-inquiries.json']);

    await rm(backupDir);
    await backups.run();

    expect(backups.status()).toEqual({ configured: true, keep: 3, lastSuccessAt: expect.any(String) });
    expect(await backupFiles()).toHaveLength(1);
    expect((await stat(backupDir)).mode & 0o777).toBe(0o700);
  });

  it('when the newest backup is less than a day old at start, then the next is made when its day is up, not at start', async () => {
    const keys = await ageKeyPair();
    await mkdir(backupDir);
    // Time is the test's: the one timer a backup comes from runs when the test moves the clock to it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const recent = backupName(Date.now() - DAY / 2);
      await writeFile(join(backupDir, recent), 'an earlier backup');
      backups = new AutomaticBackups({ dataDir, config: { dir: backupDir, recipient: keys.recipient, keep: 3 }, secret, clock: { now: () => Date.now() }, logger: capturedLogger().logger });

      await backups.start();
      expect(backups.status().lastSuccessAt).toBe(new Date(backupTime(recent)!).toISOString());
      await vi.advanceTimersToNextTimerAsync();
      // The backup that timer began (run() joins the one under way).
      await backups.run();

      expect(await backupFiles()).toEqual([recent, backupName(backupTime(recent)! + DAY)]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a backup fails, then the words name the cause without a stack', () => {
    const fail = (code: string) => failureInWords(Object.assign(new Error('x'), { code }), '/b');
    expect(fail('EACCES')).toBe("The server may not write to BACKUP_DIR (/b): check the folder's owner and permissions.");
    expect(fail('ENOSPC')).toBe('There is no space left for backups in BACKUP_DIR (/b).');
    expect(fail('EROFS')).toBe('BACKUP_DIR (/b) is on a read-only disk.');
    expect(fail('EIO')).toBe("The backup could not be written (EIO); the server's log says more.");
  });
});
