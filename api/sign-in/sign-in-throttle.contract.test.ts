import { describe, expect, it } from 'vitest';
import { LimitReachedError } from '../domain-errors';
import { sharedStateDatabase } from '../test-support/shared-state';
import { DAY, type TestClock, testClock } from '../test-support/test-clock';
import { type Attempt, FREE_FAILURES, type SignInThrottle, throttleKeys } from './sign-in-throttle';
import { MemorySignInThrottle } from './sign-in-throttle.memory';
import { HOLD_MS, PgSignInThrottle } from './sign-in-throttle.pg';

const database = sharedStateDatabase('throttle');
const ANA = throttleKeys('ana', '192.0.2.7');
const DEVICE = throttleKeys('ana', '192.0.2.7', 'device-1');

const implementations: [string, (clock: TestClock) => SignInThrottle][] = [
  ['in memory', (clock) => new MemorySignInThrottle(clock)],
  ['in PostgreSQL', (clock) => new PgSignInThrottle(database.sql, clock)],
];

/** The wait in seconds the refusal of one more attempt names; null when it is let through (and then failed). */
async function waitOf(throttle: SignInThrottle, keys: string[]): Promise<number | null> {
  try {
    await (await throttle.attempt(keys)).failed();
    return null;
  } catch (error) {
    if (error instanceof LimitReachedError) return error.retryAfterSeconds;
    throw error;
  }
}

async function failTimes(throttle: SignInThrottle, keys: string[], times: number): Promise<void> {
  for (let time = 0; time < times; time++) await (await throttle.attempt(keys)).failed();
}

describe.each(implementations)('the sign-in throttle %s', (_name, make) => {
  const setUp = () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    return { clock, throttle: make(clock) };
  };

  it('when five attempts fail, then the next waits 30 s, and each further failure doubles the wait up to 15 minutes', async () => {
    const { clock, throttle } = setUp();
    await failTimes(throttle, ANA, FREE_FAILURES);
    const waits: (number | null)[] = [await waitOf(throttle, ANA)];
    for (let failure = 0; failure < 7; failure++) {
      clock.advance(waits.at(-1)! * 1000);
      expect(await waitOf(throttle, ANA)).toBeNull();
      waits.push(await waitOf(throttle, ANA));
    }

    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(await waitOf(throttle, throttleKeys('ben', '198.51.100.1'))).toBeNull();
  });

  it('when attempts succeed, then they do not count; a sign-in clears the first key, and the network keeps its failures', async () => {
    const { throttle } = setUp();
    await failTimes(throttle, ANA, FREE_FAILURES - 1);
    for (let time = 0; time < 10; time++) await (await throttle.attempt(ANA)).succeeded();
    await (await throttle.attempt(ANA)).succeeded(true);

    // The account's count is clear; the network's is at four, so one more failure from it starts the wait.
    await failTimes(throttle, throttleKeys('ana', '198.51.100.1'), FREE_FAILURES - 1);
    await failTimes(throttle, throttleKeys('ben', '192.0.2.7'), 1);
    expect(await waitOf(throttle, throttleKeys('carl', '192.0.2.7'))).toBe(30);
    expect(await waitOf(throttle, throttleKeys('ana', '198.51.100.1'))).toBeNull();
  });

  it('when a browser has its device cookie, then failures elsewhere never keep it out', async () => {
    const { throttle } = setUp();
    await failTimes(throttle, ANA, FREE_FAILURES);

    expect(await waitOf(throttle, ANA)).toBe(30);
    const attempt = await throttle.attempt(DEVICE);
    await attempt.succeeded(true);
  });

  it('when twenty attempts come at once, then only as many as the free tries are let through until they are settled', async () => {
    const { throttle } = setUp();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => throttle.attempt(ANA)));
    const through = outcomes.filter((outcome): outcome is PromiseFulfilledResult<Attempt> => outcome.status === 'fulfilled');

    expect(through).toHaveLength(FREE_FAILURES);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').every((outcome) => (outcome as PromiseRejectedResult).reason instanceof LimitReachedError)).toBe(true);
    for (const { value } of through) await value.failed();
    expect(await waitOf(throttle, ANA)).toBe(30);
  });

  it('when a key has had no failure for a day, then it starts again from nothing', async () => {
    const { clock, throttle } = setUp();
    await failTimes(throttle, ANA, FREE_FAILURES);
    clock.advance(30_000);
    await failTimes(throttle, ANA, 1);
    clock.advance(DAY);

    await failTimes(throttle, ANA, FREE_FAILURES);
    expect(await waitOf(throttle, ANA)).toBe(30);
  });
});

describe('the sign-in throttle shared by two servers in PostgreSQL', () => {
  it('when forty attempts on one account reach two servers at once, then exactly the free tries get through', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const servers = [new PgSignInThrottle(database.server(), clock), new PgSignInThrottle(database.server(), clock)];

    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, index) => servers[index % 2]!.attempt(ANA)));
    const through = outcomes.filter((outcome): outcome is PromiseFulfilledResult<Attempt> => outcome.status === 'fulfilled');
    await Promise.all(through.map(({ value }) => value.failed()));

    expect(through).toHaveLength(FREE_FAILURES);
    expect(await waitOf(servers[1]!, ANA)).toBe(30);
    const [row] = await database.sql<{ failures: number; in_flight: number }[]>`SELECT failures, in_flight FROM sign_in_throttle WHERE key = ${ANA[0]!}`;
    expect(row).toEqual({ failures: FREE_FAILURES, in_flight: 0 });
  });

  it('when a server stops with attempts let through and never settled, then after a minute they no longer hold the keys', async () => {
    const clock = testClock('2026-12-06T09:00:00Z');
    const stopped = new PgSignInThrottle(database.server(), clock);
    const other = new PgSignInThrottle(database.server(), clock);
    await failTimes(other, ANA, FREE_FAILURES - 1);
    await stopped.attempt(ANA);

    expect(await waitOf(other, ANA)).toBe(30);
    clock.advance(HOLD_MS);
    const attempt = await other.attempt(ANA);
    await attempt.succeeded();
  });
});
