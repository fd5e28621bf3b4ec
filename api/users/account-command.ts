import { DomainError } from '../domain-errors';
import type { AccountSummary, Accounts } from './users.service';

/** What `npm run staff` asks for, whether it runs the change itself or sends it to the running server. */
export type AccountCommand =
  | { command: 'add'; username: string; password: string }
  | { command: 'reset-password'; username: string; password: string }
  | { command: 'disable'; username: string }
  | { command: 'list' };

/**
 * Not an account change, but sent over the same socket by its only other user: `npm run backup`
 * asks the running server for a snapshot of the data folder (decision 023), and the reply names
 * the snapshot's folder inside it.
 */
export type SnapshotCommand = { command: 'snapshot' };
export type SocketCommand = AccountCommand | SnapshotCommand;

export type AccountReply = { ok: true; message: string; accounts?: AccountSummary[]; snapshot?: string } | { ok: false; message: string };

/** The command line's audit identity: it runs on the server's machine, as whoever may open the data folder. */
export const COMMAND_LINE = { actor: 'cli', address: 'local' };

/** Runs one command; a rule's refusal becomes a reply with its message, anything else is thrown. */
export async function runAccountCommand(accounts: Accounts, request: AccountCommand): Promise<AccountReply> {
  try {
    switch (request.command) {
      case 'add': {
        const added = await accounts.add(request.username, request.password, COMMAND_LINE);
        return { ok: true, message: `Added ${added.username}. At the first sign-in, the staff area shows a QR code to scan with an authenticator app.` };
      }
      case 'reset-password': {
        const reset = await accounts.resetPassword(request.username, request.password, COMMAND_LINE);
        return {
          ok: true,
          message: `New password set for ${reset.username}. Its sessions have ended, and the next sign-in enrols an authenticator app again (the old app and recovery codes no longer work).`,
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
  const { command, username, password } = value as Record<string, unknown>;
  const text = (field: unknown) => typeof field === 'string' && field.length > 0 && field.length <= 1000;
  if (command === 'list') return { command };
  if (command === 'disable' && text(username)) return { command, username: username as string };
  if ((command === 'add' || command === 'reset-password') && text(username) && text(password)) {
    return { command, username: username as string, password: password as string };
  }
  return null;
}
