import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE } from '../api/db/data-lock';
import { SOCKET_FILE } from '../api/users/account-socket';
import { STAFF_API } from '../api/contract/staff';
import { startServerProcess, type ServerProcess } from '../api/test-support/server-process';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';
import { STAFF_PASSWORD, totpAt } from '../api/test-support/staff';
import { postJson } from '../api/test-support/http';

const root = fileURLToPath(new URL('..', import.meta.url));
// Each run starts Node and tsx, and each new password costs a full OWASP-strength scrypt (the command line has no cheaper setting).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function dataFolder(): Promise<string> {
  const dataDir = await tempDataDir('staff-cli');
  cleanup.push(() => removeDir(dataDir));
  return dataDir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real command line, as `npm run staff --` runs it, with `input` piped to it. */
function staff(dataDir: string, args: string[], input = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The command line in a real terminal (util-linux `script` gives it a pseudo-terminal), typing each answer once its prompt shows. */
function inTerminal(dataDir: string, args: string[], answers: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const command = [process.execPath, '--import', 'tsx', 'scripts/staff.ts', ...args].join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
    let stdout = '';
    let prompts = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const shown = (stdout.match(/Password for .+?: |The same password again: /g) ?? []).length;
      while (prompts < shown && prompts < answers.length) child.stdin.write(`${answers[prompts++]}\r`);
    });
    child.on('close', (code) => resolve({ code, stdout, stderr: '' }));
  });
}

const add = (dataDir: string, username: string, password = STAFF_PASSWORD) => staff(dataDir, ['add', username, '--password-stdin'], `${password}\n`);

describe('npm run staff, with no server running', () => {
  it('when an account is added, then list shows it not enrolled and active, the file holds no password, and the lock is let go', async () => {
    const dataDir = await dataFolder();

    const added = await add(dataDir, 'coordinator');
    const listed = await staff(dataDir, ['list']);

    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain('Added coordinator.');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^username\s+two-factor\s+status\s+created\ncoordinator\s+not enrolled\s+active\s+\d{4}-\d{2}-\d{2}\n$/);
    expect(await readFile(join(dataDir, 'users.json'), 'utf8')).not.toContain(STAFF_PASSWORD);
    await expect(stat(join(dataDir, LOCK_FILE))).rejects.toThrow();
  });

  it('when there are no accounts, then list says how to add one', async () => {
    const listed = await staff(await dataFolder(), ['list']);

    expect(listed).toEqual({ code: 0, stdout: 'No staff accounts yet. Add one with: npm run staff -- add <username>\n', stderr: '' });
  });

  it('when a terminal runs it, then the password is asked twice without being shown, and the account is added', async () => {
    const dataDir = await dataFolder();

    const run = await inTerminal(dataDir, ['add', 'coordinator'], [STAFF_PASSWORD, STAFF_PASSWORD]);

    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Password for coordinator: \r\nThe same password again: \r\nAdded coordinator. At the first sign-in, the staff area shows a QR code to scan with an authenticator app.\r\n');
    expect((await staff(dataDir, ['list'])).stdout).toMatch(/coordinator\s+not enrolled\s+active/);
  });

  it('when the two typed passwords differ, then nothing is added and it exits 1', async () => {
    const dataDir = await dataFolder();

    const run = await inTerminal(dataDir, ['add', 'coordinator'], [STAFF_PASSWORD, 'plum harbour violin sixtyy']);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('The two passwords differ; nothing was changed.');
    expect((await staff(dataDir, ['list'])).stdout).toContain('No staff accounts yet.');
  });
});

describe('npm run staff, refusing', () => {
  let dataDir: string;
  let before: string;
  beforeAll(async () => {
    dataDir = await tempDataDir('staff-cli-refusals');
    await add(dataDir, 'coordinator');
    before = await readFile(join(dataDir, 'users.json'), 'utf8');
  });
  afterAll(() => removeDir(dataDir));

  it.each([
    [['add', 'coordinator', '--password-stdin'], 1, 'plum harbour violin sixty\n', 'The username "coordinator" is already taken. Please choose another.'],
    [['add', 'nurse', '--password-stdin'], 1, 'qwerty123456\n', 'That password is on a list of commonly used passwords. Please choose another.'],
    [['add', 'nurse', '--password-stdin'], 1, 'short one\n', 'The password must be at least 12 characters long.'],
    [['add', 'nurse', '--password-stdin'], 2, '', 'No password came on standard input.'],
    [['add', 'bad name', '--password-stdin'], 1, 'plum harbour violin sixty\n', 'A username is 2 to 50 letters'],
    [['reset-password', 'nobody', '--password-stdin'], 1, 'plum harbour violin sixty\n', 'There is no account named "nobody".'],
    [['disable', 'nobody'], 1, '', 'There is no account named "nobody".'],
    [['add', 'nurse'], 2, '', 'There is no terminal to ask for the password on. Pipe it in with --password-stdin.'],
    [['remove', 'coordinator'], 2, '', 'Unknown command "remove".'],
    [[], 2, '', 'Which command?'],
    [['add'], 2, '', 'add needs a username.'],
    [['list', '--all'], 2, '', 'Unknown option --all.'],
  ])('when run as %j, then it exits %i with a clear message and changes nothing', async (args, code, input, message) => {
    const run = await staff(dataDir, args, input);

    expect(run.code).toBe(code);
    expect(run.stderr).toContain(message);
    if (code === 2) expect(run.stderr).toContain('Usage: npm run staff -- <command>');
    expect(await readFile(join(dataDir, 'users.json'), 'utf8')).toBe(before);
  });
});

describe('npm run staff, changing accounts', () => {
  it('when an account is reset and another disabled, then list shows both changes and the audit trail holds each with ids only', async () => {
    const dataDir = await dataFolder();
    await add(dataDir, 'coordinator');
    await add(dataDir, 'nurse.lee', 'fresh orchard lantern nine');

    const reset = await staff(dataDir, ['reset-password', 'Coordinator', '--password-stdin'], 'quiet meadow copper forty\n');
    const disabled = await staff(dataDir, ['disable', 'nurse.lee']);
    const listed = await staff(dataDir, ['list']);

    expect([reset.code, disabled.code]).toEqual([0, 0]);
    expect(reset.stdout).toContain('New password set for coordinator.');
    expect(disabled.stdout).toContain('Disabled nurse.lee');
    expect(listed.stdout).toMatch(/coordinator\s+not enrolled\s+active/);
    expect(listed.stdout).toMatch(/nurse\.lee\s+not enrolled\s+disabled/);
    const audit = await readFile(join(dataDir, 'audit.json'), 'utf8');
    expect(JSON.parse(audit).records.map((entry: { action: string }) => entry.action)).toEqual(['account-added', 'account-added', 'password-reset', 'account-disabled']);
    for (const secret of ['plum harbour', 'fresh orchard', 'quiet meadow']) expect(audit).not.toContain(secret);
  });

  it('when run through npm, then `npm run staff -- list` works the same', async () => {
    const dataDir = await dataFolder();
    await add(dataDir, 'coordinator');

    const listed = await new Promise<Run>((resolve) => {
      const child = spawn('npm', ['run', '--silent', 'staff', '--', 'list'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr: '' }));
    });

    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/coordinator\s+not enrolled\s+active/);
  });
});

describe('npm run staff, with the server running', () => {
  async function running(): Promise<{ dataDir: string; server: ServerProcess }> {
    const dataDir = await dataFolder();
    const server = await startServerProcess(dataDir);
    cleanup.push(() => server.stop('SIGTERM'));
    return { dataDir, server };
  }

  it('when an account is added, then the server takes it over its socket (mode 0600) and it can sign in at once', async () => {
    const { dataDir, server } = await running();

    const added = await add(dataDir, 'coordinator');
    const signIn = await postJson(server.url + STAFF_API.signIn, { username: 'coordinator', password: STAFF_PASSWORD }, { Origin: server.url });

    expect(added.code).toBe(0);
    expect(((await stat(join(dataDir, SOCKET_FILE))).mode & 0o777).toString(8)).toBe('600');
    expect(signIn.status).toBe(200);
    expect(signIn.body.step).toBe('enrol');
    expect((await staff(dataDir, ['list'])).stdout).toMatch(/coordinator\s+not enrolled\s+active/);
  });

  it('when the server stops after changes made through it, then they are on disk and the command line still sees them', async () => {
    const { dataDir, server } = await running();
    await add(dataDir, 'coordinator');
    await staff(dataDir, ['disable', 'coordinator']);

    await server.stop('SIGTERM');
    const listed = await staff(dataDir, ['list']);

    expect(listed.stdout).toMatch(/coordinator\s+not enrolled\s+disabled/);
  });

  it('when a refused change is sent to the server, then the command line exits 1 with the server\'s message', async () => {
    const { dataDir } = await running();
    await add(dataDir, 'coordinator');

    const again = await add(dataDir, 'COORDINATOR');

    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The username "coordinator" is already taken.');
  });

  it('when an account with a live session is disabled or reset from the command line, then that session ends at once', async () => {
    const { dataDir, server } = await running();
    await add(dataDir, 'nurse.one');
    await add(dataDir, 'nurse.two', 'fresh orchard lantern nine');
    const one = await signInFully(server.url, 'nurse.one', STAFF_PASSWORD);
    const two = await signInFully(server.url, 'nurse.two', 'fresh orchard lantern nine');
    const before = [await sessionStatus(server.url, one), await sessionStatus(server.url, two)];

    await staff(dataDir, ['disable', 'nurse.one']);
    await staff(dataDir, ['reset-password', 'nurse.two', '--password-stdin'], 'quiet meadow copper forty\n');

    expect(before).toEqual([200, 200]);
    expect([await sessionStatus(server.url, one), await sessionStatus(server.url, two)]).toEqual([401, 401]);
  });
});

/** Signs in against the real server with a real authenticator code; returns the session cookie. */
async function signInFully(url: string, username: string, password: string): Promise<string> {
  const first = await fetch(url + STAFF_API.signIn, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url }, body: JSON.stringify({ username, password }) });
  const { secret } = (await first.json()) as { secret: string };
  const pending = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const code = await fetch(url + STAFF_API.signInCode, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: pending },
    body: JSON.stringify({ code: totpAt(secret, Date.now()) }),
  });
  return code.headers.getSetCookie().find((line) => line.startsWith('staff-session='))!.split(';')[0]!;
}

const sessionStatus = async (url: string, cookie: string) => (await fetch(url + STAFF_API.session, { headers: { Cookie: cookie } })).status;
