import type { Sql } from 'postgres';
import { openDatabase } from '../../pg/database';
import { secretMatches } from '../../pg/secret-check';
import { macOf } from '../../backup/signature';
import { AppSecret } from '../../secrets/app-secret';
import type { Signer } from './signer';

/** One connection to DATABASE_URL for a command; PostgreSQL's notices are not the operator's business. */
export const commandDatabase = (databaseUrl: string): Sql => openDatabase(databaseUrl, { max: 1 });

/**
 * Who signs a backup of the database: APP_SECRET, which every server of the database shares
 * (docs/decisions/072), checked against the proof the database holds so that a backup is never
 * signed with a secret its servers would not recognise. Refused before anything is written.
 */
export async function databaseSigner(sql: Sql, appSecret: string | undefined): Promise<Signer> {
  if (!appSecret) throw new Error('APP_SECRET is not set: a backup of the database is signed with the secret its servers share. Run it with their APP_SECRET; nothing was written.');
  const secret = AppSecret.fromString(appSecret);
  if ((await secretMatches(sql, (purpose, text) => secret.sign(purpose, text))) === false) {
    throw new Error('APP_SECRET is not the secret of the servers of this database (its proof differs): run it with theirs; nothing was written.');
  }
  return async (sha256) => macOf(secret, sha256);
}

/** An error from the database in words, without DATABASE_URL (it may carry the password). */
export function unreachable(error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'CONNECT_TIMEOUT') return new Error(`The database DATABASE_URL names cannot be reached (${code}): nothing was done.`);
  return error instanceof Error ? error : new Error(String(error));
}
