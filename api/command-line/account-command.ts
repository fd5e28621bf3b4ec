import { DomainError } from '../domain-errors';
import { describeRemoved } from '../retention/removed-words';
import type { DataLife } from '../retention/data-life.service';
import type { AccountSummary, Accounts } from '../users/users.service';

/** What `npm run staff` asks for, whether it runs the change itself or sends it to the running server. */
export type AccountCommand =
  | { command: 'add'; username: string; password: string }
  | { command: 'reset-password'; username: string; password: string }
  | { command: 'disable'; username: string }
  | { command: 'list' }
  | { command: 'purge'; dryRun: boolean };

/** What the commands act on: the accounts, and (for `purge`) the records' life cycle. */
export interface CommandServices {
  accounts: Accounts;
  life?: Pick<DataLife, 'purge' | 'preview'>;
  /** Takes a snapshot of the data folder for `npm run backup` (process `owner`, which removes it) and resolves with its folder's name; without it, the command is unknown. */
  snapshot?: (owner?: number) => Promise<string>;
  /** Signs a backup `npm run backup` wrote, by the SHA-256 of its bytes, with the server's own secret (backup/signature.ts). */
  signBackup?: (sha256: string) => string;
}

/**
 * Not an account change, but sent over the same socket by its only other user: `npm run backup`
 * asks the running server for a snapshot of the data folder (decision 027), and the reply names
 * the snapshot's folder inside it. `owner` is the backup's process id: once it is gone, the
 * snapshot is a leftover anyone may remove. Once written, the backup asks the server to sign it
 * (the server holds APP_SECRET, which the command's own environment may lack); whoever may use the
 * socket may also read the data folder, and the running server's environment.
 */
export type SnapshotCommand = { command: 'snapshot'; owner?: number } | { command: 'sign-backup'; sha256: string };
export type SocketCommand = AccountCommand | SnapshotCommand;

export type AccountReply = { ok: true; message: string; accounts?: AccountSummary[]; snapshot?: string; signature?: string } | { ok: false; message: string };

/** The command line's audit identity: it runs on the server's machine, as whoever may open the data folder. */
export const COMMAND_LINE = { actor: 'cli', address: 'local' };

/** Runs one command; a rule's refusal becomes a reply with its message, anything else is thrown. */
export async function runAccountCommand({ accounts, life }: CommandServices, request: AccountCommand): Promise<AccountReply> {
  const within = `It must happen within ${accounts.enrolHours} hours (STAFF_ENROL_HOURS); after that the password stops working and needs reset-password.`;
  try {
    switch (request.command) {
      case 'purge': {
        if (!life) return { ok: false, message: 'This server cannot purge records.' };
        if (request.dryRun) return { ok: true, message: describeRemoved(await life.preview(), 'dry-run') };
        return { ok: true, message: describeRemoved(await life.purge(COMMAND_LINE), 'done') };
      }
      case 'add': {
        const added = await accounts.add(request.username, request.password, COMMAND_LINE);
        return { ok: true, message: `Added ${added.username}. The first sign-in shows a QR code to scan with an authenticator app. ${within}` };
      }
      case 'reset-password': {
        const reset = await accounts.resetPassword(request.username, request.password, COMMAND_LINE);
        return {
          ok: true,
          message: `New password set for ${reset.username}. Its sessions and half-done sign-ins have ended, and the next sign-in enrols an authenticator app again (the old app and recovery codes no longer work). ${within}`,
        };
      }
      case 'disable': {
        const disabled = await accounts.disable(request.username, COMMAND_LINE);
        return { ok: true, message: `Disabled ${disabled.username}: it can no longer sign in, and its sessions have ended.` };
      }
      case 'list':
        return { ok: true, message: '', accounts: accounts.list() };
    }
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, message: error.message };
    throw error;
  }
}

/** A request read from the socket, checked field by field: only the owner of the data folder can send one, but it is still input. */
export function parseAccountCommand(value: unknown): AccountCommand | null {
  if (!value || typeof value !== 'object') return null;
  const { command, username, password, dryRun } = value as Record<string, unknown>;
  const text = (field: unknown) => typeof field === 'string' && field.length > 0 && field.length <= 1000;
  if (command === 'list') return { command };
  if (command === 'purge' && typeof dryRun === 'boolean') return { command, dryRun };
  if (command === 'disable' && text(username)) return { command, username: username as string };
  if ((command === 'add' || command === 'reset-password') && text(username) && text(password)) {
    return { command, username: username as string, password: password as string };
  }
  return null;
}
