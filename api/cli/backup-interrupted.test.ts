import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ageKeyPair, backupScript, entriesOf } from '../test-support/backup-cli';
import { compiledArgs, projectRoot } from '../test-support/compiled';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { staffCli } from '../test-support/staff-cli';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// A backup stopped halfway, by a signal it can catch or by kill -9: what it leaves in the data
// folder (a snapshot's hard links hold the bytes of records deleted since) and beside FILE.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let work: string;
let recipient: string;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  work = await tempDataDir('backup-stopped');
  recipient = (await ageKeyPair()).recipient;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await removeDir(work);
});

/** Enough data for a backup to take a while, in files the server leaves alone. */
async function bigFolder(label: string): Promise<string> {
  const dataDir = join(work, label);
  await mkdir(dataDir, { mode: 0o700 });
  for (let n = 0; n < 8; n++) await writeFile(join(dataDir, `filler-${n}.bin`), randomBytes(5 * 1024 * 1024));
  // The secret a backup is signed with, as a server that has started leaves it.
  await writeFile(join(dataDir, 'app-secret'), `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  return dataDir;
}

const snapshots = async (dataDir: string) => ((await entriesOf(dataDir)) ?? []).filter((name) => name.startsWith('.snapshot-'));
const drafts = async (file: string) => ((await entriesOf(dirname(file))) ?? []).filter((name) => name.startsWith(basename(file)) && name.endsWith('.tmp'));

/** Starts a backup and sends `signal` once its snapshot and its draft exist; resolves with how it ended. */
async function stoppedHalfway(dataDir: string, file: string, signal: NodeJS.Signals) {
  const child = spawn(process.execPath, compiledArgs('backup', [file, '--recipient', recipient]), { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, by) => resolve({ code, signal: by })));
  while (!(await snapshots(dataDir)).length || !(await drafts(file)).length) await new Promise((resolve) => setTimeout(resolve, 10));
  child.kill(signal);
  return { ...(await exited), stderr };
}

describe('a backup stopped halfway', () => {
  it('when its terminal closes (SIGHUP), then it exits 130 and leaves no file, draft, snapshot or lock', async () => {
    const dataDir = await bigFolder('hangup');
    const file = join(work, 'hangup.tar.age');

    const stopped = await stoppedHalfway(dataDir, file, 'SIGHUP');

    expect(stopped).toEqual({ code: 130, signal: null, stderr: 'Stopped by SIGHUP; nothing was written.\n' });
    expect(((await entriesOf(work)) ?? []).filter((name) => name.startsWith('hangup.'))).toEqual([]);
    expect(((await entriesOf(dataDir)) ?? []).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('when it was killed (kill -9) with no server running, then the next backup to the same FILE removes its snapshot and draft first, and succeeds', async () => {
    const dataDir = await bigFolder('killed');
    const file = join(work, 'killed.tar.age');

    const killed = await stoppedHalfway(dataDir, file, 'SIGKILL');
    const left = { snapshots: (await snapshots(dataDir)).length, drafts: (await drafts(file)).length };
    const next = await backupScript('backup', dataDir, [file, '--recipient', recipient]);

    expect(killed.signal).toBe('SIGKILL');
    expect(left).toEqual({ snapshots: 1, drafts: 1 });
    expect(next).toMatchObject({ code: 0, stderr: '' });
    expect(await snapshots(dataDir)).toEqual([]);
    expect(await drafts(file)).toEqual([]);
  });

  it('when it was killed while the server runs, then the next purge removes its snapshot, and so does the start of the next backup', async () => {
    const dataDir = await bigFolder('served');
    const server = await startServerProcess(dataDir);
    servers.push(server);

    await stoppedHalfway(dataDir, join(work, 'served-1.tar.age'), 'SIGKILL');
    const afterKill = await snapshots(dataDir);
    const purge = await staffCli(dataDir, ['purge']);
    const afterPurge = await snapshots(dataDir);
    await stoppedHalfway(dataDir, join(work, 'served-2.tar.age'), 'SIGKILL');
    const afterSecondKill = await snapshots(dataDir);
    const next = await backupScript('backup', dataDir, [join(work, 'served-3.tar.age'), '--recipient', recipient]);

    expect(afterKill).toHaveLength(1);
    expect(purge.code).toBe(0);
    expect(afterPurge).toEqual([]);
    expect(afterSecondKill).toHaveLength(1);
    expect(next).toMatchObject({ code: 0, stderr: '' });
    expect(await snapshots(dataDir)).toEqual([]);
  });
});
