import { logAuditCheck } from '../../audit/audit-check-log';
import { AuditStore } from '../../audit/audit.store';
import { systemClock } from '../../clock';
import { loadConfig } from '../../config';
import { createDataLife } from '../../retention/data-life.service';
import { flushStores, inDataDir, openStores } from '../../stores';
import { DataFolderInUse, DataFolderLock, lockHolder } from '../../db/data-lock';
import { AppSecret } from '../../secrets/app-secret';
import { type AccountCommand, type AccountReply, runAccountCommand } from '../../command-line/account-command';
import { sendAccountCommand } from '../../command-line/account-socket';
import { createAccounts } from '../../users/users.service';
import { UsersStore } from '../../users/users.store';
import { filesIn } from '../../db/record-source';

/** A server that has just taken the lock opens its socket a moment later. */
const SOCKET_WAIT_MS = 15_000;

/**
 * One writer for the data folder (decision 011): a live server gets the command over its socket;
 * with none, this process takes the lock, makes the change, writes it to disk and lets go. The
 * audit trail is keyed with the server's secret (`appSecret`, else `DATA_DIR/app-secret`); opening
 * it checks its chain, and a break found is recorded and told on standard error, as the server would.
 */
export async function runCommand(dataDir: string, command: AccountCommand, { appSecret, enrolHours }: { appSecret?: string; enrolHours?: number } = {}): Promise<AccountReply> {
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
      return await (command.command === 'purge' ? purgeHere(dataDir, command, appSecret) : changeAccountsHere(dataDir, command, appSecret, enrolHours));
    } finally {
      lock.release();
    }
  }
  throw new Error('The data folder changed hands several times; please try again.');
}

/** Reports a break the opening of the trail found (and recorded), as the server would. */
const reportAuditCheck = (audit: AuditStore) =>
  logAuditCheck(audit.checked, { info: () => undefined, error: (_details: object, message: string) => console.error(message) });

async function changeAccountsHere(dataDir: string, command: AccountCommand, appSecret?: string, enrolHours?: number): Promise<AccountReply> {
  const secret = await AppSecret.load(dataDir, appSecret);
  const [users, audit] = await Promise.all([UsersStore.open(filesIn(dataDir)), AuditStore.open(filesIn(dataDir), secret)]);
  reportAuditCheck(audit);
  const reply = await runAccountCommand({ accounts: createAccounts({ users, audit, clock: systemClock, enrolHours }) }, command);
  await Promise.all([users.flush(), audit.flush()]);
  return reply;
}

/** A purge with the server stopped: every collection is opened, as the server would, and written back before the lock goes. */
async function purgeHere(dataDir: string, command: AccountCommand, appSecret?: string): Promise<AccountReply> {
  const { timeZone, retentionMonths } = loadConfig();
  const stores = await openStores(inDataDir(dataDir), await AppSecret.load(dataDir, appSecret));
  reportAuditCheck(stores.audit);
  const life = createDataLife({ stores, dataDir, clock: systemClock, timeZone, retentionMonths, actor: { actor: 'cli', address: 'local' } });
  await life.resume();
  const reply = await runAccountCommand({ accounts: createAccounts({ users: stores.users, audit: stores.audit, clock: systemClock }), life }, command);
  await flushStores(stores);
  return reply;
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
