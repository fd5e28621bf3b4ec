import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { describe, expect, it, vi } from 'vitest';
import { cleanupAfterEach } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { notReadyWarning } from './preflight';

// The real server process (npm start runs api/server.ts), started on its own data folder.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { dataFolder } = cleanupAfterEach();

/** Empty values count as unset (api/config.ts), so the machine's own environment plays no part. */
const UNSET = { PUBLIC_URL: '', SMTP_URL: '', STAFF_EMAIL: '', MAIL_FROM: '', BACKUP_DIR: '', BACKUP_RECIPIENT: '' };

/** The server's log lines about going live, once it has written them. */
async function goLiveLines(server: ServerProcess): Promise<{ level: number; msg: string; notReady: number }[]> {
  await vi.waitFor(() => expect(server.output()).toContain('Not ready for real patients'), { timeout: 10_000 });
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('Not ready for real patients'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; notReady: number });
}

describe('the start-up warning', () => {
  it('when the server starts with sample facts and nothing set, then it logs one warning with the count of items left', async () => {
    const server = await startServerProcess(await dataFolder(), UNSET);
    try {
      expect(await goLiveLines(server)).toEqual([expect.objectContaining({ level: 40, notReady: 16, msg: notReadyWarning(16) })]);
    } finally {
      await server.stop('SIGTERM');
    }
  });

  it('when the settings are made and a staff account exists, then the count is the facts file\'s samples only', async () => {
    const dataDir = await dataFolder();
    // An account only has to exist; it is made at the test cost (the command line's add is api/cli/staff.test.ts).
    await addStaffCheaply(dataDir, 'coordinator');
    const server = await startServerProcess(dataDir, {
      ...UNSET,
      PUBLIC_URL: 'https://care.example.org',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STAFF_EMAIL: 'staff@care.example.org',
      BACKUP_DIR: await dataFolder(),
      BACKUP_RECIPIENT: await identityToRecipient(await generateX25519Identity()),
    });
    try {
      expect(await goLiveLines(server)).toEqual([expect.objectContaining({ level: 40, notReady: 11, msg: notReadyWarning(11) })]);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});
