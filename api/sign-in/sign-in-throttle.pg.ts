import type { Sql, TransactionSql } from 'postgres';
import type { Clock } from '../clock';
import { type Attempt, type Count, current, FORGET_AFTER_MS, held, refuseIfLimited, settled, type SignInThrottle } from './sign-in-throttle';

/** The first half of a key's advisory lock; the second is the key's hash. */
const KEY_LOCK = 0x74_68_72; // "thr"
/**
 * An attempt let through holds its keys this long at most: a server that stopped between letting
 * it through and settling it (a crash, a kill) must not keep the keys' last tries in flight for good.
 * A password hash and a code check take well under a second.
 */
export const HOLD_MS = 60_000;

interface Row {
  key: string;
  failures: number;
  in_flight: number;
  last: Date;
  blocked_until: Date;
}

/**
 * The sign-in throttle's counts in PostgreSQL, shared by every server of the database
 * (docs/decisions/073). Each change to a key (letting an attempt through, settling it) happens in
 * one transaction holding the key's advisory lock, taken in the keys' order: what one server
 * decides from a count, no other changes meanwhile, so two servers give no more tries than one.
 */
export class PgSignInThrottle implements SignInThrottle {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
  ) {}

  async attempt(keys: string[]): Promise<Attempt> {
    const now = this.clock.now();
    // Keys forgotten a day ago go, outside the keys' locks; rows another server is changing are skipped, so this waits on nobody.
    await this.sql`
      DELETE FROM sign_in_throttle WHERE key IN (
        SELECT key FROM sign_in_throttle WHERE last <= ${new Date(now - FORGET_AFTER_MS)} AND blocked_until <= ${new Date(now)} AND NOT (key = ANY(${keys}))
        FOR UPDATE SKIP LOCKED
      )`;
    await this.locked(keys, async (tx, counts) => {
      const live = counts.map((count) => current(count && stale(count, now) ? { ...count, inFlight: 0 } : count, now));
      refuseIfLimited(live, now);
      return live.map((count) => held(count, now));
    });
    let done = false;
    const settle = async (failed: boolean, signedIn = false) => {
      if (done) return;
      done = true;
      const now = this.clock.now();
      await this.locked(keys, async (_tx, counts) => counts.map((count, index) => (signedIn && index === 0) || !count ? null : settled(count, failed, now)));
    };
    return {
      succeeded: (signedIn = false) => settle(false, signedIn),
      failed: () => settle(true),
    };
  }

  /** Reads the keys' counts under their locks and writes what `change` makes of them (null: the key is forgotten). */
  private async locked(keys: readonly string[], change: (tx: TransactionSql, counts: (Count | undefined)[]) => Promise<(Count | null)[]>): Promise<void> {
    await this.sql.begin(async (tx) => {
      for (const key of [...keys].sort()) await tx`SELECT pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${key}))`;
      const rows = await tx<Row[]>`SELECT * FROM sign_in_throttle WHERE key = ANY(${keys})`;
      const counts = keys.map((key) => toCount(rows.find((row) => row.key === key)));
      const changed = await change(tx, counts);
      for (const [index, key] of keys.entries()) {
        const count = changed[index];
        if (!count) {
          await tx`DELETE FROM sign_in_throttle WHERE key = ${key}`;
          continue;
        }
        await tx`
          INSERT INTO sign_in_throttle (key, failures, in_flight, last, blocked_until)
          VALUES (${key}, ${count.failures}, ${count.inFlight}, ${new Date(count.last)}, ${new Date(count.blockedUntil)})
          ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, in_flight = excluded.in_flight, last = excluded.last, blocked_until = excluded.blocked_until`;
      }
    });
  }
}

/** Attempts let through more than HOLD_MS ago and never settled: their server stopped, so they hold nothing. */
const stale = (count: Count, now: number): boolean => count.inFlight > 0 && now - count.last >= HOLD_MS;

const toCount = (row: Row | undefined): Count | undefined =>
  row && { failures: row.failures, inFlight: row.in_flight, last: row.last.getTime(), blockedUntil: row.blocked_until.getTime() };
