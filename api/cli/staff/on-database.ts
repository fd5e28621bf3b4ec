import type { Sql } from 'postgres';
import { logAuditCheck } from '../../audit/audit-check-log';
import { AuditStore } from '../../audit/audit.store';
import { systemClock } from '../../clock';
import { type AccountCommand, type AccountReply, runAccountCommand } from '../../command-line/account-command';
import { openDatabase, prepareDatabase } from '../../pg/database';
import { databaseJobLock } from '../../pg/job-lock';
import { RecordLog } from '../../pg/record-log';
import { openDatabaseDocumentStore } from '../../referrals/document.store.pg';
import { createDataLife } from '../../retention/data-life.service';
import { AppSecret } from '../../secrets/app-secret';
import { databaseSharedState } from '../../shared-state';
import { flushStores, openStores } from '../../stores';
import { createAccounts } from '../../users/users.service';
import { UsersStore } from '../../users/users.store';
import { unreachable } from '../backup/database-command';

export interface DatabaseCommandOptions {
  appSecret: string | undefined;
  enrolHours?: number;
  /** For purge: where the forget journal and the sent-mail files are, as on the servers. */
  dataDir: string;
  timeZone: string;
  retentionMonths: number;
}

const NO_SECRET =
  'APP_SECRET is not set: with DATABASE_URL, the accounts and the audit trail are kept with the secret every server of the database shares. Run this with their APP_SECRET; nothing was changed.';

/**
 * `npm run staff` with DATABASE_URL (docs/decisions/083): no socket and no data folder lock; the
 * database's transactions and the record lock make this process one more writer beside the
 * servers. The schema is brought up to date and APP_SECRET checked (or, on a database no server has
 * started on yet, recorded) exactly as a server does at start, so the first account may be added
 * before the first server starts.
 */
export async function runOnDatabase(databaseUrl: string, command: AccountCommand, options: DatabaseCommandOptions): Promise<AccountReply> {
  if (!options.appSecret) throw new Error(NO_SECRET);
  const secret = AppSecret.fromString(options.appSecret);
  // Three connections: the record log's writes, the shared state's, and purge's job lock.
  const sql = openDatabase(databaseUrl, { max: 3 });
  try {
    await prepareDatabase(sql, (purpose, text) => secret.sign(purpose, text)).catch((error: unknown) => Promise.reject(unreachable(error)));
    return await (command.command === 'purge' ? purge(sql, secret, command, options) : changeAccounts(sql, secret, command, options.enrolHours));
  } finally {
    await sql.end();
  }
}

const reportAuditCheck = (audit: AuditStore) =>
  logAuditCheck(audit.checked, { info: () => undefined, error: (_details: object, message: string) => console.error(message) });

async function changeAccounts(sql: Sql, secret: AppSecret, command: AccountCommand, enrolHours?: number): Promise<AccountReply> {
  const log = new RecordLog(sql);
  const [users, audit] = await Promise.all([UsersStore.open(log), AuditStore.open(log, secret)]);
  reportAuditCheck(audit);
  // The sessions every server reads (docs/decisions/073): ending them here ends them on all of them.
  const { sessions, pending } = databaseSharedState(sql, systemClock, secret);
  sessions.onEndAll((userId) => pending.endAllFor(userId));
  const accounts = createAccounts({ users, audit, clock: systemClock, enrolHours, endSessions: (userId) => sessions.endAllFor(userId) });
  const reply = await runAccountCommand({ accounts }, command);
  await Promise.all([users.flush(), audit.flush()]);
  return reply;
}

/** Under the servers' own retention lock: a purge a server is running now is not run twice at once. */
async function purge(sql: Sql, secret: AppSecret, command: AccountCommand, { dataDir, timeZone, retentionMonths }: DatabaseCommandOptions): Promise<AccountReply> {
  const log = new RecordLog(sql);
  const stores = { ...(await openStores({ records: log, documentsDir: dataDir }, secret)), documents: openDatabaseDocumentStore(sql) };
  reportAuditCheck(stores.audit);
  const jobs = databaseJobLock(sql);
  const life = createDataLife({ stores, dataDir, clock: systemClock, timeZone, retentionMonths, jobs, actor: { actor: 'cli', address: 'local' } });
  const outcome = await jobs.run('retention-purge', async () => {
    await life.resume();
    return runAccountCommand({ accounts: createAccounts({ users: stores.users, audit: stores.audit, clock: systemClock }), life }, command);
  });
  await flushStores(stores);
  return outcome.ran ? outcome.value : { ok: false, message: 'A server of this database is purging right now; nothing was done here. Try again in a minute.' };
}
