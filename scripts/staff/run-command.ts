import { AuditStore } from '../../api/audit/audit.store';
import { systemClock } from '../../api/clock';
import { DataFolderInUse, DataFolderLock, lockHolder } from '../../api/db/data-lock';
import { type AccountCommand, type AccountReply, runAccountCommand } from '../../api/users/account-command';
import { sendAccountCommand } from '../../api/users/account-socket';
import { createAccounts } from '../../api/users/users.service';
import { UsersStore } from '../../api/users/users.store';

/** A server that has just taken the lock opens its socket a moment later. */
const SOCKET_WAIT_MS = 15_000;

/**
 * One writer for the data folder (decision 011): a live server gets the command over its socket;
 * with none, this process takes the lock, makes the change, writes it to disk and lets go.
 */
export async function runCommand(dataDir: string, command: AccountCommand, enrolHours?: number): Promise<AccountReply> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = await lockHolder(dataDir);
    if (holder) return viaServer(dataDir, command, holder.pid);
    let lock: DataFolderLock;
    try {
      lock = await DataFolderLock.acquire(dataDir);
    } catch (error) {
      // A server started between the check and the lock: ask it instead.
      if (error instanceof DataFolderInUse) continue;
      throw error;
    }
    try {
      const [users, audit] = await Promise.all([UsersStore.open(dataDir), AuditStore.open(dataDir)]);
      const reply = await runAccountCommand(createAccounts({ users, audit, clock: systemClock, enrolHours }), command);
      await Promise.all([users.flush(), audit.flush()]);
      return reply;
    } finally {
      lock.release();
    }
  }
  throw new Error('The data folder changed hands several times; please try again.');
}

async function viaServer(dataDir: string, command: AccountCommand, pid: number): Promise<AccountReply> {
  const deadline = Date.now() + SOCKET_WAIT_MS;
  for (;;) {
    try {
      return await sendAccountCommand(dataDir, command);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const starting = code === 'ENOENT' || code === 'ECONNREFUSED';
      if (!starting || Date.now() > deadline) {
        throw new Error(`The server (process ${pid}) holds ${dataDir} but could not be reached on its account socket: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
