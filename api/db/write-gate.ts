/**
 * One gate for every write to the data folder, so a backup can take the folder at one instant
 * (decision 027). Writes pass it together (`write`); a snapshot passes it alone (`pause`): it
 * waits for the writes under way to finish and holds new ones until it ends, which is a few
 * milliseconds of hard links. A write is a file's whole replacement (temporary file, fsync,
 * rename, folder fsync), or an unlink, so the snapshot sees each file before or after it, never
 * halfway.
 *
 * Never call `write` inside another `write`: a pause waiting for the outer one would hold the
 * inner one, and neither would finish. Without a pause under way a write costs one counter.
 */
export class WriteGate {
  private writers = 0;
  /** Set while a pause waits or runs; resolves when it ends. */
  private paused: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  async write<T>(fn: () => Promise<T>): Promise<T> {
    while (this.paused) await this.paused;
    this.writers++;
    try {
      return await fn();
    } finally {
      if (--this.writers === 0) this.drained?.();
    }
  }

  async pause<T>(fn: () => Promise<T>): Promise<T> {
    while (this.paused) await this.paused;
    let end!: () => void;
    this.paused = new Promise((resolve) => (end = resolve));
    try {
      if (this.writers > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      return await fn();
    } finally {
      this.drained = null;
      this.paused = null;
      end();
    }
  }
}

/** The process's one gate: the data folder has one owner process (decision 011). */
export const writeGate = new WriteGate();
