import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataFolderInUse, DataFolderLock, lockHolder } from '../../db/data-lock';
import { isSnapshotName, removeSnapshot, takeSnapshot } from '../../db/snapshot';
import { sendAccountCommand } from '../../command-line/account-socket';

export interface HeldSnapshot {
  folder: string;
  /** Whether the running server took it (else this process did, holding the folder's lock). */
  byServer: boolean;
  /** Removes the snapshot, and lets go of the lock if this process took it. */
  release(): Promise<void>;
}

/** How long to wait for a server that has just taken the lock to open its socket, or for another command to let go. */
const WAIT_MS = 60_000;

/**
 * The data folder at one instant (decision 027). A running server takes the snapshot itself, in
 * its write gate's pause, and names the folder; this process then reads it (the passphrase never
 * reaches the server). With no server, this process takes the folder's lock and keeps it until
 * the backup is written, so no server starts and sweeps the snapshot away meanwhile. Another
 * command holding the lock (a staff change, another backup) is waited for, until `stopped()`.
 */
export async function snapshotOf(dataDir: string, stopped: () => boolean = () => false): Promise<HeldSnapshot | null> {
  const info = await stat(dataDir).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`There is no data folder at ${dataDir} (DATA_DIR): nothing to back up.`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // Ctrl-C while waiting for the folder: nothing taken yet, nothing to remove.
    if (stopped()) return null;
    const holder = await lockHolder(dataDir);
    const held = holder ? await fromServer(dataDir, holder.pid) : await ownSnapshot(dataDir);
    if (held) return held;
    if (Date.now() > deadline) {
      throw new Error(
        holder
          ? `Process ${holder.pid} holds ${dataDir} but does not answer on its socket (a server starting, or another command): try again when it is up or done.`
          : 'The data folder changed hands several times; please try again.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** With no server: this process's own lock and snapshot, or null if a server or a command took the lock first. */
async function ownSnapshot(dataDir: string): Promise<HeldSnapshot | null> {
  let lock: DataFolderLock;
  try {
    lock = await DataFolderLock.acquire(dataDir);
  } catch (error) {
    if (error instanceof DataFolderInUse) return null;
    throw error;
  }
  try {
    const { folder } = await takeSnapshot(dataDir);
    return { folder, byServer: false, release: () => removeSnapshot(folder).finally(() => lock.release()) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The running server's snapshot, or null while its socket is not there (starting) or not taking connections. */
async function fromServer(dataDir: string, pid: number): Promise<HeldSnapshot | null> {
  let reply;
  try {
    reply = await sendAccountCommand(dataDir, { command: 'snapshot', owner: process.pid });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw new Error(`The server (process ${pid}) holds ${dataDir} but could not be reached on its socket: ${(error as Error).message}`);
  }
  if (!reply.ok || !reply.snapshot || !isSnapshotName(reply.snapshot)) {
    throw new Error(`The server (process ${pid}) did not take a snapshot: ${reply.message || 'it named no folder'}`);
  }
  const folder = join(dataDir, reply.snapshot);
  return { folder, byServer: true, release: () => removeSnapshot(folder) };
}
