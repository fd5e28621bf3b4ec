import { chmod, mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { BackupsAnswer } from '#contract/staff';
import { everyJobRuns, type JobLock } from '../pg/job-lock';
import type { AppSecret } from '../secrets/app-secret';
import { type BackupSource, dataFolderSource } from './backup-source';
import { backupName, backupTime, DEFAULT_BACKUP_KEEP } from './backup-names';
import { macOf, signatureFile, writeSignature } from './signature';

export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A failed backup is tried again sooner than the next day: a day's bookings are worth an hour's retry. */
const RETRIES_PER_INTERVAL = 24;

/** What the staff area reads: how the automatic backups stand. */
export interface BackupStatus {
  status(): BackupsAnswer;
}

export const backupsOff = (keep = DEFAULT_BACKUP_KEEP): BackupStatus => ({ status: () => ({ configured: false, keep }) });

/** BACKUP_DIR, BACKUP_RECIPIENT and BACKUP_KEEP, as api/config.ts reads them. */
export interface BackupConfig {
  /** Where the encrypted backups go (BACKUP_DIR), made 0700; never inside the data folder. */
  dir: string;
  /** The age public key they are encrypted to (BACKUP_RECIPIENT): the server cannot open them. */
  recipient: string;
  /** How many automatic backups are kept (BACKUP_KEEP); older ones are removed after a success. */
  keep: number;
}

export interface AutomaticBackupOptions {
  dataDir: string;
  config: BackupConfig;
  /** The server's secret: each backup is signed with a key derived from it (signature.ts). */
  secret: AppSecret;
  clock: Clock;
  logger: Logger;
  /** A shorter "day" for tests; not a setting (a deployment has no reason to change it). */
  intervalMs?: number;
  /** What is backed up: the data folder (`dataDir`), or the database in PostgreSQL mode (docs/decisions/078). */
  source?: BackupSource;
  /** Who takes the backup when several servers share a database; alone, every round runs. */
  jobs?: JobLock;
}

/**
 * The server's own backups (BACKUP_DIR, BACKUP_RECIPIENT, BACKUP_KEEP): at start if the newest is a
 * day old or there is none, then one a day, each `backup-YYYYMMDDTHHMMSSZ.tar.age` (`.pgdump.age` from
 * the database in PostgreSQL mode; 0600, sealed to
 * the public key, so this machine cannot open them). After a success the oldest beyond BACKUP_KEEP
 * are removed, only files of that name pattern. A failure is logged and shown to staff until a
 * backup succeeds; it is tried again within the hour.
 */
export class AutomaticBackups implements BackupStatus {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastSuccessAt: number | undefined;
  private lastFailure: { at: number; message: string } | undefined;
  private readonly interval: number;
  private readonly source: BackupSource;

  constructor(private readonly options: AutomaticBackupOptions) {
    this.interval = options.intervalMs ?? BACKUP_INTERVAL_MS;
    this.source = options.source ?? dataFolderSource(options.dataDir);
  }

  status(): BackupsAnswer {
    const at = (instant: number) => new Date(instant).toISOString();
    return {
      configured: true,
      keep: this.options.config.keep,
      ...(this.lastSuccessAt !== undefined ? { lastSuccessAt: at(this.lastSuccessAt) } : {}),
      ...(this.lastFailure ? { lastFailure: { at: at(this.lastFailure.at), message: this.lastFailure.message } } : {}),
    };
  }

  /**
   * Makes BACKUP_DIR private, reads when the newest backup was taken and plans the next one from
   * it. A folder that cannot be made private gets a backup at once, which reports why it fails.
   */
  async start(): Promise<void> {
    const usable = await this.privateFolder().then(
      () => true,
      () => false,
    );
    this.lastSuccessAt = (await this.backups().catch(() => []))[0]?.time;
    const due = this.lastSuccessAt === undefined || !usable ? 0 : this.lastSuccessAt + this.interval - this.options.clock.now();
    this.schedule(Math.max(0, due));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One backup now (or the one under way); never rejects: a failure is logged and kept for staff. */
  run(): Promise<void> {
    this.running ??= this.backUpAlone().then((succeeded) => {
      this.running = null;
      this.schedule(succeeded ? this.interval : this.interval / RETRIES_PER_INTERVAL);
    });
    return this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
    this.timer.unref();
  }

  /** A backup unless another server of the database is taking one now: that round is then its, and counts as done here. */
  private async backUpAlone(): Promise<boolean> {
    const outcome = await (this.options.jobs ?? everyJobRuns).run('automatic-backup', () => this.backUp());
    if (!outcome.ran) this.options.logger.debug('Automatic backup skipped: another server of the database is taking one.');
    return outcome.ran ? outcome.value : true;
  }

  private async backUp(): Promise<boolean> {
    const { config, clock, logger } = this.options;
    const started = clock.now();
    const timer = performance.now();
    const name = backupName(started, this.source.kind);
    try {
      await this.privateFolder();
      await this.removeDrafts();
      const file = join(config.dir, name);
      const { bytes, sha256, facts } = await this.source.write(file, { recipient: config.recipient });
      // Signed, or not kept: a restore refuses a backup without its signature.
      await writeSignature(file, { sha256, hmac: macOf(this.options.secret, sha256) }).catch(async (error: unknown) => {
        await unlink(file).catch(() => undefined);
        throw error;
      });
      this.lastSuccessAt = started;
      this.lastFailure = undefined;
      logger.info({ file: name, ...facts, bytes, ms: Math.round(performance.now() - timer) }, `Automatic backup written to ${config.dir}`);
    } catch (error) {
      const message = failureInWords(error, config.dir);
      this.lastFailure = { at: clock.now(), message };
      // The error's own words name files (by ids at most), never what they hold.
      logger.error({ err: error, dir: config.dir }, `Automatic backup failed: ${message}`);
      return false;
    }
    await this.prune().catch((error: unknown) => logger.warn({ err: error, dir: config.dir }, `Old automatic backups could not be removed from ${config.dir}.`));
    return true;
  }

  /** BACKUP_DIR made 0700, or made so when it was there already (by hand, by another tool); one owned by another user is refused. */
  private async privateFolder(): Promise<void> {
    const { config, logger } = this.options;
    await mkdir(config.dir, { recursive: true, mode: 0o700 });
    const info = await stat(config.dir);
    if (!info.isDirectory()) throw Object.assign(new Error(`${config.dir} is not a folder`), { code: 'ENOTDIR' });
    if ((info.mode & 0o777) === 0o700) return;
    const uid = process.getuid?.();
    if (uid !== undefined && uid !== 0 && info.uid !== uid) throw new NotOwned(config.dir);
    await chmod(config.dir, 0o700);
    const was = (info.mode & 0o777).toString(8);
    logger.info({ dir: config.dir, was }, `BACKUP_DIR (${config.dir}) was open to others (mode ${was}): made it 0700.`);
  }

  /** The automatic backups in BACKUP_DIR, newest first. */
  private async backups(): Promise<{ name: string; time: number }[]> {
    const found = (await readdir(this.options.config.dir)).flatMap((name) => {
      const time = backupTime(name);
      return time === null ? [] : [{ name, time }];
    });
    return found.sort((a, b) => b.time - a.time);
  }

  private async prune(): Promise<void> {
    const { dir, keep } = this.options.config;
    for (const { name } of (await this.backups()).slice(keep)) {
      // The signature first: a backup it was removed from is still found, by its name, at the next prune.
      await unlink(signatureFile(join(dir, name))).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await unlink(join(dir, name));
    }
  }

  /** Drafts of a backup or its signature cut off by a stop or a crash (`….age[.sig].<pid>.tmp`, or `.tmp` before): only this process writes backups here, one at a time. */
  private async removeDrafts(): Promise<void> {
    const { dir } = this.options.config;
    for (const name of await readdir(dir)) {
      if (name.endsWith('.tmp') && backupTime(name.replace(/(\.sig)?(\.\d{1,10})?\.tmp$/, '')) !== null) await unlink(join(dir, name)).catch(() => undefined);
    }
  }
}

/** BACKUP_DIR belongs to another user: the server could not make it private. */
class NotOwned extends Error {
  readonly code = 'ENOTOWNER';
  constructor(dir: string) {
    super(`${dir} belongs to another user`);
  }
}

/** For staff and the log: what went wrong and where to look, without the stack. */
export function failureInWords(error: unknown, dir: string): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOTOWNER':
      return `BACKUP_DIR (${dir}) belongs to another user, so the server cannot make it private (0700): give it to the server's user (chown), or choose a folder of its own.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `BACKUP_DIR (${dir}) is not a folder: a file is in the way.`;
    case 'EACCES':
    case 'EPERM':
      return `The server may not write to BACKUP_DIR (${dir}): check the folder's owner and permissions.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `There is no space left for backups in BACKUP_DIR (${dir}).`;
    case 'EROFS':
      return `BACKUP_DIR (${dir}) is on a read-only disk.`;
    case 'ENOENT':
      return `BACKUP_DIR (${dir}) could not be reached: is its disk mounted?`;
    default:
      return `The backup could not be written${(error as NodeJS.ErrnoException).code ? ` (${(error as NodeJS.ErrnoException).code})` : ''}; the server's log says more.`;
  }
}
