import type { Sql } from 'postgres';
import type { Clock } from '../clock';
import { extendedUntil, MAX_CODE_ATTEMPTS, MAX_PENDING, type NewPendingSignIn, PENDING_MINUTES, type PendingSignIn, type PendingSignIns } from './pending-sign-ins';
import { newToken, tokenKey } from './sessions';

interface Row {
  user_id: string;
  password_version: number;
  keys: string[];
  known_browser: boolean;
  enrolling: boolean;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

/**
 * Half-done sign-ins in PostgreSQL, shared by every server of the database (docs/decisions/073).
 * A first sign-in's authenticator secret is never written: it is derived from the account and its
 * password version (`enrolSecretOf`, the same derivation the password step used), so the table
 * holds nothing that yields a code. Wrong codes are counted in one statement, so five is five
 * however many servers they reach.
 */
export class PgPendingSignIns implements PendingSignIns {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly enrolSecretOf: (userId: string, passwordVersion: number) => string,
  ) {}

  async start(signIn: NewPendingSignIn): Promise<string> {
    const now = this.clock.now();
    const token = newToken();
    if (signIn.enrolSecret !== undefined && signIn.enrolSecret !== this.enrolSecretOf(signIn.userId, signIn.passwordVersion)) {
      throw new Error('A first sign-in\'s authenticator secret must be the one derived from its account and password version.');
    }
    await this.sql.begin(async (tx) => {
      // Rows another start is removing are left to it: two starts never wait on each other.
      await tx`DELETE FROM pending_sign_ins WHERE token_key IN (SELECT token_key FROM pending_sign_ins WHERE expires_at <= ${new Date(now)} FOR UPDATE SKIP LOCKED)`;
      await tx`
        DELETE FROM pending_sign_ins WHERE token_key IN (
          SELECT token_key FROM pending_sign_ins WHERE token_key IN (SELECT token_key FROM pending_sign_ins ORDER BY created_at DESC OFFSET ${MAX_PENDING - 1})
          FOR UPDATE SKIP LOCKED
        )`;
      await tx`
        INSERT INTO pending_sign_ins (token_key, user_id, password_version, keys, known_browser, enrolling, created_at, expires_at)
        VALUES (${tokenKey(token)}, ${signIn.userId}, ${signIn.passwordVersion}, ${signIn.keys}, ${signIn.knownBrowser}, ${signIn.enrolSecret !== undefined},
                ${new Date(now)}, ${new Date(now + PENDING_MINUTES * 60_000)})`;
    });
    return token;
  }

  async extend(token: string | undefined): Promise<PendingSignIn | 'at-limit' | null> {
    if (!token) return null;
    const now = this.clock.now();
    const key = tokenKey(token);
    const [row] = await this.sql<Row[]>`SELECT * FROM pending_sign_ins WHERE token_key = ${key} AND expires_at > ${new Date(now)}`;
    if (!row) return this.forget(key);
    const until = extendedUntil(row.created_at.getTime(), now);
    // Two servers extending at once: the later end stays, and neither goes past the limit.
    const [moved] = await this.sql<Row[]>`
      UPDATE pending_sign_ins SET expires_at = ${new Date(until)}
      WHERE token_key = ${key} AND expires_at > ${new Date(now)} AND expires_at < ${new Date(until)}
      RETURNING *`;
    if (moved) return this.toPending(moved);
    return (await this.get(token)) ? 'at-limit' : null;
  }

  async get(token: string | undefined): Promise<PendingSignIn | null> {
    if (!token) return null;
    const key = tokenKey(token);
    const [row] = await this.sql<Row[]>`SELECT * FROM pending_sign_ins WHERE token_key = ${key} AND expires_at > ${new Date(this.clock.now())}`;
    return row ? this.toPending(row) : this.forget(key);
  }

  async failed(token: string): Promise<void> {
    const key = tokenKey(token);
    const [row] = await this.sql<{ attempts: number }[]>`
      UPDATE pending_sign_ins SET attempts = attempts + 1 WHERE token_key = ${key} AND expires_at > ${new Date(this.clock.now())} RETURNING attempts`;
    if (row && row.attempts >= MAX_CODE_ATTEMPTS) await this.end(token);
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.forget(tokenKey(token));
  }

  async endAllFor(userId: string): Promise<void> {
    await this.sql`DELETE FROM pending_sign_ins WHERE user_id = ${userId}`;
  }

  private async forget(key: string): Promise<null> {
    await this.sql`DELETE FROM pending_sign_ins WHERE token_key = ${key}`;
    return null;
  }

  private toPending(row: Row): PendingSignIn {
    return {
      userId: row.user_id,
      passwordVersion: row.password_version,
      keys: row.keys,
      knownBrowser: row.known_browser,
      createdAt: row.created_at.getTime(),
      expiresAt: row.expires_at.getTime(),
      ...(row.enrolling ? { enrolSecret: this.enrolSecretOf(row.user_id, row.password_version) } : {}),
      attempts: row.attempts,
    };
  }
}
