import { timingSafeEqual } from 'node:crypto';
import type { Sql } from 'postgres';

/** What a secret's proof is made of: the key for this purpose signs a fixed text, so the proof reveals nothing of the secret. */
export const SECRET_PROOF = { purpose: 'database-secret-check', text: 'one APP_SECRET for every server of this database' } as const;

export const OTHER_SECRET =
  'This database was set up by servers with another APP_SECRET, so this server could not verify the manage links, sealed authenticator secrets and audit trail the others made, nor they its own. ' +
  'Every server of one database needs the same APP_SECRET: give this server the value the others have (never a new one).';

/**
 * One secret per database (docs/decisions/072): the first server to start records its proof (an
 * HMAC of a fixed text under its secret, made by `sign`); every later one must bring the same
 * proof or refuses to start, with a message that names neither secret. The table comes from
 * migration 001; two first starts at once record one proof, and the other is checked against it.
 */
export async function checkSecret(sql: Sql, sign: (purpose: string, text: string) => string): Promise<'recorded' | 'matches'> {
  const proof = sign(SECRET_PROOF.purpose, SECRET_PROOF.text);
  const inserted = await sql`INSERT INTO app_secret_check (proof) VALUES (${proof}) ON CONFLICT (only_row) DO NOTHING RETURNING proof`;
  if (inserted.length) return 'recorded';
  const [row] = await sql<{ proof: string }[]>`SELECT proof FROM app_secret_check`;
  const recorded = Buffer.from(row!.proof);
  const ours = Buffer.from(proof);
  if (recorded.length !== ours.length || !timingSafeEqual(recorded, ours)) throw new Error(OTHER_SECRET);
  return 'matches';
}

/**
 * Whether `sign`'s proof is the one the database recorded, changing nothing (for the commands, which
 * must not record a secret no server was started with): 'none' when there is none yet.
 */
export async function secretMatches(sql: Sql, sign: (purpose: string, text: string) => string): Promise<boolean | 'none'> {
  const rows = await sql<{ proof: string }[]>`SELECT proof FROM app_secret_check`.catch((error: { code?: string }) => {
    // No table: no server has prepared this database yet.
    if (error.code === '42P01') return [];
    throw error;
  });
  if (!rows.length) return 'none';
  const recorded = Buffer.from(rows[0]!.proof);
  const ours = Buffer.from(sign(SECRET_PROOF.purpose, SECRET_PROOF.text));
  return recorded.length === ours.length && timingSafeEqual(recorded, ours);
}
