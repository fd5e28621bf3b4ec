import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Clock, systemClock } from '../clock';
import { isSnapshotName } from './snapshot';

export const DEFAULT_DATA_MAX_MB = 1024;
/** How old a measurement may be before a check starts a new one (in the background). */
const REMEASURE_MS = 2_000;

/**
 * The data folder's size against its ceiling (DATA_MAX_MB). At the ceiling, public submissions
 * are refused (507) while pages and reads go on, so filling the disk cannot stop the server or
 * corrupt a write. The folder is measured at start and then again whenever a check finds the
 * last measurement older than two seconds; a ceiling of 0 means none.
 */
export class StorageCeiling {
  private usedBytes = 0;
  private measuredAt = 0;
  private measuring: Promise<void> | null = null;
  private wasFull: boolean | null = null;

  private constructor(
    readonly dataDir: string,
    readonly maxBytes: number,
    private readonly onChange: (full: boolean, usedBytes: number) => void,
    private readonly clock: Clock,
  ) {}

  /** `onChange` hears the state at start and every crossing of the ceiling after; `clock` dates the measurements (the app's). */
  static async open(dataDir: string, maxMb: number, onChange: (full: boolean, usedBytes: number) => void = () => undefined, clock: Clock = systemClock): Promise<StorageCeiling> {
    const ceiling = new StorageCeiling(dataDir, Math.round(maxMb * 1024 * 1024), onChange, clock);
    await ceiling.measure();
    return ceiling;
  }

  get used(): number {
    return this.usedBytes;
  }

  get full(): boolean {
    return this.maxBytes > 0 && this.usedBytes >= this.maxBytes;
  }

  /** Whether the folder is at its ceiling, by the latest measurement; starts a new one when due. */
  check(): boolean {
    if (this.clock.now() - this.measuredAt > REMEASURE_MS) void this.measure();
    return this.full;
  }

  /** Measures the folder now (one measurement at a time; callers share it). */
  measure(): Promise<void> {
    this.measuring ??= folderBytes(this.dataDir)
      .then((bytes) => {
        this.usedBytes = bytes;
        this.measuredAt = this.clock.now();
        if (this.full !== this.wasFull) {
          this.wasFull = this.full;
          this.onChange(this.full, bytes);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        this.measuring = null;
      });
    return this.measuring;
  }
}

/**
 * Top-level folders the records' ceiling does not count: the referrals' documents have a ceiling
 * of their own (DOCUMENTS_MAX_MB, api/referrals/), so uploads can never stop bookings, and
 * uploads still arriving are not kept yet.
 */
const OWN_CEILING = new Set(['documents', 'uploads.tmp']);

/**
 * Bytes of every file below `folder` (files vanishing mid-walk, such as temporary ones, count as 0).
 * A backup's snapshot is hard links to the same bytes: counted, it would double the folder for the
 * length of a backup and could refuse bookings at half the ceiling.
 */
async function folderBytes(folder: string, top = true): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += isSnapshotName(entry.name) || (top && OWN_CEILING.has(entry.name)) ? 0 : await folderBytes(path, false);
    else if (entry.isFile()) total += await stat(path).then((info) => info.size, () => 0);
  }
  return total;
}
