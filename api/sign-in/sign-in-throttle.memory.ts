import type { Clock } from '../clock';
import { type Attempt, type Count, current, held, MAX_KEYS, refuseIfLimited, settled, type SignInThrottle } from './sign-in-throttle';

/** The sign-in throttle's counts in this process's memory (one server, lowdb); a restart forgets them. */
export class MemorySignInThrottle implements SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly clock: Clock) {}

  async attempt(keys: string[]): Promise<Attempt> {
    const now = this.clock.now();
    const counts = keys.map((key) => this.current(key, now));
    refuseIfLimited(counts, now);
    keys.forEach((key, index) => this.hold(key, held(counts[index], now)));
    let done = false;
    const settle = (failed: boolean, signedIn = false) => {
      if (done) return;
      done = true;
      const now = this.clock.now();
      for (const key of keys) {
        const count = this.counts.get(key);
        if (count) this.counts.set(key, settled(count, failed, now));
      }
      if (signedIn) this.counts.delete(keys[0]!);
    };
    return {
      succeeded: async (signedIn = false) => settle(false, signedIn),
      failed: async () => settle(true),
    };
  }

  private hold(key: string, count: Count): void {
    // Re-inserted so the map's order is by last use, and the oldest are dropped first.
    this.counts.delete(key);
    this.counts.set(key, count);
    for (const oldest of this.counts.keys()) {
      if (this.counts.size <= MAX_KEYS) break;
      this.counts.delete(oldest);
    }
  }

  private current(key: string, now: number): Count | undefined {
    const count = current(this.counts.get(key), now);
    if (!count) this.counts.delete(key);
    return count;
  }
}
