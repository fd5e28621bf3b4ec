import { constants, readFileSync, unlinkSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { isRunning, processStartOf } from './process-state';

/** Who holds a data folder: written into its lock file by the process that took it. */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not mistaken for the holder. */
  processStart?: string;
}

export const LOCK_FILE = '.lock';
const RECOVERY_FILE = '.lock.recovering';
/** A recovery that has not finished in this time was cut off by a crash. */
const RECOVERY_STALE_MS = 10_000;

export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Data folder ${dataDir} is in use by another server (process ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataFolderInUse';
  }
}

/**
 * One server process per data folder: two processes on one folder would each keep their own
 * copy of the data in memory, so both could book the same slot and the later write would drop
 * the earlier booking. The lock is a file made with O_EXCL holding the holder's pid; a lock left
 * by a crashed or killed process (its pid gone, or reused by another program) is taken over.
 * Tools that change data while the server runs ask the server (docs/decisions/011).
 */
export class DataFolderLock {
  private released = false;

  private constructor(private readonly file: string) {}

  static async acquire(dataDir: string): Promise<DataFolderLock> {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const file = join(dataDir, LOCK_FILE);
    const me = currentHolder();
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await createExclusive(file, me)) return new DataFolderLock(file);
      const holder = await readHolder(file);
      if (holder && holderAlive(holder)) throw new DataFolderInUse(dataDir, holder);
      await recoverStale(dataDir, file, holder);
    }
    const holder = await readHolder(file);
    throw holder ? new DataFolderInUse(dataDir, holder) : new Error(`Could not lock the data folder ${dataDir}; try again.`);
  }

  /** Synchronous, so it also runs from an `exit` handler. A second call does nothing. */
  release(): void {
    if (this.released) return;
    this.released = true;
    try {
      const holder = JSON.parse(readFileSync(this.file, 'utf8')) as LockHolder;
      if (holder.pid === process.pid) unlinkSync(this.file);
    } catch {
      /* already gone */
    }
  }
}

/** The live server holding `dataDir`, if any: what a command-line tool checks before it writes. */
export async function lockHolder(dataDir: string): Promise<LockHolder | null> {
  const holder = await readHolder(join(dataDir, LOCK_FILE));
  return holder && holderAlive(holder) ? holder : null;
}

function currentHolder(): LockHolder {
  return { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), processStart: processStartOf(process.pid) };
}

/**
 * Writes the holder to a file of its own, then links it in as `file`: the link fails if `file`
 * exists, and a lock file is never seen half written.
 */
async function createExclusive(file: string, holder: LockHolder): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  const handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    await handle.writeFile(JSON.stringify(holder), 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : null;
  } catch {
    // Missing, or not a lock this code wrote (locks are linked in whole): nobody holds it.
    return null;
  }
}

function holderAlive(holder: LockHolder): boolean {
  // A folder shared with another machine: its processes cannot be seen from here, so the lock stands.
  if (holder.host !== hostname()) return true;
  // A killed server not yet reaped by its parent (a zombie) holds nothing: a restart right after `kill -9` may take over.
  if (!isRunning(holder.pid)) return false;
  const start = processStartOf(holder.pid);
  return !holder.processStart || !start || start === holder.processStart;
}

/**
 * Removes a stale lock. Two processes starting at once after a crash could both see it stale;
 * a second O_EXCL file makes only one of them remove it, after checking it is still the same lock.
 */
async function recoverStale(dataDir: string, file: string, seen: LockHolder | null): Promise<void> {
  const recovery = join(dataDir, RECOVERY_FILE);
  if (!(await createExclusive(recovery, currentHolder()))) {
    const age = await stat(recovery).then((info) => Date.now() - info.mtimeMs, () => 0);
    if (age > RECOVERY_STALE_MS) await unlink(recovery).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return;
  }
  try {
    const now = await readHolder(file);
    if (JSON.stringify(now) === JSON.stringify(seen)) await unlink(file).catch(() => undefined);
  } finally {
    await unlink(recovery).catch(() => undefined);
  }
}
