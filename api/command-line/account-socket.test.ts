import { stat } from 'node:fs/promises';
import { createConnection, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditStore } from '../audit/audit.store';
import { AppSecret } from '../secrets/app-secret';
import { STAFF_PASSWORD, TEST_COST } from '../test-support/staff';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { testClock } from '../test-support/test-clock';
import { listenForAccountCommands, sendAccountCommand, SOCKET_FILE, socketPath } from './account-socket';
import { createAccounts } from '../users/users.service';
import { UsersStore } from '../users/users.store';
import { filesIn } from '../db/record-source';

let dataDir: string;
let server: Server;
let users: UsersStore;
beforeEach(async () => {
  dataDir = await tempDataDir('socket');
  users = await UsersStore.open(filesIn(dataDir));
  const accounts = createAccounts({ users, audit: await AuditStore.open(filesIn(dataDir), AppSecret.fromString('a test secret that is long enough to be accepted')), clock: testClock(Date.now()), cost: TEST_COST });
  server = await listenForAccountCommands(dataDir, { accounts }, () => undefined);
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removeDir(dataDir);
});

/** Sends raw text and reads the one line the server answers. */
const raw = (text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let answer = '';
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });

describe('account socket', () => {
  it('when the server listens, then the socket is in the data folder with mode 0600', async () => {
    expect(((await stat(join(dataDir, SOCKET_FILE))).mode & 0o777).toString(8)).toBe('600');
  });

  it('when a command comes, then it is run and answered; a refusal comes back as a message', async () => {
    const added = await sendAccountCommand(dataDir, { command: 'add', username: 'coordinator', password: STAFF_PASSWORD });
    const again = await sendAccountCommand(dataDir, { command: 'add', username: 'coordinator', password: STAFF_PASSWORD });
    const listed = await sendAccountCommand(dataDir, { command: 'list' });

    expect(added).toEqual({ ok: true, message: expect.stringContaining('Added coordinator.') });
    expect(again).toEqual({ ok: false, message: 'The username "coordinator" is already taken. Please choose another.' });
    expect(listed).toEqual({ ok: true, message: '', accounts: [expect.objectContaining({ username: 'coordinator' })] });
  });

  it.each([
    ['not JSON', 'hello\n'],
    ['an unknown command', '{"command":"drop-all"}\n'],
    ['a command without its username', '{"command":"disable"}\n'],
    ['a password that is not text', '{"command":"add","username":"x","password":42}\n'],
  ])('when it receives %s, then it answers that it does not know it and changes nothing', async (_case, text) => {
    expect(JSON.parse(await raw(text))).toEqual({ ok: false, message: 'That is not an account command this server knows.' });
    expect(users.list()).toEqual([]);
  });

  it('when a request runs on without a line end past 8 KB, then it is refused', async () => {
    expect(JSON.parse(await raw('x'.repeat(9000)))).toEqual({ ok: false, message: 'That request is too long.' });
  });

  it('when a backup asks for a snapshot, then the server that takes one answers with its folder; one that takes none does not know the command', async () => {
    const snapshotDir = await tempDataDir('socket-snapshot');
    const accounts = createAccounts({ users, audit: await AuditStore.open(filesIn(dataDir), AppSecret.fromString('a test secret that is long enough to be accepted')), clock: testClock(Date.now()), cost: TEST_COST });
    const taking = await listenForAccountCommands(snapshotDir, { accounts, snapshot: async () => '.snapshot-0123456789abcdef' }, () => undefined);
    try {
      expect(await sendAccountCommand(snapshotDir, { command: 'snapshot' })).toEqual({ ok: true, message: '', snapshot: '.snapshot-0123456789abcdef' });
      expect(await sendAccountCommand(dataDir, { command: 'snapshot' })).toEqual({ ok: false, message: 'That is not an account command this server knows.' });
    } finally {
      await new Promise((resolve) => taking.close(resolve));
      await removeDir(snapshotDir);
    }
  });

  it('when the data folder path is too long for a socket, then the error says so', async () => {
    const deep = join('/tmp', 'x'.repeat(120));
    await expect(sendAccountCommand(deep, { command: 'list' })).rejects.toThrow(/too long for a local socket/);
  });
});
