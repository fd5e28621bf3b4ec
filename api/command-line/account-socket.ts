import { chmod, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { isSha256 } from '../backup/signature';
import { type AccountReply, type CommandServices, parseAccountCommand, runAccountCommand, type SocketCommand } from './account-command';

/** The running server's socket for account changes, in the data folder (decision 011). */
export const SOCKET_FILE = 'staff.sock';
/** A command is a few hundred bytes; anything longer is not one. */
const MAX_REQUEST_BYTES = 8 * 1024;
/** Linux's limit for a socket's path (sun_path), less its terminating zero. */
const MAX_SOCKET_PATH = 107;

export const socketPath = (dataDir: string): string => join(dataDir, SOCKET_FILE);

function checkLength(path: string): void {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    throw new Error(`The data folder's path is too long for a local socket (${path}, at most ${MAX_SOCKET_PATH} bytes). Use a shorter DATA_DIR.`);
  }
}

/**
 * Listens on `DATA_DIR/staff.sock` (mode 0600, in a folder that is 0700) so that `npm run staff`
 * changes accounts through the server that owns the data, instead of writing its files behind its
 * back. One JSON line in, one JSON line out. The server holds the folder's lock, so a socket file
 * left by a crash is its own to replace.
 */
export async function listenForAccountCommands(dataDir: string, services: CommandServices, onError: (error: unknown) => void): Promise<Server> {
  const path = socketPath(dataDir);
  checkLength(path);
  await unlink(path).catch(() => undefined);
  const server = createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_REQUEST_BYTES) return void socket.end(`${JSON.stringify({ ok: false, message: 'That request is too long.' })}\n`);
      const end = text.indexOf('\n');
      if (end < 0) return;
      socket.pause();
      answer(services, text.slice(0, end)).then(
        (reply) => socket.end(`${JSON.stringify(reply)}\n`),
        (error: unknown) => {
          onError(error);
          socket.end(`${JSON.stringify({ ok: false, message: 'The server could not make that change; its log says why.' })}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return server;
}

async function answer(services: CommandServices, line: string): Promise<AccountReply> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    parsed = null;
  }
  const asked = parsed as { command?: unknown; owner?: unknown; sha256?: unknown } | null;
  if (services.snapshot && asked?.command === 'snapshot') {
    const owner = typeof asked.owner === 'number' && Number.isSafeInteger(asked.owner) && asked.owner > 0 ? asked.owner : undefined;
    return { ok: true, message: '', snapshot: await services.snapshot(owner) };
  }
  if (services.signBackup && asked?.command === 'sign-backup') {
    return isSha256(asked.sha256) ? { ok: true, message: '', signature: services.signBackup(asked.sha256) } : { ok: false, message: 'sign-backup needs the SHA-256 of the backup, in hex.' };
  }
  const command = parseAccountCommand(parsed);
  return command ? runAccountCommand(services, command) : { ok: false, message: 'That is not an account command this server knows.' };
}

/** Sends one command to the running server and resolves with its reply. */
export async function sendAccountCommand(dataDir: string, command: SocketCommand, timeoutMs = 60_000): Promise<AccountReply> {
  const path = socketPath(dataDir);
  checkLength(path);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`The server did not answer within ${timeoutMs / 1000} seconds.`)));
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(JSON.parse(text) as AccountReply);
      } catch {
        reject(new Error('The server closed the connection without an answer.'));
      }
    });
  });
}
