import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, rm, unlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { LOCK_FILE } from './data-lock';
import { isRunning } from './process-state';
import { writeGate } from './write-gate';

/**
 * A snapshot is a folder of the data folder's own: `.snapshot-<owner>-<random>`, the owner being
 * the process that reads and removes it (the backup). One whose owner is no longer running was
 * left by a backup killed halfway; an older `.snapshot-<random>` names no owner.
 */
export const SNAPSHOT_PREFIX = '.snapshot-';
const SNAPSHOT_NAME = /^\.snapshot-(?:(\d{1,10})-)?[0-9a-f]{16}$/;

export const isSnapshotName = (name: string): boolean => SNAPSHOT_NAME.test(name);

/** A snapshot whose backup is gone: its owner is not running, or it names none. */
const isLeftover = (name: string): boolean => {
  const owner = SNAPSHOT_NAME.exec(name)?.[1];
  return owner === undefined || !isRunning(Number(owner));
};

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
  /** How long writes were held (the pause, waiting for the writes under way included). */
  pauseMs: number;
}

/**
 * The data folder at one instant: every data file hard-linked into a new folder
 * `DATA_DIR/.snapshot-<random>` (mode 0700). Data files are only ever replaced by rename, never
 * rewritten in place, so each link keeps the bytes of that instant while the server goes on
 * writing. The instant is the write gate's pause (decision 027), which must stay short: the files
 * of sub-folders (`mail/`: e-mails, written once and never changed, tens of thousands in time)
 * are linked before it, and the pause links the top-level files (current files and sealed parts,
 * about one per megabyte) and settles only the sub-folders' names that came or went meanwhile.
 * Remove the snapshot with `removeSnapshot` once it is read.
 */
export async function takeSnapshot(dataDir: string, owner = process.pid): Promise<Snapshot> {
  // A backup killed halfway left its snapshot, whose links keep the bytes of records deleted since: gone before a new one is made.
  await removeLeftoverSnapshots(dataDir);
  const folder = join(dataDir, `${SNAPSHOT_PREFIX}${owner}-${randomBytes(8).toString('hex')}`);
  await mkdir(folder, { mode: 0o700 });
  try {
    const early = await linkSubFolders(dataDir, folder);
    const asked = performance.now();
    const files = await writeGate.pause(() => linkInstant(dataDir, folder, early));
    return { folder, files, pauseMs: Math.round(performance.now() - asked) };
  } catch (error) {
    await removeSnapshot(folder);
    throw error;
  }
}

/** A sub-folder's files by path relative to it (any depth), folders first so they can be made in order. */
async function filesUnder(folder: string): Promise<{ folders: string[]; files: string[] }> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const path = (entry: (typeof entries)[number]) => relative(folder, join(entry.parentPath, entry.name));
  return {
    folders: entries.filter((entry) => entry.isDirectory()).map(path).sort(),
    files: entries.filter((entry) => entry.isFile() && isData(entry.name, false)).map(path),
  };
}

/** Before the pause: each sub-folder's write-once files, linked while the server writes on. */
async function linkSubFolders(dataDir: string, folder: string): Promise<Map<string, Set<string>>> {
  const linked = new Map<string, Set<string>>();
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !isData(entry.name, true)) continue;
    const target = join(folder, entry.name);
    await mkdir(target, { mode: 0o700 });
    const { folders, files } = await filesUnder(join(dataDir, entry.name));
    for (const sub of folders) await mkdir(join(target, sub), { mode: 0o700 });
    const done = await Promise.all(files.map(async (file) => ((await linkIfThere(join(dataDir, entry.name, file), join(target, file))) ? [file] : [])));
    linked.set(entry.name, new Set(done.flat()));
  }
  return linked;
}

/** In the pause: the top-level files, and each sub-folder brought to this instant's names. */
async function linkInstant(dataDir: string, folder: string, early: Map<string, Set<string>>): Promise<number> {
  const counts = await Promise.all(
    (await readdir(dataDir, { withFileTypes: true })).map(async (entry) => {
      if (!isData(entry.name, true)) return 0;
      if (entry.isFile()) return (await linkIfThere(join(dataDir, entry.name), join(folder, entry.name))) ? 1 : 0;
      if (!entry.isDirectory()) return 0;
      return settleSubFolder(join(dataDir, entry.name), join(folder, entry.name), early.get(entry.name));
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

async function settleSubFolder(source: string, target: string, before = new Set<string>()): Promise<number> {
  const { folders, files } = await filesUnder(source);
  await mkdir(target, { recursive: true, mode: 0o700 });
  for (const sub of folders) await mkdir(join(target, sub), { recursive: true, mode: 0o700 });
  const now = new Set(files);
  const [added] = await Promise.all([
    Promise.all(files.filter((file) => !before.has(file)).map((file) => linkIfThere(join(source, file), join(target, file)))),
    Promise.all([...before].filter((file) => !now.has(file)).map((file) => unlink(join(target, file)))),
  ]);
  return files.length - added.filter((linked) => !linked).length;
}

/** False for a file removed since its folder was listed (outside the gate: a health check's temporary file). */
async function linkIfThere(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export const removeSnapshot = (folder: string): Promise<void> => rm(folder, { recursive: true, force: true });

/**
 * Snapshots a crash or a killed backup left behind (their owner is gone), never one a running
 * backup reads: removed when the server starts, before each snapshot, and by each purge or
 * deletion, since their hard links hold the bytes of the records removed.
 */
export async function removeLeftoverSnapshots(dataDir: string): Promise<number> {
  const names = (await readdir(dataDir).catch(() => [] as string[])).filter((name) => isSnapshotName(name) && isLeftover(name));
  await Promise.all(names.map((name) => removeSnapshot(join(dataDir, name))));
  return names.length;
}
