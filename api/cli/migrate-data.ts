/**
 * `npm run migrate-data -- --from DATA_DIR`: copies a data folder (every collection, the idempotency
 * keys, the audit trail as it is, the referral documents) into the empty database DATABASE_URL
 * names, checks the copy inside the same transaction, and commits only if it matches
 * (docs/decisions/083). The folder is only read; it stays as it was, a fallback.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { checkDatabaseUrl } from '../pg/database-url';
import { openDatabase, prepareDatabase } from '../pg/database';
import { RECORD_LOCK_KEY } from '../pg/record-log';
import { DataFolderInUse, DataFolderLock } from '../db/data-lock';
import { SlotClaimedError } from '../domain-errors';
import { ForgetJournal, JOURNAL_FILE } from '../retention/forget-journal';
import { AppSecret, SECRET_FILE } from '../secrets/app-secret';
import { unreachable } from './backup/database-command';
import { reportFailure, UsageError } from './command-errors';
import { copyInto } from './migrate/copy';
import { readDataFolder } from './migrate/read-folder';
import { countsTable, breaksNote } from './migrate/report';
import { folderChain, verifyCopy } from './migrate/verify';

const USAGE = `Usage: npm run migrate-data -- --from DATA_DIR

Copies a data folder into the empty PostgreSQL database DATABASE_URL names, with the servers'
APP_SECRET, then checks the copy (records per collection, keys, booking holds, documents by SHA-256,
the audit chain) before it commits: all of it, or nothing. Stop the server on DATA_DIR first.`;

function parse(args: string[]): string {
  const at = args.indexOf('--from');
  const unknown = args.find((arg, index) => arg !== '--from' && index !== at + 1);
  if (unknown) throw new UsageError(unknown.startsWith('-') ? `Unknown option ${unknown}.` : `Unexpected argument "${unknown}".`);
  const from = at >= 0 ? args[at + 1] : undefined;
  if (!from || from.startsWith('-')) throw new UsageError('Which data folder? Give it with --from.');
  return resolve(from);
}

/** APP_SECRET, which must be the secret the folder's records were made with when it kept one of its own. */
async function secretFor(dataDir: string, appSecret: string | undefined): Promise<AppSecret> {
  const file = await readFile(join(dataDir, SECRET_FILE), 'utf8').then((text) => text.trim(), () => null);
  if (!appSecret) {
    throw new Error(
      file
        ? `APP_SECRET is not set. The servers of a database share one secret: set APP_SECRET to the contents of ${join(dataDir, SECRET_FILE)} (the folder's records were made with it), here and on every server. Nothing was copied.`
        : 'APP_SECRET is not set: run this with the APP_SECRET the folder\'s server had, which the database\'s servers will share. Nothing was copied.',
    );
  }
  if (file && file !== appSecret) {
    throw new Error(`APP_SECRET is not the secret in ${join(dataDir, SECRET_FILE)}, which the folder's records were made with: use that one, here and on every server. Nothing was copied.`);
  }
  return AppSecret.fromString(appSecret);
}

async function migrate(dataDir: string): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: it names the database to copy the data folder into.');
  checkDatabaseUrl(databaseUrl);
  if (!(await stat(dataDir).then((found) => found.isDirectory(), () => false))) throw new Error(`There is no data folder at ${dataDir}: nothing to copy.`);
  const secret = await secretFor(dataDir, process.env.APP_SECRET || undefined);
  // Held to the end: no server starts on the folder while it is read, nor writes to it meanwhile.
  const lock = await DataFolderLock.acquire(dataDir).catch((error: unknown) => {
    if (error instanceof DataFolderInUse) throw new Error(`A server is running on ${dataDir}: stop it first, so that nothing changes while it is copied. Nothing was copied.`);
    throw error;
  });
  if (await new ForgetJournal(dataDir).read().catch(() => true)) {
    lock.release();
    throw new Error(`A deletion or retention purge was interrupted on this folder (${JOURNAL_FILE}): start its server once, which finishes it, stop it again, then migrate. Nothing was copied.`);
  }
  const sql = openDatabase(databaseUrl, { max: 1 });
  try {
    const folder = await readDataFolder(dataDir, secret);
    const chainInFolder = await folderChain(dataDir, folder, secret);
    await prepareDatabase(sql, (purpose, text) => secret.sign(purpose, text)).catch((error: unknown) => Promise.reject(unreachable(error)));
    const { copied, verified } = await sql.begin(async (tx) => {
      // Every server's writes wait for this one: nothing lands between the emptiness check and the commit.
      await tx`SELECT pg_advisory_xact_lock(${RECORD_LOCK_KEY}::bigint)`;
      const [held] = await tx<{ rows: number }[]>`
        SELECT (SELECT count(*) FROM records) + (SELECT count(*) FROM removals) + (SELECT count(*) FROM store_documents) + (SELECT count(*) FROM documents) AS rows`;
      if (Number(held!.rows) > 0) {
        throw new Error(`The database already holds data (${held!.rows} rows of records, removals and documents): migrate-data copies only into an empty database, so that nothing is mixed or overwritten. Nothing was changed. Create a new database for it, or empty this one if nothing in it is needed.`);
      }
      const copied = await copyInto(tx, folder);
      return { copied, verified: await verifyCopy(tx, folder, copied, chainInFolder, secret) };
    });
    console.log(countsTable(folder, copied, verified));
    const note = breaksNote(verified.chain);
    if (note) console.error(note);
    return 0;
  } catch (error) {
    if (error instanceof SlotClaimedError) {
      throw new Error('The data folder holds two standing bookings of one slot, or overlapping visits of one nurse, which the database refuses. Nothing was copied: cancel one of them on the server of the folder, then migrate again.');
    }
    throw unreachable(error);
  } finally {
    await sql.end();
    lock.release();
  }
}

try {
  process.exitCode = await migrate(parse(process.argv.slice(2)));
} catch (error) {
  reportFailure(error, USAGE);
}
