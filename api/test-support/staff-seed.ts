import { AuditStore } from '../audit/audit.store';
import { systemClock } from '../clock';
import { DataFolderLock } from '../db/data-lock';
import { AppSecret } from '../secrets/app-secret';
import { createAccounts } from '../users/users.service';
import { UsersStore } from '../users/users.store';
import { CLI, STAFF_PASSWORD, TEST_COST } from './staff';
import { filesIn } from '../db/record-source';

/**
 * An account added to a stopped server's data folder as `addStaff` (./staff-cli) adds it: the same
 * stores, lock and audit entry by the command line, but hashed at TEST_COST, without starting Node.
 * For suites that need an account, or sign in to the real server, and are not about the command
 * line's add or the hashing. The hash carries its own cost, so the server checks it at that cost;
 * the real cost is the command line's (api/cli/staff.test.ts) and the server's own (resets).
 */
export async function addStaffCheaply(dataDir: string, username: string, password = STAFF_PASSWORD): Promise<void> {
  const lock = await DataFolderLock.acquire(dataDir);
  try {
    const [users, audit] = await Promise.all([UsersStore.open(filesIn(dataDir)), AuditStore.open(filesIn(dataDir), await AppSecret.load(dataDir))]);
    await createAccounts({ users, audit, clock: systemClock, cost: TEST_COST }).add(username, password, CLI);
    await Promise.all([users.flush(), audit.flush()]);
  } finally {
    lock.release();
  }
}
