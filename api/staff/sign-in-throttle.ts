import { ipKeyGenerator } from 'express-rate-limit';
import type { Clock } from '../clock';
import { LimitReachedError } from '../domain-errors';

/** Failures allowed before a wait; then 30 s, doubling with each further failure, at most an hour. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 60 * 60_000;
/** A key with no failure for a day starts again from nothing. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** Keys kept at most: a flood of made-up names must not grow memory without end. The oldest go first. */
const MAX_KEYS = 50_000;

interface Count {
  failures: number;
  last: number;
  blockedUntil: number;
}

/** The keys one attempt counts against: the account name as typed (known or not, so answers match) and the client's network. */
export function throttleKeys(username: string, address: string): string[] {
  return [`account:${username.trim().toLowerCase()}`, `address:${ipKeyGenerator(address || '0.0.0.0')}`];
}

/**
 * Slows password and code guessing (ASVS 5 6.3.1) without locking anyone out for good: after five
 * failures on an account or from an address, each further attempt waits, and the wait doubles
 * with each failure. In memory only (a restart forgets the counts, as it forgets the sessions).
 */
export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly clock: Clock) {}

  /** Throws a LimitReachedError (429 + Retry-After) while any key must wait. */
  check(keys: string[]): void {
    const now = this.clock.now();
    const waitMs = Math.max(0, ...keys.map((key) => (this.current(key, now)?.blockedUntil ?? 0) - now));
    if (waitMs > 0) throw tooMany(waitMs);
  }

  fail(keys: string[]): void {
    const now = this.clock.now();
    for (const key of keys) {
      const count = this.current(key, now) ?? { failures: 0, last: now, blockedUntil: 0 };
      count.failures++;
      count.last = now;
      if (count.failures >= FREE_FAILURES) count.blockedUntil = now + Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (count.failures - FREE_FAILURES));
      // Re-inserted so the map's order is by last failure, and the oldest are dropped first.
      this.counts.delete(key);
      this.counts.set(key, count);
    }
    for (const key of this.counts.keys()) {
      if (this.counts.size <= MAX_KEYS) break;
      this.counts.delete(key);
    }
  }

  /** A full sign-in clears its account's count; the address's count wears off by itself. */
  succeeded(key: string): void {
    this.counts.delete(key);
  }

  private current(key: string, now: number): Count | undefined {
    const count = this.counts.get(key);
    if (count && now - count.last >= FORGET_AFTER_MS && now >= count.blockedUntil) {
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
