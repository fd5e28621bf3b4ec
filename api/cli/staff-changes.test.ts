import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_PASSWORD } from '../test-support/staff';
import { addStaff, cleanupAfterEach, sessionStatus, signInFully, staffCli, staffThroughNpm } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';

// `npm run staff` changing accounts: reset and disable, through npm, and ending live sessions.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { dataFolder, running } = cleanupAfterEach();

describe('npm run staff, changing accounts', () => {
  it('when an account is reset and another disabled, then list shows both changes and the audit trail holds each with ids only', async () => {
    const dataDir = await dataFolder();
    await addStaff(dataDir, 'coordinator');
    await addStaff(dataDir, 'nurse.lee', 'fresh orchard lantern nine');

    const reset = await staffCli(dataDir, ['reset-password', 'Coordinator', '--password-stdin'], 'quiet meadow copper forty\n');
    const disabled = await staffCli(dataDir, ['disable', 'nurse.lee']);
    const listed = await staffCli(dataDir, ['list']);

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
    // At the test cost: this is about npm running the command, not the add (above) or its hashing.
    await addStaffCheaply(dataDir, 'coordinator');

    const listed = await staffThroughNpm(dataDir, ['list']);

    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/coordinator\s+not enrolled\s+active/);
  });
});

describe('npm run staff, while the server runs and people are signed in', () => {
  it('when an account with a live session is disabled or reset from the command line, then that session ends at once', async () => {
    // The accounts are added before the server starts, at the test cost, so signing them in skips
    // full-cost scrypt; the reset below still hashes at the server's own cost.
    const { dataDir, server } = await running(async (folder) => {
      await addStaffCheaply(folder, 'nurse.one');
      await addStaffCheaply(folder, 'nurse.two', 'fresh orchard lantern nine');
    });
    const one = await signInFully(server.url, 'nurse.one', STAFF_PASSWORD);
    const two = await signInFully(server.url, 'nurse.two', 'fresh orchard lantern nine');
    const before = [await sessionStatus(server.url, one), await sessionStatus(server.url, two)];

    await staffCli(dataDir, ['disable', 'nurse.one']);
    await staffCli(dataDir, ['reset-password', 'nurse.two', '--password-stdin'], 'quiet meadow copper forty\n');

    expect(before).toEqual([200, 200]);
    expect([await sessionStatus(server.url, one), await sessionStatus(server.url, two)]).toEqual([401, 401]);
  });
});
