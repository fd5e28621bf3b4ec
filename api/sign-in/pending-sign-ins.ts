/** Long enough to install an authenticator app and scan the code, short enough to be useless later (ASVS 5 6.5.5). */
export const PENDING_MINUTES = 10;
/**
 * Asked for in time ("I need more time", WCAG 2.2.1), a half-done sign-in gets PENDING_MINUTES
 * more, up to this long after its password step; then the password is asked for again (the
 * set-up key stays the same: sign-in.service.ts).
 */
export const PENDING_LIMIT_MINUTES = 60;
/** Wrong codes one half-done sign-in may try before the password is asked for again. */
export const MAX_CODE_ATTEMPTS = 5;
/** A bound on memory: password checks are throttled, but half-done sign-ins should not pile up either. */
export const MAX_PENDING = 1000;

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

/**
 * Sign-ins whose password was right and whose code is awaited, keyed by the cookie token's hash
 * (docs/decisions/073): in memory (pending-sign-ins.memory.ts) or shared by every server of a
 * database (pending-sign-ins.pg.ts), so the code step may reach another server than the password step.
 */
export interface PendingSignIns {
  /** Keeps a half-done sign-in for PENDING_MINUTES; returns its token. */
  start(signIn: NewPendingSignIn): Promise<string>;
  /**
   * More time for a half-done sign-in: PENDING_MINUTES from now, within PENDING_LIMIT_MINUTES of
   * its start. Null when it has ended; 'at-limit' when it cannot be given more.
   */
  extend(token: string | undefined): Promise<PendingSignIn | 'at-limit' | null>;
  /** The live half-done sign-in, or null (an expired one is forgotten). */
  get(token: string | undefined): Promise<PendingSignIn | null>;
  /** Counts a wrong code; after MAX_CODE_ATTEMPTS the half-done sign-in is dropped, also when the codes came to different servers. */
  failed(token: string): Promise<void>;
  end(token: string | undefined): Promise<void>;
  /** Ends every half-done sign-in of an account: its password changed, or it was disabled. */
  endAllFor(userId: string): Promise<void>;
}

/** When a half-done sign-in given more time at `now` ends: PENDING_MINUTES from now, never past its limit. */
export const extendedUntil = (createdAt: number, now: number): number => Math.min(now + PENDING_MINUTES * 60_000, createdAt + PENDING_LIMIT_MINUTES * 60_000);
