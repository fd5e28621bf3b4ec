import { ipKeyGenerator } from 'express-rate-limit';
import type { Clock } from '../clock';
import { LimitReachedError } from '../domain-errors';

/** Failures allowed before a wait; then 30 s, doubling with each further failure, at most 15 minutes. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
/** OWASP's device-cookie scheme: a lock-out of unknown browsers lasts at most this, so nobody is kept out for long. */
export const MAX_WAIT_MS = 15 * 60_000;
/** A key with no failure for a day starts again from nothing. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** Keys kept at most: a flood of made-up names must not grow memory without end. The oldest go first. */
const MAX_KEYS = 50_000;

interface Count {
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
  succeeded(signedIn?: boolean): void;
  /** Wrong, or the check did not finish: counted as a failure. */
  failed(): void;
}

/**
 * Slows password and code guessing (ASVS 5 6.3.1) without locking anyone out for good: after five
 * failures on a key, each further attempt waits, and the wait doubles with each failure up to 15
 * minutes. An attempt counts from the moment it is let through, before its password hash is
 * checked, so twenty at once still get only as many tries as the count allows. In memory only (a
 * restart forgets the counts, as it forgets the sessions).
 */
export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly clock: Clock) {}

  /** Lets one attempt through, or throws a LimitReachedError (429 + Retry-After) while any key must wait or has its tries in flight. */
  attempt(keys: string[]): Attempt {
    const now = this.clock.now();
    const counts = keys.map((key) => this.current(key, now));
    const waitMs = Math.max(0, ...counts.map((count) => (count?.blockedUntil ?? 0) - now));
    if (waitMs > 0) throw tooMany(waitMs);
    // Once the free tries are used, one attempt at a time: the next must wait for its outcome.
    if (counts.some((count) => count && count.inFlight >= Math.max(1, FREE_FAILURES - count.failures))) throw tooMany(FIRST_WAIT_MS);
    const held = keys.map((key, index) => this.hold(key, counts[index], now));
    let settled = false;
    const settle = (update: (count: Count, key: string) => void) => {
      if (settled) return;
      settled = true;
      held.forEach((count, index) => {
        count.inFlight--;
        update(count, keys[index]!);
      });
    };
    return {
      succeeded: (signedIn = false) => settle((_count, key) => signedIn && key === keys[0] && this.counts.delete(key)),
      failed: () => settle((count) => this.fail(count)),
    };
  }

  private hold(key: string, found: Count | undefined, now: number): Count {
    const count = found ?? { failures: 0, inFlight: 0, last: now, blockedUntil: 0 };
    count.inFlight++;
    count.last = now;
    // Re-inserted so the map's order is by last use, and the oldest are dropped first.
    this.counts.delete(key);
    this.counts.set(key, count);
    for (const oldest of this.counts.keys()) {
      if (this.counts.size <= MAX_KEYS) break;
      this.counts.delete(oldest);
    }
    return count;
  }

  private fail(count: Count): void {
    const now = this.clock.now();
    count.failures++;
    count.last = now;
    if (count.failures >= FREE_FAILURES) count.blockedUntil = now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (count.failures - FREE_FAILURES));
  }

  private current(key: string, now: number): Count | undefined {
    const count = this.counts.get(key);
    if (count && count.inFlight === 0 && now - count.last >= FORGET_AFTER_MS && now >= count.blockedUntil) {
      this.counts.delete(key);
      return undefined;
    }
    return count;
  }
}

function tooMany(waitMs: number): LimitReachedError {
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new LimitReachedError(`Too many wrong passwords or codes. Please wait ${wait} and try again.`, seconds);
}
