import type { Logger } from 'pino';
import { databaseSource } from './backup/database-backup';
import { systemClock } from './clock';
import type { Config } from './config';
import { databaseCheck } from './health/database-check';
import { PgMailClaims } from './mail/mail-claims.pg';
import type { MailSender } from './mail/sender';
import { openDatabase, prepareDatabase } from './pg/database';
import { databaseJobLock } from './pg/job-lock';
import { RecordLog } from './pg/record-log';
import { openDatabaseDocumentStore } from './referrals/document.store.pg';
import { logAuditCheck } from './audit/audit-check-log';
import { AppSecret } from './secrets/app-secret';
import { databaseSharedState } from './shared-state';
import type { StorageMode } from './storage-mode';
import { openStores } from './stores';

/**
 * How often a server catches up with the others' writes when no request makes it, then looks
 * for e-mails they declared and did not send (a server stopped or killed after storing a booking).
 * Shorter than the sender's own tick, so that tick finds them too.
 */
export const FOLLOW_MS = 15_000;

export const APP_SECRET_NEEDED =
  'DATABASE_URL needs APP_SECRET: every server of one database must sign manage links, seal authenticator secrets and chain the audit trail with the same secret. Set the same APP_SECRET (at least 32 random characters) on each server.';

/**
 * PostgreSQL mode (docs/decisions/081): records, referral documents, staff sessions, the sign-in
 * throttle, the POST rate limit, mail claims and job locks in the database every server shares.
 * The data folder keeps only this server's own things: its lock, the account socket, uploads in
 * progress, .eml files when there is no SMTP_URL, and the journal of a purge it was running.
 */
export async function openDatabaseMode(config: Config & { databaseUrl: string }, logger: Logger): Promise<StorageMode> {
  if (!config.appSecret) throw new Error(APP_SECRET_NEEDED);
  const secret = AppSecret.fromString(config.appSecret);
  const sql = openDatabase(config.databaseUrl, { onNotice: (message) => logger.debug({ notice: message }, 'PostgreSQL notice') });
  try {
    const prepared = await prepareDatabase(sql, (purpose, text) => secret.sign(purpose, text));
    logger.info({ applied: prepared.applied, secret: prepared.secret }, 'The database is ready: its migrations are applied and its APP_SECRET matches this server’s.');
    if (prepared.newer.length) logger.warn({ newer: prepared.newer }, 'The database has migrations this version does not know: a newer version runs on it. This one runs on (migrations only add); update it.');
    const log = new RecordLog(sql);
    const stores = await openStores({ records: log, documentsDir: config.dataDir, documents: openDatabaseDocumentStore(sql, systemClock) }, secret);
    logAuditCheck(stores.audit.checked, logger);
    let timer: NodeJS.Timeout | null = null;
    let behind = false;
    return {
      secret,
      stores,
      sharedState: databaseSharedState(sql, systemClock, secret, config.staffIdleMinutes),
      claims: new PgMailClaims(sql, systemClock),
      jobs: databaseJobLock(sql, { skipped: (name) => logger.debug({ job: name }, 'another server of the database is running this job') }),
      canServe: databaseCheck(sql, systemClock),
      catchUp: () => log.catchUp(),
      arrivals: (listener) => log.onArrival(listener),
      backupSource: databaseSource(config.databaseUrl),
      follow(mail: MailSender) {
        timer = setInterval(() => {
          log.catchUp().then(
            () => {
              if (behind) logger.info('The database answers again: this server has caught up with the others.');
              behind = false;
              void mail.rescan();
            },
            (error: unknown) => {
              if (!behind) logger.warn({ err: error }, 'Could not catch up with the other servers’ writes; trying again.');
              behind = true;
            },
          );
        }, FOLLOW_MS);
        timer.unref();
      },
      async end() {
        if (timer) clearInterval(timer);
        await sql.end({ timeout: 5 });
      },
    };
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
}
