import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ageKeyPair, backupScript, entriesOf } from '../test-support/backup-cli';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// Who made a backup: anyone with the age public key can make a file that opens, so each backup is
// signed with a key derived from the server's APP_SECRET (FILE.sig beside it), checked before a restore.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let work: string;
let keys: Awaited<ReturnType<typeof ageKeyPair>>;
let keyFile: string;
const servers: ServerProcess[] = [];
const SECRET = randomBytes(48).toString('base64url');

/** A data folder as a server with a generated secret leaves it (its app-secret inside). */
async function dataFolder(label: string, secret = SECRET): Promise<string> {
  const folder = join(work, label);
  await mkdir(folder, { mode: 0o700 });
  await writeFile(join(folder, 'contact-inquiries.json'), JSON.stringify({ records: [{ id: 'i1', createdAt: '2026-03-01T10:00:00.000Z' }], idempotency: [] }), { mode: 0o600 });
  await writeFile(join(folder, 'app-secret'), `${secret}\n`, { mode: 0o600 });
  return folder;
}

const backUp = (dataDir: string, file: string, env: Record<string, string> = {}) => backupScript('backup', dataDir, [file, '--recipient', keys.recipient], '', env);
const restore = (file: string, label: string, extra: string[] = [], env: Record<string, string> = {}) =>
  tempDataDir(label).then((folder) => backupScript('restore', join(folder, 'data'), [file, '--identity', keyFile, ...extra], '', env).then((run) => ({ ...run, target: join(folder, 'data') })));

let genuine: string;
beforeAll(async () => {
  work = await tempDataDir('backup-signature');
  keys = await ageKeyPair();
  keyFile = join(work, 'key.txt');
  await writeFile(keyFile, keys.keyFile, { mode: 0o600 });
  genuine = join(work, 'genuine.tar.age');
  expect(await backUp(await dataFolder('data'), genuine)).toMatchObject({ code: 0, stderr: '' });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await removeDir(work);
});

describe('signed backups', () => {
  it('when a backup is made, then its signature lies beside it as FILE.sig, and a restore checks it and says with what', async () => {
    const restored = await restore(genuine, 'signed');
    const withSecret = await restore(genuine, 'signed-app-secret', [], { APP_SECRET: SECRET });

    expect((await readFile(`${genuine}.sig`, 'utf8')).split('\n').filter((line) => !line.startsWith('#'))).toEqual([expect.stringMatching(/^sha256 [0-9a-f]{64}$/), expect.stringMatching(/^hmac-sha256 [\w-]{43}$/), '']);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('its signature checked with the app-secret inside it');
    expect(withSecret).toMatchObject({ code: 0, stderr: '' });
    expect(withSecret.stdout).toContain('its signature checked with APP_SECRET');
  });

  it('when FILE.sig is missing, then the restore refuses in one line and restores nothing; --unsigned-ok restores it and says it was not checked', async () => {
    const unsigned = join(work, 'unsigned.tar.age');
    await copyFile(genuine, unsigned);

    const refused = await restore(unsigned, 'unsigned');
    const allowed = await restore(unsigned, 'unsigned-ok', ['--unsigned-ok']);

    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toBe(`${unsigned} has no signature (${unsigned}.sig is not beside it), so nothing shows this server made it: nothing was restored. A backup from before backups were signed, or one whose secret is lost: run again with --unsigned-ok.\n`);
    expect(await entriesOf(refused.target)).toBeNull();
    expect(allowed).toMatchObject({ code: 0, stderr: '' });
    expect(allowed.stdout).toContain('its signature not checked (--unsigned-ok)');
  });

  it('when someone with the public key made the backup, or swapped its signature for another, then a restore with the server’s APP_SECRET refuses it', async () => {
    const forged = join(work, 'forged.tar.age');
    expect(await backUp(await dataFolder('intruder', randomBytes(48).toString('base64url')), forged)).toMatchObject({ code: 0 });
    const swapped = join(work, 'swapped.tar.age');
    await copyFile(forged, swapped);
    await copyFile(`${genuine}.sig`, `${swapped}.sig`);

    const byIntruder = await restore(forged, 'forged', [], { APP_SECRET: SECRET });
    const withSwapped = await restore(swapped, 'swapped', [], { APP_SECRET: SECRET });

    expect(byIntruder).toMatchObject({ code: 1, stdout: '' });
    expect(byIntruder.stderr).toBe(`${forged}'s signature does not match APP_SECRET: another server (or another secret) made it, not this one. Nothing was restored; if you trust this file all the same, run again with --unsigned-ok.\n`);
    expect(withSwapped.stderr).toBe(`${swapped} is not the file its signature was made for (changed or replaced since): nothing was restored.\n`);
    expect([await entriesOf(byIntruder.target), await entriesOf(withSwapped.target)]).toEqual([null, null]);
  });

  it('when the server runs with APP_SECRET in its own environment only, then npm run backup has it sign, and a restore checks with APP_SECRET', async () => {
    const dataDir = join(work, 'served');
    const server = await startServerProcess(dataDir, { APP_SECRET: SECRET });
    servers.push(server);
    const file = join(work, 'served.tar.age');

    const made = await backUp(dataDir, file);
    const restored = await restore(file, 'served', [], { APP_SECRET: SECRET });
    const withoutSecret = await restore(file, 'served-no-secret');

    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(await entriesOf(dataDir)).not.toContain('app-secret');
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(withoutSecret.stderr).toBe(`${file}'s signature cannot be checked: APP_SECRET is not set and the backup holds no app-secret. Set APP_SECRET to the secret of the server that made it (or run again with --unsigned-ok): nothing was restored.\n`);
  });

  it('when there is no server, no APP_SECRET and no app-secret file, then the backup is refused before anything is written', async () => {
    const dataDir = await dataFolder('no-secret');
    await rm(join(dataDir, 'app-secret'));
    const file = join(work, 'no-secret.tar.age');

    const refused = await backUp(dataDir, file);

    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toBe(`There is no secret to sign the backup with: APP_SECRET is not set, there is no ${join(dataDir, 'app-secret')} and no server runs on ${dataDir}. Run it with the server's APP_SECRET; nothing was written.\n`);
    expect(((await entriesOf(work)) ?? []).filter((name) => name.startsWith('no-secret.'))).toEqual([]);
  });
});
