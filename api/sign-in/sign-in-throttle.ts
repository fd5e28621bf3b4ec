import { ipKeyGenerator } from 'express-rate-limit';
import { LimitReachedError } from '../domain-errors';

/** Failures allowed before a wait; then 30 s, doubling with each further failure, at most 15 minutes. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 30_000;
/** OWASP's device-cookie scheme: a lock-out of unknown browsers lasts at most this, so nobody is kept out for long. */
export const MAX_WAIT_MS = 15 * 60_000;
/** A key with no failure for a day starts again from nothing. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** Keys kept at most: a flood of made-up names must not grow memory without end. The oldest go first. */
export const MAX_KEYS = 50_000;

export interface Count {
  failures: number;
  /** Attempts let through and not yet settled: they count against the key already. */
  inFlight: number;
  last: number;
  blockedUntil: number;
}

/**
 * The keys one attempt counts against (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"). From a browser holding a valid device cookie for the account: that cookie alone, so
 * failures anywhere else never lock it out. From any other browser: the account's "unknown
 * browsers" count (the name as typed, known or not, so answers match) and the client's network.
 */
export function throttleKeys(username: string, address: string, deviceId?: string): string[] {
  if (deviceId) return [`device:${deviceId}`];
  return [`unknown-browsers:${username.trim().toLowerCase()}`, `address:${ipKeyGenerator(address || '0.0.0.0')}`];
}

/** One attempt let through: it counts as a failure unless settled as a success. */
export interface Attempt {
  /** The password or code was right: the attempt does not count. `signedIn` also clears the first key (the device's or the account's). */
  succeeded(signedIn?: boolean): Promise<void>;
  /** Wrong, or the check did not finish: counted as a failure. */
  failed(): Promise<void>;
}

/**
 * Slows password and code guessing (ASVS 5 6.3.1) without locking anyone out for good: after five
 * failures on a key, each further attempt waits, and the wait doubles with each failure up to 15
 * minutes. An attempt counts from the moment it is let through, before its password hash is
 * checked, so twenty at once still get only as many tries as the count allows. In memory
 * (sign-in-throttle.memory.ts: a restart forgets the counts, as it forgets the sessions), or shared
 * by every server of a database (sign-in-throttle.pg.ts), where two servers give no more tries than one.
 */
export interface SignInThrottle {
  /** Lets one attempt through, or rejects with a LimitReachedError (429 + Retry-After) while any key must wait or has its tries in flight. */
  attempt(keys: string[]): Promise<Attempt>;
}

/** The keys' counts as `now` sees them: one idle for a day, with nothing in flight or to wait, is forgotten (undefined). */
export function current(count: Count | undefined, now: number): Count | undefined {
  return count && count.inFlight === 0 && now - count.last >= FORGET_AFTER_MS && now >= count.blockedUntil ? undefined : count;
}

/** Throws the refusal when any of the keys' counts keeps one more attempt out now. */
export function refuseIfLimited(counts: readonly (Count | undefined)[], now: number): void {
  const waitMs = Math.max(0, ...counts.map((count) => (count?.blockedUntil ?? 0) - now));
  if (waitMs > 0) throw tooMany(waitMs);
  // Once the free tries are used, one attempt at a time: the next must wait for its outcome.
  if (counts.some((count) => count && count.inFlight >= Math.max(1, FREE_FAILURES - count.failures))) throw tooMany(FIRST_WAIT_MS);
}

/** A count with one more attempt let through at `now`. */
export const held = (count: Count | undefined, now: number): Count => ({ ...(count ?? { failures: 0, inFlight: 0, blockedUntil: 0 }), inFlight: (count?.inFlight ?? 0) + 1, last: now });

/** A count once an attempt it held is settled: as failed (the wait starts or doubles), or not. */
export function settled(count: Count, failed: boolean, now: number): Count {
  const inFlight = Math.max(0, count.inFlight - 1);
  if (!failed) return { ...count, inFlight };
  const failures = count.failures + 1;
  const blockedUntil = failures >= FREE_FAILURES ? now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES)) : count.blockedUntil;
  return { failures, inFlight, last: now, blockedUntil };
}

export function tooMany(waitMs: number): LimitReachedError {
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new LimitReachedError(`Too many wrong passwords or codes. Please wait ${wait} and try again.`, seconds);
}
