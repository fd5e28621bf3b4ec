import { describe, expect, it, vi } from 'vitest';
import { cleanupAfterEach, staffCli } from '../test-support/staff-cli';

// Passwords made of the site's words or the username are refused (docs/security.md, section 9), from the command line an administrator types.
vi.setConfig({ testTimeout: 60_000 });
const { dataFolder } = cleanupAfterEach();

describe('npm run staff -- add, with a password from the username and a common word', () => {
  it('when the password is alice-password-2026 for alice, then the command exits 1 saying why, and no account is added', async () => {
    const dataDir = await dataFolder();

    const added = await staffCli(dataDir, ['add', 'alice', '--password-stdin'], 'alice-password-2026\n');
    const listed = await staffCli(dataDir, ['list']);

    expect(added.code).toBe(1);
    expect(added.stderr).toContain('That password is too easy to guess. It is made of "alice" and "password" and nothing else but digits or symbols');
    expect(listed.stdout).toContain('No staff accounts yet.');
  });
});
