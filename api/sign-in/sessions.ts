import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import { DEFAULT_STAFF_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from '#contract/staff';

const MINUTE = 60_000;
/** A phone and a desk, and a spare; the oldest ends when a fourth starts (ASVS 5 7.1.2). */
export const MAX_SESSIONS_PER_ACCOUNT = 3;

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

/** 256 random bits, base64url: what the cookie carries. Only its SHA-256 is kept here. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Signed-in staff, in memory only: a restart signs everyone out, and a stolen copy of the data
 * folder holds no session. The map is keyed by the token's hash, so even a memory dump does not
 * give a usable cookie. A session ends at sign-out, after `idleMinutes` without a request, after
 * 12 hours in all, and when its account is disabled or given a new password.
 */
export class StaffSessions {
  private readonly sessions = new Map<string, StaffSession>();
  private readonly accountEndListeners: ((userId: string) => void)[] = [];

  constructor(
    private readonly clock: Clock,
    readonly idleMinutes = DEFAULT_STAFF_IDLE_MINUTES,
  ) {}

  start(user: { id: string; username: string }, browser: string): string {
    const now = this.clock.now();
    this.sweep(now);
    const own = [...this.sessions].filter(([, session]) => session.userId === user.id).sort(([, a], [, b]) => a.createdAt - b.createdAt);
    for (const [key] of own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_ACCOUNT + 1))) this.sessions.delete(key);
    const token = newToken();
    this.sessions.set(tokenKey(token), { id: randomUUID(), userId: user.id, username: user.username, browser, createdAt: now, lastSeen: now });
    return token;
  }

  /** The live session for a request, marked active now; null when absent or expired (and then forgotten). */
  use(token: string | undefined): StaffSession | null {
    const session = this.peek(token);
    if (session) session.lastSeen = this.clock.now();
    return session;
  }

  /** The live session without counting the look as activity (the UI asking who is signed in). */
  peek(token: string | undefined): StaffSession | null {
    if (!token) return null;
    const key = tokenKey(token);
    const session = this.sessions.get(key);
    if (!session) return null;
    if (this.clock.now() >= this.expiresAt(session)) {
      this.sessions.delete(key);
      return null;
    }
    return session;
  }

  /** When the session ends unless used again: the idle limit or the absolute one, whichever is first. */
  expiresAt(session: StaffSession): number {
    return Math.min(session.lastSeen + this.idleMinutes * MINUTE, this.endsAt(session));
  }

  /** When the session ends whatever is done: STAFF_SESSION_MAX_HOURS after sign-in, which no activity moves. */
  endsAt(session: StaffSession): number {
    return session.createdAt + STAFF_SESSION_MAX_HOURS * 60 * MINUTE;
  }

  end(token: string | undefined): StaffSession | null {
    if (!token) return null;
    const key = tokenKey(token);
    const session = this.sessions.get(key) ?? null;
    this.sessions.delete(key);
    return session;
  }

  /** Ends every session of an account, and tells the listeners (its half-done sign-ins end too); returns how many sessions there were. */
  endAllFor(userId: string): number {
    for (const listener of this.accountEndListeners) listener(userId);
    return this.endFor(userId, null);
  }

  /** Called with the account's id whenever all its sessions end (`disable`, `reset-password`). */
  onEndAll(listener: (userId: string) => void): void {
    this.accountEndListeners.push(listener);
  }

  /**
   * Ends every session of an account but the one with `token`, or only the one whose id is
   * `onlyId` (never the one with `token`); returns how many ended.
   */
  endOthers(userId: string, token: string, onlyId?: string): number {
    return this.endFor(userId, tokenKey(token), onlyId);
  }

  /** An account's live sessions, oldest first, each marked when it is the one with `token`. */
  listFor(userId: string, token: string): { session: StaffSession; current: boolean }[] {
    const now = this.clock.now();
    this.sweep(now);
    const own = tokenKey(token);
    return [...this.sessions]
      .filter(([, session]) => session.userId === userId)
      .sort(([, a], [, b]) => a.createdAt - b.createdAt)
      .map(([key, session]) => ({ session, current: key === own }));
  }

  private endFor(userId: string, keep: string | null, onlyId?: string): number {
    let ended = 0;
    for (const [key, session] of this.sessions) {
      if (session.userId !== userId || key === keep || (onlyId !== undefined && session.id !== onlyId)) continue;
      this.sessions.delete(key);
      ended++;
    }
    return ended;
  }

  private sweep(now: number): void {
    for (const [key, session] of this.sessions) if (now >= this.expiresAt(session)) this.sessions.delete(key);
  }
}
