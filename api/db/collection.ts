import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { DurableJsonFile } from './durable-json-file';
import type { Encoder } from './json-encoding';

/**
 * One lowdb file with group commit: changes made while a write is under way are
 * gathered into the next single write, so many concurrent requests cost one rewrite
 * of the file instead of one each. `commit()` resolves once the caller's change is on disk.
 */
export class Collection<T extends object> {
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private constructor(private readonly db: Low<T>) {}

  static async open<T extends object>(dataDir: string, name: string, defaults: () => T, encode?: Encoder<T>): Promise<Collection<T>> {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const db = new Low<T>(new DurableJsonFile<T>(join(dataDir, `${name}.json`), encode), defaults());
    await db.read();
    db.data = { ...defaults(), ...db.data };
    return new Collection(db);
  }

  get data(): T {
    return this.db.data;
  }

  commit(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.inFlight) return this.startWrite();
    const next = this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.startWrite();
      });
    this.queued = next;
    return next;
  }

  /**
   * Resolves when every change made so far is on disk. It waits for the writes under way
   * now and not for later ones, so a caller is not held up by a steady stream of other writes.
   */
  async flush(): Promise<void> {
    await (this.queued ?? this.inFlight)?.catch(() => undefined);
  }

  private startWrite(): Promise<void> {
    const write: Promise<void> = this.db.write().finally(() => {
      if (this.inFlight === write) this.inFlight = null;
    });
    this.inFlight = write;
    return write;
  }
}
