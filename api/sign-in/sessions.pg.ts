import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import type { Clock } from '../clock';
import { MAX_SESSIONS_PER_ACCOUNT, newToken, SESSION_MAX_MS, type StaffSession, StaffSessions, tokenKey } from './sessions';

/** The first half of the advisory lock taken while an account's sessions change; the second is the account id's hash. */
const ACCOUNT_LOCK = 0x73_65_73; // "ses"

interface Row {
  token_key: string;
  id: string;
  user_id: string;
  username: string;
  browser: string;
  created_at: Date;
  last_seen: Date;
}

const toSession = (row: Row): StaffSession => ({
  id: row.id,
  userId: row.user_id,
  username: row.username,
  browser: row.browser,
  createdAt: row.created_at.getTime(),
  lastSeen: row.last_seen.getTime(),
});

/**
 * Staff sessions in PostgreSQL, shared by every server of the database (docs/decisions/073): a
 * session started on one is used, listed and ended on the others. The cap of three per account
 * holds when two servers start sessions for one account at once: each start takes the account's
 * advisory lock for its transaction. Every server of a database must have the same
 * STAFF_IDLE_MINUTES: the sweep ends what this server's limit calls idle.
 */
export class PgStaffSessions extends StaffSessions {
  constructor(
    private readonly sql: Sql,
    clock: Clock,
    idleMinutes?: number,
  ) {
    super(clock, idleMinutes);
  }

  /** The cut-offs at `now`: a session is live while last seen after `idle` and started after `started`. */
  private cuts(now: number): { idle: Date; started: Date } {
    return { idle: new Date(now - this.idleMs), started: new Date(now - SESSION_MAX_MS) };
  }

  async start(user: { id: string; username: string }, browser: string): Promise<string> {
    const now = this.clock.now();
    const { idle, started } = this.cuts(now);
    const token = newToken();
    await this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${user.id}))`;
      // Rows another start is sweeping are left to it: two sweeps never wait on each other.
      await tx`
        DELETE FROM staff_sessions WHERE token_key IN (
          SELECT token_key FROM staff_sessions WHERE last_seen <= ${idle} OR created_at <= ${started} FOR UPDATE SKIP LOCKED
        )`;
      // Live sessions only: no sweep locks those, so under the account's lock this waits on nobody.
      await tx`
        DELETE FROM staff_sessions WHERE token_key IN (
          SELECT token_key FROM staff_sessions WHERE user_id = ${user.id} AND last_seen > ${idle} AND created_at > ${started}
          ORDER BY created_at DESC, id OFFSET ${MAX_SESSIONS_PER_ACCOUNT - 1}
        )`;
      await tx`
        INSERT INTO staff_sessions (token_key, id, user_id, username, browser, created_at, last_seen)
        VALUES (${tokenKey(token)}, ${randomUUID()}, ${user.id}, ${user.username}, ${browser}, ${new Date(now)}, ${new Date(now)})`;
    });
    return token;
  }

  async use(token: string | undefined): Promise<StaffSession | null> {
    if (!token) return null;
    const now = this.clock.now();
    const { idle, started } = this.cuts(now);
    const key = tokenKey(token);
    // Two servers marking one session at once: the later time stays.
    const [row] = await this.sql<Row[]>`
      UPDATE staff_sessions SET last_seen = greatest(last_seen, ${new Date(now)})
      WHERE token_key = ${key} AND last_seen > ${idle} AND created_at > ${started}
      RETURNING *`;
    if (row) return toSession(row);
    await this.sql`DELETE FROM staff_sessions WHERE token_key = ${key}`;
    return null;
  }

  async peek(token: string | undefined): Promise<StaffSession | null> {
    if (!token) return null;
    const { idle, started } = this.cuts(this.clock.now());
    const key = tokenKey(token);
    const [row] = await this.sql<Row[]>`SELECT * FROM staff_sessions WHERE token_key = ${key} AND last_seen > ${idle} AND created_at > ${started}`;
    if (row) return toSession(row);
    await this.sql`DELETE FROM staff_sessions WHERE token_key = ${key}`;
    return null;
  }

  async end(token: string | undefined): Promise<StaffSession | null> {
    if (!token) return null;
    const [row] = await this.sql<Row[]>`DELETE FROM staff_sessions WHERE token_key = ${tokenKey(token)} RETURNING *`;
    return row ? toSession(row) : null;
  }

  async endOthers(userId: string, token: string, onlyId?: string): Promise<number> {
    return this.endFor(userId, tokenKey(token), onlyId);
  }

  async listFor(userId: string, token: string): Promise<{ session: StaffSession; current: boolean }[]> {
    const { idle, started } = this.cuts(this.clock.now());
    const own = tokenKey(token);
    const rows = await this.sql<Row[]>`
      SELECT * FROM staff_sessions WHERE user_id = ${userId} AND last_seen > ${idle} AND created_at > ${started}
      ORDER BY created_at, id`;
    return rows.map((row) => ({ session: toSession(row), current: row.token_key === own }));
  }

  protected async endFor(userId: string, keep: string | null, onlyId?: string): Promise<number> {
    const { idle, started } = this.cuts(this.clock.now());
    const rows = await this.sql<{ live: boolean }[]>`
      DELETE FROM staff_sessions
      WHERE user_id = ${userId} AND token_key <> ${keep ?? ''} AND (${onlyId ?? null}::text IS NULL OR id = ${onlyId ?? null})
      RETURNING (last_seen > ${idle} AND created_at > ${started}) AS live`;
    return rows.filter((row) => row.live).length;
  }
}
