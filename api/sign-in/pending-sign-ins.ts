import type { Clock } from '../clock';
import { newToken, tokenKey } from './sessions';

/** Long enough to install an authenticator app and scan the code, short enough to be useless later (ASVS 5 6.5.5). */
export const PENDING_MINUTES = 10;
/**
 * Asked for in time ("I need more time", WCAG 2.2.1), a half-done sign-in gets PENDING_MINUTES
 * more, up to this long after its password step; then the password is asked for again (the
 * set-up key stays the same: sign-in.service.ts).
 */
export const PENDING_LIMIT_MINUTES = 60;
/** Wrong codes one half-done sign-in may try before the password is asked for again. */
const MAX_CODE_ATTEMPTS = 5;
/** A bound on memory: password checks are throttled, but half-done sign-ins should not pile up either. */
const MAX_PENDING = 1000;

export interface PendingSignIn {
  readonly userId: string;
  /** The account's password version the password step checked: a newer password ends this sign-in. */
  readonly passwordVersion: number;
  /** The throttle keys the password step counted against (this browser's device cookie, or the unknown browsers' and the network's). */
  readonly keys: string[];
  /** Whether the browser held a valid device cookie for the account: if not, a finished sign-in alerts staff. */
  readonly knownBrowser: boolean;
  readonly createdAt: number;
  /** When it ends unless given more time (never after PENDING_LIMIT_MINUTES from `createdAt`). */
  expiresAt: number;
  /** At first sign-in: the new authenticator secret, kept here (not stored) until a code proves it was scanned. */
  readonly enrolSecret?: string;
  attempts: number;
}

export type NewPendingSignIn = Omit<PendingSignIn, 'createdAt' | 'expiresAt' | 'attempts'>;

/** Sign-ins whose password was right and whose code is awaited; in memory, keyed by the cookie token's hash. */
export class PendingSignIns {
  private readonly pending = new Map<string, PendingSignIn>();

  constructor(private readonly clock: Clock) {}

  start(signIn: NewPendingSignIn): string {
    const now = this.clock.now();
    for (const [key, entry] of this.pending) if (this.expired(entry, now)) this.pending.delete(key);
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    const token = newToken();
    this.pending.set(tokenKey(token), { ...signIn, createdAt: now, expiresAt: now + PENDING_MINUTES * 60_000, attempts: 0 });
    return token;
  }

  /**
   * More time for a half-done sign-in: PENDING_MINUTES from now, within PENDING_LIMIT_MINUTES of
   * its start. Null when it has ended; 'at-limit' when it cannot be given more.
   */
  extend(token: string | undefined): PendingSignIn | 'at-limit' | null {
    const entry = this.get(token);
    if (!entry) return null;
    const now = this.clock.now();
    const until = Math.min(now + PENDING_MINUTES * 60_000, entry.createdAt + PENDING_LIMIT_MINUTES * 60_000);
    if (until <= entry.expiresAt) return 'at-limit';
    entry.expiresAt = until;
    return entry;
  }

  get(token: string | undefined): PendingSignIn | null {
    if (!token) return null;
    const key = tokenKey(token);
    const entry = this.pending.get(key);
    if (!entry) return null;
    if (this.expired(entry, this.clock.now())) {
      this.pending.delete(key);
      return null;
    }
    return entry;
  }

  /** Counts a wrong code; after five the half-done sign-in is dropped. */
  failed(token: string): void {
    const entry = this.get(token);
    if (entry && ++entry.attempts >= MAX_CODE_ATTEMPTS) this.end(token);
  }

  end(token: string | undefined): void {
    if (token) this.pending.delete(tokenKey(token));
  }

  /** Ends every half-done sign-in of an account: its password changed, or it was disabled. */
  endAllFor(userId: string): void {
    for (const [key, entry] of this.pending) if (entry.userId === userId) this.pending.delete(key);
  }

  private expired(entry: PendingSignIn, now: number): boolean {
    return now >= entry.expiresAt;
  }
}
