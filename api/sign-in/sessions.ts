import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { DEFAULT_STAFF_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from '#contract/staff';

const MINUTE = 60_000;
/** A phone and a desk, and a spare; the oldest ends when a fourth starts (ASVS 5 7.1.2). */
export const MAX_SESSIONS_PER_ACCOUNT = 3;
/** How long a session lasts at most, whatever is done: STAFF_SESSION_MAX_HOURS, which no activity moves. */
export const SESSION_MAX_MS = STAFF_SESSION_MAX_HOURS * 60 * MINUTE;

export interface StaffSession {
  /** A random id of its own, to name the session to its owner; the token stays a secret. */
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  /** 'Firefox on Linux' (browser-name.ts): what the owner needs to tell sessions apart, and no more of the User-Agent. */
  readonly browser: string;
  readonly createdAt: number;
  lastSeen: number;
}

/** 256 random bits, base64url: what the cookie carries. Only its SHA-256 is kept. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Signed-in staff (docs/decisions/073): kept by token hash only, so neither a memory dump nor the
 * database gives a usable cookie. A session ends at sign-out, after `idleMinutes` without a
 * request, after 12 hours in all, and when its account is disabled or given a new password.
 * Asynchronous because every server of a database shares them (sessions.pg.ts); in memory
 * otherwise (sessions.memory.ts), where a restart signs everyone out.
 */
export abstract class StaffSessions {
  private readonly accountEndListeners: ((userId: string) => unknown)[] = [];

  constructor(
    protected readonly clock: Clock,
    readonly idleMinutes = DEFAULT_STAFF_IDLE_MINUTES,
  ) {}

  /** Starts a session and returns its token; the account's oldest end beyond MAX_SESSIONS_PER_ACCOUNT, also when servers start them at once. */
  abstract start(user: { id: string; username: string }, browser: string): Promise<string>;

  /** The live session for a request, marked active now; null when absent or expired (and then forgotten). */
  abstract use(token: string | undefined): Promise<StaffSession | null>;

  /** The live session without counting the look as activity (the UI asking who is signed in). */
  abstract peek(token: string | undefined): Promise<StaffSession | null>;

  /** Ends the session with `token`; returns it, or null when there was none. */
  abstract end(token: string | undefined): Promise<StaffSession | null>;

  /**
   * Ends every session of an account but the one with `token`, or only the one whose id is
   * `onlyId` (never the one with `token`); returns how many ended.
   */
  abstract endOthers(userId: string, token: string, onlyId?: string): Promise<number>;

  /** An account's live sessions, oldest first, each marked when it is the one with `token`. */
  abstract listFor(userId: string, token: string): Promise<{ session: StaffSession; current: boolean }[]>;

  /** Ends every session of an account (`keep` aside), or only the one with id `onlyId`; returns how many ended. */
  protected abstract endFor(userId: string, keep: string | null, onlyId?: string): Promise<number>;

  /** When the session ends unless used again: the idle limit or the absolute one, whichever is first. */
  expiresAt(session: StaffSession): number {
    return Math.min(session.lastSeen + this.idleMs, this.endsAt(session));
  }

  /** When the session ends whatever is done. */
  endsAt(session: StaffSession): number {
    return session.createdAt + SESSION_MAX_MS;
  }

  protected get idleMs(): number {
    return this.idleMinutes * MINUTE;
  }

  /** Ends every session of an account, and tells the listeners (its half-done sign-ins end too); returns how many sessions there were. */
  async endAllFor(userId: string): Promise<number> {
    for (const listener of this.accountEndListeners) await listener(userId);
    return this.endFor(userId, null);
  }

  /** Called with the account's id whenever all its sessions end (`disable`, `reset-password`). */
  onEndAll(listener: (userId: string) => unknown): void {
    this.accountEndListeners.push(listener);
  }
}
