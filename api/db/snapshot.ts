import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCK_FILE } from './data-lock';
import { writeGate } from './write-gate';

/** A snapshot is a folder of the data folder's own: `.snapshot-<random>`. */
export const SNAPSHOT_PREFIX = '.snapshot-';
const SNAPSHOT_NAME = /^\.snapshot-[0-9a-f]{16}$/;

export const isSnapshotName = (name: string): boolean => SNAPSHOT_NAME.test(name);

/**
 * Files that are not data: the lock and its recovery file, the account socket (not a regular
 * file anyway), temporary files a write or a health check has not renamed or removed yet, and
 * other snapshots and restores under way.
 */
function isData(name: string, topLevel: boolean): boolean {
  if (name.endsWith('.tmp')) return false;
  if (!topLevel) return true;
  return !(name === LOCK_FILE || name.startsWith(`${LOCK_FILE}.`) || name.startsWith(SNAPSHOT_PREFIX) || name.startsWith('.restore-'));
}

export interface Snapshot {
  /** The snapshot's folder, inside the data folder (same file system, so links work). */
  folder: string;
  files: number;
}

/**
 * The data folder at one instant: inside the write gate's pause, every data file is hard-linked
 * into a new folder `DATA_DIR/.snapshot-<random>` (mode 0700). Data files are only ever replaced
 * by rename, never rewritten in place, so each link keeps the bytes of that instant while the
 * server goes on writing; the pause lasts as long as the links take (milliseconds). Remove it
 * with `removeSnapshot` once it is read.
 */
export async function takeSnapshot(dataDir: string): Promise<Snapshot> {
  const folder = join(dataDir, `${SNAPSHOT_PREFIX}${randomBytes(8).toString('hex')}`);
  await mkdir(folder, { mode: 0o700 });
  try {
    const files = await writeGate.pause(() => linkTree(dataDir, folder, true));
    return { folder, files };
  } catch (error) {
    await removeSnapshot(folder);
    throw error;
  }
}

async function linkTree(from: string, to: string, topLevel: boolean): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true });
  const counts = await Promise.all(
    entries
      .filter((entry) => isData(entry.name, topLevel))
      .map(async (entry) => {
        const source = join(from, entry.name);
        const target = join(to, entry.name);
        if (entry.isDirectory()) {
          await mkdir(target, { mode: 0o700 });
          return linkTree(source, target, false);
        }
        if (!entry.isFile()) return 0;
        try {
          await link(source, target);
          return 1;
        } catch (error) {
          // A file removed since the folder was listed (outside the gate: a health check's) is not data.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
          throw error;
        }
      }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export const removeSnapshot = (folder: string): Promise<void> => rm(folder, { recursive: true, force: true });

/** Snapshots a crash or a killed backup left behind: removed when the server starts. */
export async function removeLeftoverSnapshots(dataDir: string): Promise<number> {
  const names = (await readdir(dataDir).catch(() => [] as string[])).filter(isSnapshotName);
  await Promise.all(names.map((name) => removeSnapshot(join(dataDir, name))));
  return names.length;
}
