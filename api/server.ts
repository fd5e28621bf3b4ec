import { chmod } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app';
import { AutomaticBackups, backupsOff } from './backup/automatic-backups';
import { macOf } from './backup/signature';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { DataFolderLock } from './db/data-lock';
import { removeLeftoverSnapshots, takeSnapshot } from './db/snapshot';
import { StorageCeiling } from './db/storage-ceiling';
import { GracefulStop } from './http/graceful-stop';
import { createHttpServer } from './http/http-server';
import { createLogger } from './http/logging';
import { AppSecret } from './secrets/app-secret';
import { logAuditCheck } from './audit/audit-check-log';
import { everyJobRuns } from './pg/job-lock';
import { memorySharedState } from './shared-state';
import { listenForAccountCommands } from './command-line/account-socket';
import { createAccounts } from './users/users.service';
import { createMailSender, MAIL_FOLDER } from './mail/mail-setup';
import { goLiveSettings, notReadyWarning, preflight, siteFacts } from './preflight/preflight';
import { createDataLife } from './retention/data-life.service';
import { flushStores, openStores } from './stores';
import { resetUploadFolder } from './uploads/upload-folder';
import { UPLOAD_REQUEST_MS } from './http/body-deadline';

async function main(logger: Logger): Promise<void> {
  const config = loadConfig();
  logger.level = config.logLevel;
  // Before anything is read: a second server on this folder stops here, with the holder named.
  const lock = await DataFolderLock.acquire(config.dataDir);
  process.on('exit', () => lock.release());
  // Made 0700 when created; an existing folder may have been made by hand or by another tool.
  await chmod(config.dataDir, 0o700);
  // A backup cut off by a crash or a stop left its snapshot (hard links, so no space, but clutter).
  const leftovers = await removeLeftoverSnapshots(config.dataDir);
  if (leftovers) logger.info({ leftovers }, 'Removed the snapshots of backups that did not finish.');
  const secret = await AppSecret.load(config.dataDir, config.appSecret);
  const stores = await openStores(config.dataDir, secret);
  logAuditCheck(stores.audit.checked, logger);
  // PostgreSQL mode will give databaseSharedState here (docs/decisions/073); DATABASE_URL is refused until then.
  const sharedState = memorySharedState(systemClock, config.staffIdleMinutes);
  // One server on its data folder runs every purge and backup; PostgreSQL mode gives databaseJobLock(sql) here (docs/decisions/078).
  const jobs = everyJobRuns;
  const mail = createMailSender({
    config: config.mail,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    stores,
    clock: systemClock,
    timeZone: config.timeZone,
    secret,
    logger: logger.child({ component: 'mail' }),
  });
  const life = createDataLife({ stores, dataDir: config.dataDir, clock: systemClock, timeZone: config.timeZone, retentionMonths: config.retentionMonths, mail, jobs });
  // A purge or deletion a crash cut short is finished before any e-mail could go out about its records.
  const resumed = await life.resume();
  if (resumed) logger.info({ counts: resumed }, 'finished a purge or deletion that a stop had cut short');
  // Uploads a stop cut off, and documents kept by a referral whose write never finished.
  await resetUploadFolder(config.dataDir);
  const orphans = await life.removeUnreferencedDocuments();
  if (orphans) logger.info({ documents: orphans }, 'Removed documents that no referral names (a stop while a referral was being stored).');
  const backups = config.backup
    ? new AutomaticBackups({ dataDir: config.dataDir, config: config.backup, secret, clock: systemClock, logger: logger.child({ component: 'backup' }), jobs })
    : null;
  let refusing = false;
  const goLive = goLiveSettings(config, process.env);
  const storage = await StorageCeiling.open(config.dataDir, config.dataMaxMb, (full, usedBytes) => {
    const used = `${(usedBytes / 1024 / 1024).toFixed(1)} MB`;
    if (full) {
      refusing = true;
      logger.error(
        { usedMb: used, dataMaxMb: config.dataMaxMb },
        `The data folder holds ${used}, at its DATA_MAX_MB ceiling of ${config.dataMaxMb} MB: new bookings and inquiries are refused (507) until space is freed or the ceiling is raised. Pages and reads go on.`,
      );
    } else if (refusing) {
      refusing = false;
      logger.info({ usedMb: used, dataMaxMb: config.dataMaxMb }, `The data folder holds ${used}, below its ceiling again: submissions are accepted.`);
    }
  });
  // A message being sent finishes and is logged; whatever is left is sent at the next start.
  const stop = new GracefulStop({ drainMs: config.drainSeconds * 1000, logger, finish: () => mail.stop().then(() => life.stop()).then(() => flushStores(stores)) });
  const app = createApp({
    stores,
    clock: systemClock,
    timeZone: config.timeZone,
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    publicUrlSet: config.publicUrlSet,
    staffEnrolHours: config.staffEnrolHours,
    logger,
    rateLimitPerMinute: config.rateLimitPerMinute,
    bookingsPerAddressPerDay: config.bookingsPerAddressPerDay,
    trustProxy: config.trustProxy,
    dataDir: config.dataDir,
    stopping: () => stop.stopping,
    storage,
    documentsMaxMb: config.documentsMaxMb,
    referralMbPerAddressPerDay: config.referralMbPerAddressPerDay,
    secret,
    sharedState,
    mail,
    life,
    goLive,
    backups: backups ?? backupsOff(),
  });
  // `npm run staff` sends account changes here while the server owns the data folder (decision 011).
  const accounts = createAccounts({
    users: stores.users,
    audit: stores.audit,
    clock: systemClock,
    endSessions: (id) => sharedState.sessions.endAllFor(id),
    enrolHours: config.staffEnrolHours,
  });
  // `npm run backup` asks here for a snapshot and reads, tars and encrypts it itself: its passphrase never reaches the server.
  const snapshot = async (owner?: number) => basename((await takeSnapshot(config.dataDir, owner)).folder);
  const signBackup = (sha256: string) => macOf(secret, sha256);
  const accountSocket = await listenForAccountCommands(config.dataDir, { accounts, life, snapshot, signBackup }, (error) => logger.error({ err: error }, 'an account command failed')).catch(
    (error: Error) => {
      // The site runs on; only `npm run staff` cannot reach it, and says why.
      logger.warn({ err: error }, `No account socket: ${error.message} Stop the server to change staff accounts.`);
      return null;
    },
  );
  // A referral's documents over a slow line take minutes; every other body keeps its 30 s (api/http/body-deadline.ts).
  const server = createHttpServer(app, { requestMs: UPLOAD_REQUEST_MS });
  server.on('close', () => accountSocket?.close());
  server.listen({ port: config.port, host: config.host }, () => {
    const { port, address } = server.address() as AddressInfo;
    logger.info(
      { port, host: address, dataDir: config.dataDir, timeZone: config.timeZone, rateLimitPerMinute: config.rateLimitPerMinute, dataMaxMb: config.dataMaxMb, drainSeconds: config.drainSeconds },
      `Site and API on http://localhost:${port}, public address ${config.publicUrl}`,
    );
    if (config.trustProxy && !config.host) {
      logger.warn(
        { port },
        `TRUST_PROXY is set and the server listens on every address of this machine: anyone who reaches port ${port} directly, not through the proxy, chooses the address the rate limits and the audit trail see with X-Forwarded-For. Set HOST=127.0.0.1 when the proxy runs on this machine, or let a firewall admit the proxy alone.`,
      );
    }
    // One line, so it is seen in any log; the list itself is `npm run preflight` and the staff agenda.
    const notReady = preflight({ facts: siteFacts, settings: goLive, activeStaffAccounts: stores.users.list().filter((user) => !user.disabled).length });
    if (notReady.length) logger.warn({ notReady: notReady.length }, notReadyWarning(notReady.length));
    if (!config.mail.smtpUrl) {
      logger.info({ folder: `${config.dataDir}/${MAIL_FOLDER}` }, 'No SMTP_URL: e-mails are not sent but written as .eml files in the data folder, exactly as they would be sent.');
    }
    // Pending messages (declared by stored records, not yet in the mail log) go out now.
    mail.start();
    // Records past their keeping time go now and every 24 hours (RETENTION_MONTHS).
    void life.schedule({
      done: (counts) => logger.info({ counts }, 'retention purge done'),
      failed: (error) => logger.error({ err: error }, 'the retention purge failed; it is finished at the next start or in 24 hours'),
      skipped: () => logger.debug('retention purge skipped: another server of the database is running it'),
    });
    void backups?.start();
  });
  server.on('close', () => backups?.stop());
  stop.watch(server);
}

const logger = createLogger();
// An error nothing caught leaves the process in an unknown state: log it and exit; every acknowledged write is already on disk.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});

main(logger).catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'could not start');
  process.exit(1);
});
