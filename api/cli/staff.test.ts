import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE } from '../db/data-lock';
import { STAFF_PASSWORD } from '../test-support/staff';
import { addStaff, cleanupAfterEach, staffCli, staffCliInTerminal } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// The command line with no server running: adding, asking in a terminal, refusing. Changes to
// accounts are in staff-changes.test.ts and the server's side in staff-server.test.ts (three
// files, so the slow runs, each starting Node and hashing with OWASP-strength scrypt, go in parallel).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { dataFolder } = cleanupAfterEach();

describe('npm run staff, with no server running', () => {
  it('when an account is added, then list shows it not enrolled and active, the file holds no password, and the lock is let go', async () => {
    const dataDir = await dataFolder();

    const added = await addStaff(dataDir, 'coordinator');
    const listed = await staffCli(dataDir, ['list']);

    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain('Added coordinator.');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^username\s+two-factor\s+status\s+created\ncoordinator\s+not enrolled\s+active\s+\d{4}-\d{2}-\d{2}\n$/);
    expect(await readFile(join(dataDir, 'users.json'), 'utf8')).not.toContain(STAFF_PASSWORD);
    await expect(stat(join(dataDir, LOCK_FILE))).rejects.toThrow();
  });

  it('when there are no accounts, then list says how to add one', async () => {
    const listed = await staffCli(await dataFolder(), ['list']);

    expect(listed).toEqual({ code: 0, stdout: 'No staff accounts yet. Add one with: npm run staff -- add <username>\n', stderr: '' });
  });

  it('when a terminal runs it, then the password is asked twice without being shown, and the account is added', async () => {
    const dataDir = await dataFolder();

    const run = await staffCliInTerminal(dataDir, ['add', 'coordinator'], [STAFF_PASSWORD, STAFF_PASSWORD]);

    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Password for coordinator: \r\nThe same password again: \r\nAdded coordinator. The first sign-in shows a QR code to scan with an authenticator app. It must happen within 72 hours (STAFF_ENROL_HOURS); after that the password stops working and needs reset-password.\r\n');
    expect((await staffCli(dataDir, ['list'])).stdout).toMatch(/coordinator\s+not enrolled\s+active/);
  });

  it('when the two typed passwords differ, then nothing is added and it exits 1', async () => {
    const dataDir = await dataFolder();

    const run = await staffCliInTerminal(dataDir, ['add', 'coordinator'], [STAFF_PASSWORD, 'plum harbour violin sixtyy']);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('The two passwords differ; nothing was changed.');
    expect((await staffCli(dataDir, ['list'])).stdout).toContain('No staff accounts yet.');
  });
});

describe('npm run staff, refusing', () => {
  let dataDir: string;
  let before: string;
  beforeAll(async () => {
    dataDir = await tempDataDir('staff-cli-refusals');
    // The account that makes a name taken; its hashing at full cost is the first test's.
    await addStaffCheaply(dataDir, 'coordinator');
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
    const run = await staffCli(dataDir, args, input);

    expect(run.code).toBe(code);
    expect(run.stderr).toContain(message);
    if (code === 2) expect(run.stderr).toContain('Usage: npm run staff -- <command>');
    expect(await readFile(join(dataDir, 'users.json'), 'utf8')).toBe(before);
  });
});

