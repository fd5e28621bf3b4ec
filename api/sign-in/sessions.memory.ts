import { randomUUID } from 'node:crypto';
import { MAX_SESSIONS_PER_ACCOUNT, newToken, type StaffSession, StaffSessions, tokenKey } from './sessions';

/**
 * Staff sessions in this process's memory (one server, lowdb): a restart signs everyone out, and
 * a stolen copy of the data folder holds no session.
 */
export class MemoryStaffSessions extends StaffSessions {
  private readonly sessions = new Map<string, StaffSession>();

  async start(user: { id: string; username: string }, browser: string): Promise<string> {
    const now = this.clock.now();
    this.sweep(now);
    const own = [...this.sessions].filter(([, session]) => session.userId === user.id).sort(([, a], [, b]) => a.createdAt - b.createdAt);
    for (const [key] of own.slice(0, Math.max(0, own.length - MAX_SESSIONS_PER_ACCOUNT + 1))) this.sessions.delete(key);
    const token = newToken();
    this.sessions.set(tokenKey(token), { id: randomUUID(), userId: user.id, username: user.username, browser, createdAt: now, lastSeen: now });
    return token;
  }

  async use(token: string | undefined): Promise<StaffSession | null> {
    const session = this.live(token);
    if (session) session.lastSeen = this.clock.now();
    return session && { ...session };
  }

  async peek(token: string | undefined): Promise<StaffSession | null> {
    const session = this.live(token);
    return session && { ...session };
  }

  async end(token: string | undefined): Promise<StaffSession | null> {
    if (!token) return null;
    const key = tokenKey(token);
    const session = this.sessions.get(key) ?? null;
    this.sessions.delete(key);
    return session;
  }

  async endOthers(userId: string, token: string, onlyId?: string): Promise<number> {
    return this.endFor(userId, tokenKey(token), onlyId);
  }

  async listFor(userId: string, token: string): Promise<{ session: StaffSession; current: boolean }[]> {
    this.sweep(this.clock.now());
    const own = tokenKey(token);
    return [...this.sessions]
      .filter(([, session]) => session.userId === userId)
      .sort(([, a], [, b]) => a.createdAt - b.createdAt)
      .map(([key, session]) => ({ session: { ...session }, current: key === own }));
  }

  protected async endFor(userId: string, keep: string | null, onlyId?: string): Promise<number> {
    // Ended already by time: not counted as ended now.
    this.sweep(this.clock.now());
    let ended = 0;
    for (const [key, session] of this.sessions) {
      if (session.userId !== userId || key === keep || (onlyId !== undefined && session.id !== onlyId)) continue;
      this.sessions.delete(key);
      ended++;
    }
    return ended;
  }

  private live(token: string | undefined): StaffSession | null {
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

  private sweep(now: number): void {
    for (const [key, session] of this.sessions) if (now >= this.expiresAt(session)) this.sessions.delete(key);
  }
}
