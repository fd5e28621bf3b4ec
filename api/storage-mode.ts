import { basename } from 'node:path';
import type { Logger } from 'pino';
import { type Arrivals } from './per-address-limits';
import type { BackupSource } from './backup/backup-source';
import { macOf } from './backup/signature';
import { systemClock } from './clock';
import type { Config } from './config';
import { removeLeftoverSnapshots, takeSnapshot } from './db/snapshot';
import type { ServeCheck } from './health/health.router';
import { type MailClaims, MemoryMailClaims } from './mail/mail-claims';
import type { MailSender } from './mail/sender';
import { everyJobRuns, type JobLock } from './pg/job-lock';
import { logAuditCheck } from './audit/audit-check-log';
import { AppSecret } from './secrets/app-secret';
import { memorySharedState, type SharedState } from './shared-state';
import { inDataDir, openStores, type Stores } from './stores';

/**
 * Where this server keeps its data, and what follows from it: the data folder alone (the default),
 * or PostgreSQL shared with other servers (DATABASE_URL, api/database-mode.ts, docs/decisions/081).
 * server.ts composes the rest the same way for both.
 */
export interface StorageMode {
  secret: AppSecret;
  stores: Stores;
  sharedState: SharedState;
  /** Which server sends each e-mail. */
  claims: MailClaims;
  /** Who runs the retention purge and the automatic backups. */
  jobs: JobLock;
  /** What GET /healthz checks; the data folder's when absent. */
  canServe?: ServeCheck;
  /** With other servers: this one's stores brought up to theirs, before each request that reads them. */
  catchUp?: () => Promise<void>;
  arrivals?: Arrivals;
  /** What an automatic backup reads; the data folder when absent. */
  backupSource?: BackupSource;
  /** For `npm run backup` through the account socket: a snapshot of the data folder, and a signature of what it made of it. */
  backupHelp?: { snapshot(owner?: number): Promise<string>; signBackup(sha256: string): string };
  /** Once the server listens: keeps this server's stores and mail sender up with the other servers' writes. */
  follow(mail: MailSender): void;
  /** At stop, after the stores are flushed. */
  end(): Promise<void>;
}

/** One server on its data folder (DATA_DIR), as before PostgreSQL mode: every record, document and count there or in memory. */
export async function openFolderMode(config: Config, logger: Logger): Promise<StorageMode> {
  // A backup cut off by a crash or a stop left its snapshot (hard links, so no space, but clutter).
  const leftovers = await removeLeftoverSnapshots(config.dataDir);
  if (leftovers) logger.info({ leftovers }, 'Removed the snapshots of backups that did not finish.');
  const secret = await AppSecret.load(config.dataDir, config.appSecret);
  const stores = await openStores(inDataDir(config.dataDir), secret);
  logAuditCheck(stores.audit.checked, logger);
  return {
    secret,
    stores,
    sharedState: memorySharedState(systemClock, config.staffIdleMinutes),
    claims: new MemoryMailClaims(systemClock),
    // One server on its data folder runs every purge and backup (its lock file keeps a second server out).
    jobs: everyJobRuns,
    // `npm run backup` asks for a snapshot and reads, tars and encrypts it itself: its passphrase never reaches the server.
    backupHelp: {
      snapshot: async (owner) => basename((await takeSnapshot(config.dataDir, owner)).folder),
      signBackup: (sha256) => macOf(secret, sha256),
    },
    follow: () => undefined,
    end: async () => undefined,
  };
}
