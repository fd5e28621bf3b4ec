import { describe, expect, it } from 'vitest';
import { claimsDatabase, gate } from '../test-support/mail-claims';
import { DAY, type TestClock, testClock } from '../test-support/test-clock';
import { type MailClaims, MemoryMailClaims, type Settled } from './mail-claims';
import { PgMailClaims } from './mail-claims.pg';

const database = claimsDatabase('claims');

/** Two claimants: one process's sender twice (memory), or two servers' pools on one database. */
const implementations: [string, (clock: TestClock) => Promise<[MailClaims, MailClaims]>][] = [
  [
    'in memory',
    async (clock) => {
      const claims = new MemoryMailClaims(clock);
      return [claims, claims];
    },
  ],
  [
    'in PostgreSQL',
    async (clock) => {
      const db = await database.open();
      return [new PgMailClaims(db.server('a'), clock, 'a'), new PgMailClaims(db.server('b'), clock, 'b')];
    },
  ],
];

const SENT: Settled = { outcome: 'sent', attempts: 1 };
const sent = async () => SENT;

describe.each(implementations)('e-mail claims %s', (_name, make) => {
  const setUp = async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const [a, b] = await make(clock);
    return { clock, a, b };
  };

  it('when a message is claimed, then the attempt runs once, and a later claim is told its outcome without attempting', async () => {
    const { a, b } = await setUp();
    const tries: string[] = [];

    const first = await a.claim('m-1', async () => (tries.push('a'), SENT));
    const again = await b.claim('m-1', async () => (tries.push('b'), SENT));
    const failed = await a.claim('m-2', async () => ({ outcome: 'failed', attempts: 3, code: '550' }));

    expect(first).toEqual({ status: 'attempted', settled: SENT });
    expect(again).toEqual({ status: 'settled', settled: SENT });
    expect(tries).toEqual(['a']);
    expect(failed).toEqual({ status: 'attempted', settled: { outcome: 'failed', attempts: 3, code: '550' } });
    expect(await b.claim('m-2', sent)).toEqual({ status: 'settled', settled: { outcome: 'failed', attempts: 3, code: '550' } });
  });

  it('when a claim is held, then another claimant is told busy without waiting, and sees the outcome once it is settled', async () => {
    const { a, b } = await setUp();
    const sending = gate();
    const held = a.claim('m-1', async () => {
      await sending.wait();
      return SENT;
    });
    await sending.reached;

    const meanwhile = await b.claim('m-1', sent);
    const other = await b.claim('m-2', sent);
    sending.open();

    expect(meanwhile).toEqual({ status: 'busy' });
    expect(other).toEqual({ status: 'attempted', settled: SENT });
    expect(await held).toEqual({ status: 'attempted', settled: SENT });
    expect(await b.claim('m-1', sent)).toEqual({ status: 'settled', settled: SENT });
  });

  it('when an attempt fails for now, then no mark is left and the next claimant attempts it', async () => {
    const { a, b } = await setUp();

    const deferred = await a.claim('m-1', async () => null);
    const next = await b.claim('m-1', sent);

    expect(deferred).toEqual({ status: 'attempted', settled: null });
    expect(next).toEqual({ status: 'attempted', settled: SENT });
  });

  it('when an attempt throws, then the claim is let go unmarked, the error passed on, and another claimant takes the message', async () => {
    const { a, b } = await setUp();

    const thrown = a.claim('m-1', async () => {
      throw new Error('the server died mid-send');
    });

    await expect(thrown).rejects.toThrow('the server died mid-send');
    expect(await b.claim('m-1', sent)).toEqual({ status: 'attempted', settled: SENT });
  });

  it('when claims are older than the cut, then they are pruned, and a newer one is kept', async () => {
    const { clock, a, b } = await setUp();
    await a.claim('old-sent', sent);
    await a.claim('old-deferred', async () => null);
    clock.advance(31 * DAY);
    await b.claim('new', sent);

    const pruned = await a.prune(clock.now() - 30 * DAY);

    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await b.claim('new', sent)).toEqual({ status: 'settled', settled: SENT });
    // Pruned: a claim made now finds nothing settled (the mail logs keep what was sent, long after).
    expect(await b.claim('old-sent', sent)).toEqual({ status: 'attempted', settled: SENT });
  });
});
