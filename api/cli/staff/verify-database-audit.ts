import type { Sql } from 'postgres';
import { CHAIN_PURPOSE, verifyChain } from '../../audit/audit-chain';
import { DocumentHead, HEAD_PURPOSE } from '../../audit/audit-head';
import type { AuditRecord } from '../../audit/audit-record';
import { trailExpected } from '../../audit/trail-expected';
import { summary, type VerifyOutcome } from '../../audit/verify-audit';
import { openDatabase } from '../../pg/database';
import { RecordLog } from '../../pg/record-log';
import { secretMatches } from '../../pg/secret-check';
import { AppSecret } from '../../secrets/app-secret';
import { unreachable } from '../backup/database-command';

/** The audit trail as the database holds it, in the order the servers read it, and its head: read in one snapshot. */
export async function readDatabaseTrail(sql: Sql, secret: AppSecret) {
  const log = new RecordLog(sql);
  const head = new DocumentHead(log.document('audit-head'), secret.key(HEAD_PURPOSE));
  const records = (await sql<{ body: AuditRecord }[]>`SELECT body FROM records WHERE collection = 'audit' ORDER BY position`).map((row) => row.body);
  const files = { head: await head.read(), records, fileOf: new Map<string, string>() };
  const report = verifyChain(records, files.head, secret.key(CHAIN_PURPOSE), () => 'the database', { expected: await trailExpected(log) });
  return { files, report };
}

/**
 * `npm run staff -- verify-audit` with DATABASE_URL: the same check and words as on a data folder,
 * changing nothing (a break found is recorded by the next server start or account change).
 */
export async function verifyDatabaseAudit(databaseUrl: string, appSecret: string | undefined): Promise<VerifyOutcome> {
  if (!appSecret) return { code: 2, text: 'APP_SECRET is not set: the trail is keyed with the secret the servers of the database share. Run this with their APP_SECRET.' };
  const secret = AppSecret.fromString(appSecret);
  const sql = openDatabase(databaseUrl, { max: 1 });
  try {
    const matches = await secretMatches(sql, (purpose, text) => secret.sign(purpose, text)).catch((error: unknown) => Promise.reject(unreachable(error)));
    if (matches === 'none') return { code: 2, text: 'No server has started on this database yet: there is no audit trail to check.' };
    if (!matches) return { code: 2, text: 'APP_SECRET is not the secret of the servers of this database (its proof differs): run this with theirs.' };
    const { files, report } = await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', (tx) => readDatabaseTrail(tx as unknown as Sql, secret));
    if (!files.records.length && !report.breaks.length) return { code: 2, text: 'There are no audit entries in the database yet: nothing to check.' };
    return summary(files, report, secret.key(CHAIN_PURPOSE), 'the database');
  } finally {
    await sql.end();
  }
}
