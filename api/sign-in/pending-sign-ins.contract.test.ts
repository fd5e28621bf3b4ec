import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedStateDatabase } from '../test-support/shared-state';
import { MINUTE, type TestClock, testClock } from '../test-support/test-clock';
import { MAX_CODE_ATTEMPTS, type NewPendingSignIn, type PendingSignIns } from './pending-sign-ins';
import { MemoryPendingSignIns } from './pending-sign-ins.memory';
import { PgPendingSignIns } from './pending-sign-ins.pg';
import { enrolmentSecret } from './totp';

const database = sharedStateDatabase('pending');
const ENROL_KEY = randomBytes(32);
const secretOf = (userId: string, version: number) => enrolmentSecret(ENROL_KEY, userId, version);
const ANA: NewPendingSignIn = { userId: 'user-ana', passwordVersion: 2, keys: ['unknown-browsers:ana', 'address:192.0.2.7'], knownBrowser: false };
const BEN: NewPendingSignIn = { userId: 'user-ben', passwordVersion: 1, keys: ['device:d1'], knownBrowser: true, enrolSecret: secretOf('user-ben', 1) };

const implementations: [string, (clock: TestClock) => PendingSignIns][] = [
  ['in memory', (clock) => new MemoryPendingSignIns(clock)],
  ['in PostgreSQL', (clock) => new PgPendingSignIns(database.sql, clock, secretOf)],
];

describe.each(implementations)('half-done sign-ins %s', (_name, make) => {
  const setUp = () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    return { clock, pending: make(clock) };
  };

  it('when a sign-in is half done, then its token finds it, a first sign-in with its authenticator secret, for ten minutes', async () => {
    const { clock, pending } = setUp();
    const ana = await pending.start(ANA);
    const ben = await pending.start(BEN);

    expect(await pending.get(ana)).toEqual({ ...ANA, createdAt: Date.parse('2026-12-06T09:00:00Z'), expiresAt: Date.parse('2026-12-06T09:10:00Z'), attempts: 0 });
    expect((await pending.get(ben))?.enrolSecret).toBe(BEN.enrolSecret);
    expect(await pending.get('not-a-token')).toBeNull();
    clock.advance(10 * MINUTE);
    expect([await pending.get(ana), await pending.get(ben)]).toEqual([null, null]);
  });

  it('when more time is asked for, then it lasts ten minutes from then, up to an hour after the password step; an ended one gets none', async () => {
    const { clock, pending } = setUp();
    const token = await pending.start(ANA);
    const ends: number[] = [];
    for (let step = 0; step < 6; step++) {
      clock.advance(9 * MINUTE);
      const extended = await pending.extend(token);
      expect(extended).not.toBe('at-limit');
      ends.push((extended as { expiresAt: number }).expiresAt);
    }
    clock.advance(MINUTE);

    expect(ends.map((end) => new Date(end).toISOString().slice(11, 16))).toEqual(['09:19', '09:28', '09:37', '09:46', '09:55', '10:00']);
    expect(await pending.extend(token)).toBe('at-limit');
    clock.advance(5 * MINUTE);
    expect(await pending.extend(token)).toBeNull();
    expect(await pending.extend(undefined)).toBeNull();
  });

  it('when wrong codes reach the limit, then the sign-in ends; ending an account ends only its own', async () => {
    const { pending } = setUp();
    const ana = await pending.start(ANA);
    const ben = await pending.start(BEN);
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++) await pending.failed(ana);

    expect((await pending.get(ana))?.attempts).toBe(MAX_CODE_ATTEMPTS - 1);
    await pending.failed(ana);
    expect(await pending.get(ana)).toBeNull();
    const again = await pending.start(ANA);
    await pending.endAllFor(ANA.userId);
    expect(await pending.get(again)).toBeNull();
    expect(await pending.get(ben)).not.toBeNull();
    await pending.end(ben);
    expect(await pending.get(ben)).toBeNull();
  });
});

describe('half-done sign-ins shared by two servers in PostgreSQL', () => {
  it('when wrong codes for one sign-in reach two servers at once, then every one counts, and the limit ends it on either', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const one = new PgPendingSignIns(database.server(), clock, secretOf);
    const two = new PgPendingSignIns(database.server(), clock, secretOf);
    const token = await one.start(ANA);

    await Promise.all(Array.from({ length: MAX_CODE_ATTEMPTS - 1 }, (_, index) => (index % 2 ? one : two).failed(token)));

    expect((await two.get(token))?.attempts).toBe(MAX_CODE_ATTEMPTS - 1);
    await two.failed(token);
    expect(await one.get(token)).toBeNull();
  });

  it('when a first sign-in is kept, then the table holds no authenticator secret, only that one is to be derived', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const pending = new PgPendingSignIns(database.sql, clock, secretOf);
    const token = await pending.start(BEN);

    const rows = await database.sql`SELECT * FROM pending_sign_ins`;
    expect(JSON.stringify(rows)).not.toContain(BEN.enrolSecret);
    expect(rows).toMatchObject([{ enrolling: true }]);
    expect((await new PgPendingSignIns(database.server(), clock, secretOf).get(token))?.enrolSecret).toBe(BEN.enrolSecret);
  });
});
