import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataFolderInUse, DataFolderLock, lockHolder } from '../../api/db/data-lock';
import { isSnapshotName, removeSnapshot, takeSnapshot } from '../../api/db/snapshot';
import { sendAccountCommand } from '../../api/users/account-socket';

export interface HeldSnapshot {
  folder: string;
  /** Whether the running server took it (else this process did, holding the folder's lock). */
  byServer: boolean;
  /** Removes the snapshot, and lets go of the lock if this process took it. */
  release(): Promise<void>;
}

/** A server that has just taken the lock opens its socket a moment later. */
const SOCKET_WAIT_MS = 15_000;

/**
 * The data folder at one instant (decision 022). A running server takes the snapshot itself, in
 * its write gate's pause, and names the folder; this process then reads it (the passphrase never
 * reaches the server). With no server, this process takes the folder's lock and keeps it until
 * the backup is written, so no server starts and sweeps the snapshot away meanwhile.
 */
export async function snapshotOf(dataDir: string): Promise<HeldSnapshot> {
  const info = await stat(dataDir).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`There is no data folder at ${dataDir} (DATA_DIR): nothing to back up.`);
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = await lockHolder(dataDir);
    if (holder) return fromServer(dataDir, holder.pid);
    let lock: DataFolderLock;
    try {
      lock = await DataFolderLock.acquire(dataDir);
    } catch (error) {
      if (error instanceof DataFolderInUse) continue;
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
  throw new Error('The data folder changed hands several times; please try again.');
}

async function fromServer(dataDir: string, pid: number): Promise<HeldSnapshot> {
  const deadline = Date.now() + SOCKET_WAIT_MS;
  for (;;) {
    try {
      const reply = await sendAccountCommand(dataDir, { command: 'snapshot' });
      if (!reply.ok || !reply.snapshot || !isSnapshotName(reply.snapshot)) {
        throw new Error(`The server (process ${pid}) did not take a snapshot: ${reply.message || 'it gave no folder'}`);
      }
      const folder = join(dataDir, reply.snapshot);
      return { folder, byServer: true, release: () => removeSnapshot(folder) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || Date.now() > deadline) {
        if (!code) throw error;
        throw new Error(`The server (process ${pid}) holds ${dataDir} but could not be reached on its socket: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
