import { cp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuditBreakKind, STAFF_API } from '#contract/staff';
import { AppSecret } from '../secrets/app-secret';
import { serverFixtures } from '../test-support/server-fixtures';
import { staffCli } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';
import { brokenLines, changeAuditFile, signIn } from '../test-support/tampered-trail';
import { HEAD_FILE } from './audit-head';

// A trail deleted whole, or stripped of every hash, with its head, while the real server
// (api/server.ts) was stopped: not a fresh start but a break, said loudly; a brand-new folder is none.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const { folder, start } = serverFixtures({ after: 'all', signal: 'SIGKILL' });

const trailFiles = async (dataDir: string) => (await readdir(dataDir)).filter((name) => /^audit(-[\d.-]+)?\.json$/.test(name));

/** A folder the server has run on: an account, a start, a sign-in (recovery codes kept for the next ones). */
let used: { dataDir: string; recoveryCodes: string[] };
beforeAll(async () => {
  const dataDir = await folder('trail-used');
  await addStaffCheaply(dataDir, 'coordinator');
  const server = await start(dataDir);
  const { recoveryCodes } = await signIn(server.url);
  await server.stop('SIGTERM');
  used = { dataDir, recoveryCodes };
});

const LOSSES: [string, AuditBreakKind, (dataDir: string) => Promise<void>][] = [
  ['every file of the trail and its head are deleted', 'missing-trail', async (dataDir) => {
    for (const name of [...(await trailFiles(dataDir)), HEAD_FILE]) await rm(join(dataDir, name));
  }],
  ['every entry is stripped of its hash and the head is deleted', 'stripped-trail', async (dataDir) => {
    for (const name of await trailFiles(dataDir)) await changeAuditFile(join(dataDir, name), (records) => records.map(({ prev: _prev, hash: _hash, ...rest }) => rest));
    await rm(join(dataDir, HEAD_FILE));
  }],
];

describe('a trail that is gone', () => {
  it.each(LOSSES)('when %s, then verify-audit exits 1, and the next start logs an error and records the break in the new trail, shown to staff', async (_how, kind, lose) => {
    const dataDir = await folder('trail-lost');
    await cp(used.dataDir, dataDir, { recursive: true });
    await lose(dataDir);

    const before = await staffCli(dataDir, ['verify-audit']);
    const server = await start(dataDir);
    const lines = brokenLines(server);
    const shown = (await (await signIn(server.url, used.recoveryCodes[0])).get(STAFF_API.auditBreaks)) as { breaks: { id: string; kind: string }[] };
    await server.stop('SIGTERM');
    const after = await staffCli(dataDir, ['verify-audit']);

    expect(before.code).toBe(1);
    expect(before.stdout).toContain('The audit trail is broken in 1 place:');
    expect(lines).toEqual([expect.objectContaining({ level: 50, auditBreak: kind, msg: expect.stringMatching(/^The audit trail is broken: /) })]);
    expect(shown.breaks).toEqual([{ id: lines[0]!.auditEntry, at: expect.any(String), kind }]);
    expect(after.code).toBe(1);
    expect(after.stdout).toContain(`as entry ${lines[0]!.auditEntry}; not acknowledged yet.`);
  });

  it('when the data folder is brand new, then verify-audit has nothing to check (exit 2), and the first start records no break', async () => {
    const dataDir = await folder('trail-new');
    await AppSecret.load(dataDir);

    const before = await staffCli(dataDir, ['verify-audit']);
    const server = await start(dataDir);
    await server.stop('SIGTERM');
    const after = await staffCli(dataDir, ['verify-audit']);

    expect(before.code).toBe(2);
    expect(before.stdout + before.stderr).toContain('nothing to check');
    expect(brokenLines(server)).toEqual([]);
    expect(server.output()).toContain('The audit trail checked: its chain is whole.');
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('The audit trail is whole.');
  });
});
