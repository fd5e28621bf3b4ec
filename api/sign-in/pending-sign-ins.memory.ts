import type { Clock } from '../clock';
import { extendedUntil, MAX_CODE_ATTEMPTS, MAX_PENDING, type NewPendingSignIn, PENDING_MINUTES, type PendingSignIn, type PendingSignIns } from './pending-sign-ins';
import { newToken, tokenKey } from './sessions';

/** Half-done sign-ins in this process's memory (one server, lowdb). */
export class MemoryPendingSignIns implements PendingSignIns {
  private readonly pending = new Map<string, PendingSignIn>();

  constructor(private readonly clock: Clock) {}

  async start(signIn: NewPendingSignIn): Promise<string> {
    const now = this.clock.now();
    for (const [key, entry] of this.pending) if (now >= entry.expiresAt) this.pending.delete(key);
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    const token = newToken();
    this.pending.set(tokenKey(token), { ...signIn, createdAt: now, expiresAt: now + PENDING_MINUTES * 60_000, attempts: 0 });
    return token;
  }

  async extend(token: string | undefined): Promise<PendingSignIn | 'at-limit' | null> {
    const entry = this.live(token);
    if (!entry) return null;
    const until = extendedUntil(entry.createdAt, this.clock.now());
    if (until <= entry.expiresAt) return 'at-limit';
    entry.expiresAt = until;
    return { ...entry };
  }

  async get(token: string | undefined): Promise<PendingSignIn | null> {
    const entry = this.live(token);
    return entry && { ...entry };
  }

  async failed(token: string): Promise<void> {
    const entry = this.live(token);
    if (entry && ++entry.attempts >= MAX_CODE_ATTEMPTS) await this.end(token);
  }

  async end(token: string | undefined): Promise<void> {
    if (token) this.pending.delete(tokenKey(token));
  }

  async endAllFor(userId: string): Promise<void> {
    for (const [key, entry] of this.pending) if (entry.userId === userId) this.pending.delete(key);
  }

  private live(token: string | undefined): PendingSignIn | null {
    if (!token) return null;
    const key = tokenKey(token);
    const entry = this.pending.get(key);
    if (!entry) return null;
    if (this.clock.now() >= entry.expiresAt) {
      this.pending.delete(key);
      return null;
    }
    return entry;
  }
}
