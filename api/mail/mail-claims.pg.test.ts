import { describe, expect, it } from 'vitest';
import { claimsDatabase, gate } from '../test-support/mail-claims';
import { testClock } from '../test-support/test-clock';
import type { Settled } from './mail-claims';
import { PgMailClaims } from './mail-claims.pg';

const database = claimsDatabase('claims_pg');
const SENT: Settled = { outcome: 'sent', attempts: 1 };
const clock = testClock('2026-12-06T09:00:00Z');

describe('e-mail claims in PostgreSQL, across servers', () => {
  it('when the server holding a claim loses its session mid-send, then another server takes the message, and the first one’s mark fails', async () => {
    const db = await database.open();
    const a = new PgMailClaims(db.server('a'), clock, 'a');
    const b = new PgMailClaims(db.server('b'), clock, 'b');
    const sending = gate();
    const held = a.claim('m-1', async () => {
      await sending.wait();
      return SENT;
    });
    await sending.reached;
    expect(await b.claim('m-1', async () => SENT)).toEqual({ status: 'busy' });

    expect(await db.kill('a')).toBe(1);
    const taken = await b.claim('m-1', async () => ({ outcome: 'sent', attempts: 1 }));
    sending.open();

    expect(taken).toEqual({ status: 'attempted', settled: SENT });
    await expect(held).rejects.toThrow();
    expect(await db.admin`SELECT state, holder FROM mail_claims`).toEqual([{ state: 'sent', holder: 'b' }]);
  });

  it('when the server holding a claim stays silent past the hold limit, then PostgreSQL ends its session and another server takes the message', async () => {
    const db = await database.open();
    const a = new PgMailClaims(db.server('a'), clock, 'a', 300);
    const b = new PgMailClaims(db.server('b'), clock, 'b');
    const hung = gate();
    const held = a.claim('m-1', async () => {
      await hung.wait();
      return SENT;
    });
    await hung.reached;

    // Asked again until the hold limit has ended the silent session: the event waited on is the claim's release.
    let taken = await b.claim('m-1', async () => SENT);
    for (const end = Date.now() + 10_000; taken.status === 'busy' && Date.now() < end; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      taken = await b.claim('m-1', async () => SENT);
    }
    hung.open();

    expect(taken).toEqual({ status: 'attempted', settled: SENT });
    await expect(held).rejects.toThrow();
  });

  it('when two servers claim the same 20 messages at once, then each is attempted exactly once and the table holds ids and outcomes only', async () => {
    const db = await database.open();
    const servers = ['a', 'b'].map((name) => ({ name, claims: new PgMailClaims(db.server(name), clock, name) }));
    const ids = Array.from({ length: 20 }, (_, index) => `message-${index}`);
    const attempts: string[] = [];

    await Promise.all(
      servers.map(async ({ name, claims }) => {
        // Each server goes through every message until each has an outcome, as two senders' rounds do.
        for (let pass = 0; pass < 50; pass++) {
          let open = 0;
          for (const id of ids) {
            const answer = await claims.claim(id, async () => {
              attempts.push(id);
              await new Promise((resolve) => setTimeout(resolve, 2));
              return { outcome: 'sent', attempts: 1 };
            });
            if (answer.status === 'busy') open++;
          }
          if (!open) return;
        }
        throw new Error(`${name} kept finding messages busy`);
      }),
    );

    expect(attempts.sort()).toEqual([...ids].sort());
    const rows = await db.admin<{ message_id: string; state: string }[]>`SELECT message_id, state FROM mail_claims ORDER BY message_id`;
    expect(rows.map((row) => row.state)).toEqual(ids.map(() => 'sent'));
    const columns = await db.admin`SELECT column_name FROM information_schema.columns WHERE table_name = 'mail_claims' ORDER BY ordinal_position`;
    expect(columns.map((column) => column.column_name)).toEqual(['message_id', 'state', 'holder', 'claimed_at', 'done_at', 'attempts', 'code']);
  });
});
