import { hostname } from 'node:os';
import type { Sql } from 'postgres';
import type { Clock } from '../clock';
import type { ClaimAnswer, MailClaims, Settled } from './mail-claims';

/**
 * The longest a claim stays held while its server is silent in the transaction: PostgreSQL then
 * ends that server's session, which lets the claim go. nodemailer gives up on a silent mail server
 * well before (a minute), so this only frees a message a wedged server would otherwise keep.
 */
export const CLAIM_HOLD_LIMIT_MS = 5 * 60_000;

interface Row {
  state: 'sending' | 'sent' | 'failed';
  attempts: number | null;
  code: string | null;
}

/**
 * Claims in PostgreSQL (`mail_claims`, api/pg/migrations/005-mail-claims.sql), shared by every
 * server of the database (docs/decisions/077). The row is locked `FOR UPDATE SKIP LOCKED` in a
 * transaction on a connection of its own that stays open while the message is sent, and marked
 * with the outcome before it commits. A server that dies meanwhile leaves nothing: PostgreSQL
 * rolls its transaction back, and the next server to ask takes the message.
 */
export class PgMailClaims implements MailClaims {
  constructor(
    private readonly sql: Sql,
    private readonly clock: Clock,
    private readonly holder = `${hostname()}:${process.pid}`,
    private readonly holdLimitMs = CLAIM_HOLD_LIMIT_MS,
  ) {}

  async claim(messageId: string, attempt: () => Promise<Settled | null>): Promise<ClaimAnswer> {
    const now = new Date(this.clock.now());
    // Committed on its own: made inside the claim's transaction, the row would make another server's
    // insert of the same id wait for the whole SMTP conversation instead of skipping the message.
    await this.sql`
      INSERT INTO mail_claims (message_id, state, holder, claimed_at) VALUES (${messageId}, 'sending', ${this.holder}, ${now})
      ON CONFLICT (message_id) DO NOTHING`;
    let attempting: Promise<Settled | null> | undefined;
    try {
      return await this.sql.begin(async (tx): Promise<ClaimAnswer> => {
        await tx.unsafe(`SET LOCAL idle_in_transaction_session_timeout = ${Math.max(1, Math.round(this.holdLimitMs))}`);
        const [row] = await tx<Row[]>`SELECT state, attempts, code FROM mail_claims WHERE message_id = ${messageId} FOR UPDATE SKIP LOCKED`;
        // Locked by another server's transaction (or pruned this instant): it is being sent; look again later.
        if (!row) return { status: 'busy' };
        if (row.state !== 'sending') return { status: 'settled', settled: { outcome: row.state, attempts: row.attempts ?? 0, ...(row.code ? { code: row.code } : {}) } };
        // Nothing is written to the row until the outcome: a row changed by an open transaction makes another server's insert above wait for it.
        attempting = attempt();
        const settled = await attempting;
        if (settled) {
          await tx`
            UPDATE mail_claims SET state = ${settled.outcome}, holder = ${this.holder}, done_at = ${new Date(this.clock.now())}, attempts = ${settled.attempts}, code = ${settled.code ?? null}
            WHERE message_id = ${messageId}`;
        }
        return { status: 'attempted', settled };
      });
    } catch (error) {
      // A lost connection ends the transaction at once, while the message may still be going out:
      // the caller hears of it once the attempt is over, so it knows whether the message went.
      await attempting?.catch(() => undefined);
      throw error;
    }
  }

  async prune(before: number): Promise<number> {
    // Rows held by a server sending now are skipped, so the prune waits on nobody.
    const rows = await this.sql`
      DELETE FROM mail_claims WHERE message_id IN (
        SELECT message_id FROM mail_claims WHERE claimed_at < ${new Date(before)} FOR UPDATE SKIP LOCKED
      )`;
    return rows.count;
  }
}
