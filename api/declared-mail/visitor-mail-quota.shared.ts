import type { Sql } from 'postgres';
import { emailKey } from './email-key';
import { MAX_RECEIPTS_PER_ADDRESS_PER_DAY, type VisitorMailQuota } from './visitor-mail-quota';

const DAY_MS = 24 * 60 * 60_000;
/** The first half of a mailbox's advisory lock; the second is its key's hash. */
const MAILBOX_LOCK = 0x76_6d_71; // "vmq"

/**
 * The day's quota of unasked-for messages per mailbox (decision 026), asynchronous so that every
 * server of a database can share it (docs/decisions/073). `take` counts one message to `email`
 * now if the quota allows it and returns a give-back for a write that then fails, or null when
 * the quota is spent.
 */
export interface SharedVisitorMailQuota {
  take(email: string, now: number): Promise<(() => Promise<void>) | null>;
}

/** This process's quota (visitor-mail-quota.ts, rebuilt at start from the stored records) behind the asynchronous interface. */
export class MemoryVisitorMailQuota implements SharedVisitorMailQuota {
  constructor(private readonly quota: VisitorMailQuota) {}

  async take(email: string, now: number): Promise<(() => Promise<void>) | null> {
    const giveBack = this.quota.take(email, now);
    return giveBack && (async () => giveBack());
  }
}

/**
 * The quota in PostgreSQL: one row per message counted, by mailbox key (never the address as
 * typed). A take holds the mailbox's advisory lock while it counts the last day's rows and adds
 * its own, so two servers taking the third message at once cannot both have it. Rows a day old are
 * swept by the takes for their mailbox.
 */
export class PgVisitorMailQuota implements SharedVisitorMailQuota {
  constructor(private readonly sql: Sql) {}

  async take(email: string, now: number): Promise<(() => Promise<void>) | null> {
    const key = emailKey(email);
    const since = new Date(now - DAY_MS);
    const id = await this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MAILBOX_LOCK}, hashtext(${key}))`;
      await tx`DELETE FROM visitor_mail_sent WHERE mailbox = ${key} AND sent_at <= ${since}`;
      const [counted] = await tx<{ sent: number }[]>`SELECT count(*)::int AS sent FROM visitor_mail_sent WHERE mailbox = ${key}`;
      if (counted!.sent >= MAX_RECEIPTS_PER_ADDRESS_PER_DAY) return null;
      const [row] = await tx<{ id: string }[]>`INSERT INTO visitor_mail_sent (mailbox, sent_at) VALUES (${key}, ${new Date(now)}) RETURNING id::text`;
      return row!.id;
    });
    return id === null ? null : async () => void (await this.sql`DELETE FROM visitor_mail_sent WHERE id = ${id}::bigint`);
  }
}
