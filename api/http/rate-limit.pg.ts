import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Sql } from 'postgres';
import { type Clock, systemClock } from '../clock';

/**
 * The POST rate limit's counts in PostgreSQL, shared by every server of the database
 * (docs/decisions/073): a client whose requests are spread over two servers by the proxy gets the
 * limit once, not once per server. Each hit is one upsert that starts a new window when the last
 * one has passed and returns the count, so hits at once on two servers are each counted exactly once.
 */
export class PgRateLimitStore implements Store {
  /** Counts are shared: express-rate-limit's double-count check must not take them for this process's own. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly sql: Sql,
    readonly prefix = 'posts:',
    private readonly clock: Clock = systemClock,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.sql<{ hits: number; reset_at: Date }[]>`
      SELECT hits, reset_at FROM rate_limit_hits WHERE key = ${this.prefix + key} AND reset_at > ${new Date(this.clock.now())}`;
    return row && { totalHits: row.hits, resetTime: row.reset_at };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date(this.clock.now());
    await this.sweep(now);
    const [row] = await this.sql<{ hits: number; reset_at: Date }[]>`
      INSERT INTO rate_limit_hits AS hit (key, hits, reset_at) VALUES (${this.prefix + key}, 1, ${new Date(now.getTime() + this.windowMs)})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN hit.reset_at <= ${now} THEN 1 ELSE hit.hits + 1 END,
        reset_at = CASE WHEN hit.reset_at <= ${now} THEN excluded.reset_at ELSE hit.reset_at END
      RETURNING hits, reset_at`;
    return { totalHits: row!.hits, resetTime: row!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.sql`UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = ${this.prefix + key} AND reset_at > ${new Date(this.clock.now())}`;
  }

  async resetKey(key: string): Promise<void> {
    await this.sql`DELETE FROM rate_limit_hits WHERE key = ${this.prefix + key}`;
  }

  /** Windows that have passed are removed at most once a window by each server, so the table holds only live counts. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < this.windowMs) return;
    this.lastSweep = now.getTime();
    // Rows another server is counting or sweeping are skipped, so two sweeps never wait on each other.
    await this.sql`DELETE FROM rate_limit_hits WHERE key IN (SELECT key FROM rate_limit_hits WHERE reset_at <= ${now} FOR UPDATE SKIP LOCKED)`;
  }
}
