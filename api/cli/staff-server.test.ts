import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { SOCKET_FILE } from '../command-line/account-socket';
import { postJson } from '../test-support/http';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { STAFF_PASSWORD } from '../test-support/staff';
import { addStaff, type CliRun, cleanupAfterEach, staffCli } from '../test-support/staff-cli';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// `npm run staff` while the server runs: the change goes through the server's socket.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { running } = cleanupAfterEach();

describe('npm run staff, with the server running', () => {
  // One server, and one account added through it, for the tests that leave it running: each
  // start and each add (scrypt at full cost in the server) takes a second or more.
  let dataDir: string;
  let server: ServerProcess;
  let added: CliRun;
  beforeAll(async () => {
    dataDir = await tempDataDir('staff-server');
    server = await startServerProcess(dataDir);
    added = await addStaff(dataDir, 'coordinator');
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (dataDir) await removeDir(dataDir);
  });

  it('when an account is added, then the server takes it over its socket (mode 0600) and it can sign in at once', async () => {
    const signIn = await postJson(server.url + STAFF_API.signIn, { username: 'coordinator', password: STAFF_PASSWORD }, { Origin: server.url });

    expect(added.code).toBe(0);
    expect(((await stat(join(dataDir, SOCKET_FILE))).mode & 0o777).toString(8)).toBe('600');
    expect(signIn.status).toBe(200);
    expect(signIn.body.step).toBe('enrol');
    expect((await staffCli(dataDir, ['list'])).stdout).toMatch(/coordinator\s+not enrolled\s+active/);
  });

  it('when the server stops after changes made through it, then they are on disk and the command line still sees them', async () => {
    // Its own server: this one stops it.
    const own = await running();
    await addStaff(own.dataDir, 'coordinator');
    await staffCli(own.dataDir, ['disable', 'coordinator']);

    await own.server.stop('SIGTERM');
    const listed = await staffCli(own.dataDir, ['list']);

    expect(listed.stdout).toMatch(/coordinator\s+not enrolled\s+disabled/);
  });

  it('when a refused change is sent to the server, then the command line exits 1 with the server\'s message', async () => {
    const again = await addStaff(dataDir, 'COORDINATOR');

    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The username "coordinator" is already taken.');
  });
});
