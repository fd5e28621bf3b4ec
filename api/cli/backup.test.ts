import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ageKeyPair, backupScript, backupScriptInTerminal, entriesOf } from '../test-support/backup-cli';
import { compiledArgs, projectRoot } from '../test-support/compiled';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

// The two commands with no server running: round trips, and every way a restore is refused.
// The server's side (a backup under load) is in backup-server.test.ts.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const PASSPHRASE = 'correct horse battery staple';
const hasDebianAge = spawnSync('age', ['--version']).status === 0;

let work: string;
let dataDir: string;
let keys: Awaited<ReturnType<typeof ageKeyPair>>;
let keyFile: string;
/** Made once: scrypt makes every passphrase backup and restore take seconds. */
let toKey: string;
let withPassphrase: string;

/** A small data folder as the server leaves it: current files, a sealed month part, an e-mail, the secret, and 200 kB of inquiries (several age chunks). */
async function fillDataFolder(folder: string): Promise<void> {
  await mkdir(join(folder, 'mail'), { recursive: true, mode: 0o700 });
  const inquiries = Array.from({ length: 800 }, (_, n) => ({ id: `i${n}`, createdAt: '2026-03-01T10:00:00.000Z', message: randomBytes(100).toString('base64') }));
  await writeFile(join(folder, 'contact-inquiries.json'), JSON.stringify({ records: inquiries, idempotency: [] }), { mode: 0o600 });
  await writeFile(join(folder, 'contact-inquiries-2026-01.json'), JSON.stringify({ records: [{ id: 'old', createdAt: '2026-01-05T10:00:00.000Z' }], idempotency: [] }), { mode: 0o600 });
  await writeFile(join(folder, 'users.json'), JSON.stringify({ users: [] }), { mode: 0o600 });
  await writeFile(join(folder, 'app-secret'), `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  await writeFile(join(folder, 'mail', '20260301T100000Z-booking-confirmed-b1.eml'), 'Subject: Your visit\r\n\r\nSee you then.\r\n', { mode: 0o600 });
}

async function contentsOf(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const walk = async (at: string) => {
    for (const name of (await entriesOf(at)) ?? []) {
      const path = join(at, name);
      if ((await stat(path)).isDirectory()) await walk(path);
      else found[relative(folder, path)] = await readFile(path, 'utf8');
    }
  };
  await walk(folder);
  return found;
}

/**
 * Where the last whole payload chunk of an age file ends: after the header (up to its `---` MAC
 * line) and the 16-byte nonce, chunks are 64 KiB of data and a 16-byte tag. A file cut there is
 * made only of valid chunks; only the missing "last chunk" mark tells it was cut.
 */
function lastWholeChunkEnd(bytes: Buffer): number {
  const payload = bytes.indexOf('\n', bytes.indexOf('\n---')+ 1) + 1 + 16;
  const chunk = 64 * 1024 + 16;
  return payload + Math.floor((bytes.length - payload - 1) / chunk) * chunk;
}

const fresh = async (label: string) => join(await tempDataDir(label), 'data');

beforeAll(async () => {
  work = await tempDataDir('backup-cli');
  dataDir = join(work, 'data');
  await fillDataFolder(dataDir);
  keys = await ageKeyPair();
  keyFile = join(work, 'key.txt');
  await writeFile(keyFile, keys.keyFile, { mode: 0o600 });
  toKey = join(work, 'to-key.tar.age');
  withPassphrase = join(work, 'with-passphrase.tar.age');
  const [made, madeWithPassphrase] = await Promise.all([
    backupScript('backup', dataDir, [toKey, '--recipient', keys.recipient]),
    backupScript('backup', dataDir, [withPassphrase, '--passphrase-stdin'], `${PASSPHRASE}\n`),
  ]);
  expect(made).toMatchObject({ code: 0, stderr: '' });
  expect(madeWithPassphrase).toMatchObject({ code: 0, stderr: '' });
});
afterAll(() => removeDir(work));

describe('npm run backup and npm run restore, with no server running', () => {
  it('when backed up to a public key and restored with its key file, then every file comes back as it was, files 0600 and folders 0700', async () => {
    const target = await fresh('restore-key');

    const restored = await backupScript('restore', target, [toKey, '--identity', keyFile]);

    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('Restored 5 files');
    expect(await contentsOf(target)).toEqual(await contentsOf(dataDir));
    expect((await stat(toKey)).mode & 0o777).toBe(0o600);
    expect((await stat(target)).mode & 0o777).toBe(0o700);
    expect((await stat(join(target, 'mail'))).mode & 0o777).toBe(0o700);
    expect((await stat(join(target, 'users.json'))).mode & 0o777).toBe(0o600);
    // Neither command left its lock, snapshot or temporary folder behind.
    expect((await entriesOf(dataDir))!.sort()).toEqual(['app-secret', 'contact-inquiries-2026-01.json', 'contact-inquiries.json', 'mail', 'users.json']);
    expect((await entriesOf(target))!.sort()).toEqual(['app-secret', 'contact-inquiries-2026-01.json', 'contact-inquiries.json', 'mail', 'users.json']);
  });

  it('when backed up with a passphrase and restored with it, then every file comes back; the file holds none of the data in clear', async () => {
    const target = await fresh('restore-passphrase');

    const restored = await backupScript('restore', target, [withPassphrase, '--passphrase-stdin'], `${PASSPHRASE}\n`);

    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(await contentsOf(target)).toEqual(await contentsOf(dataDir));
    expect((await readFile(withPassphrase)).includes('See you then.')).toBe(false);
    expect((await readFile(withPassphrase, 'latin1')).split('\n')[1]).toMatch(/^-> scrypt /);
  });

  it('when a terminal runs it, then the passphrase is asked twice without being shown, and a restore asks for it once', async () => {
    const file = join(work, 'terminal.tar.age');
    const target = await fresh('restore-terminal');

    const made = await backupScriptInTerminal('backup', dataDir, [file], [PASSPHRASE, PASSPHRASE]);
    const restored = await backupScriptInTerminal('restore', target, [file], [PASSPHRASE]);

    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/Passphrase: \r?\nThe same passphrase again: \r?\nBacked up /);
    expect(made.stdout).not.toContain(PASSPHRASE);
    expect(restored.code).toBe(0);
    expect(restored.stdout).not.toContain(PASSPHRASE);
    expect(await contentsOf(target)).toEqual(await contentsOf(dataDir));
  });

  it('when the two passphrases typed differ, then nothing is written', async () => {
    const file = join(work, 'differ.tar.age');

    const refused = await backupScriptInTerminal('backup', dataDir, [file], [PASSPHRASE, `${PASSPHRASE}!`]);

    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('The two passphrases differ; nothing was done.');
    expect(await entriesOf(work)).not.toContain('differ.tar.age');
  });

  it('when the existing DATA_DIR is empty, then the backup is restored into it', async () => {
    const target = await fresh('restore-empty');
    await mkdir(target, { mode: 0o755 });

    const restored = await backupScript('restore', target, [toKey, '--identity', keyFile]);

    expect(restored.code).toBe(0);
    expect(await contentsOf(target)).toEqual(await contentsOf(dataDir));
    expect((await stat(target)).mode & 0o777).toBe(0o700);
  });

  const damaged: [string, (copy: string) => Promise<void>, RegExp][] = [
    ['cut short by 100 bytes', (copy) => readFile(copy).then((bytes) => truncate(copy, bytes.length - 100)), /is damaged or cut short/],
    ['cut at the end of a whole 64 KiB chunk', (copy) => readFile(copy).then((bytes) => truncate(copy, lastWholeChunkEnd(bytes))), /is damaged or cut short/],
    ['altered by one flipped bit in its middle', async (copy) => {
      const bytes = await readFile(copy);
      bytes[Math.floor(bytes.length / 2)]! ^= 0x10;
      await writeFile(copy, bytes);
    }, /is damaged or cut short/],
    ['not an age file', (copy) => writeFile(copy, '{"records":[]}'), /is not an age-encrypted backup/],
  ];
  it.each(damaged)('when the backup is %s, then the restore exits 1 with one line and DATA_DIR stays absent', async (_case, damage, message) => {
    const copy = join(work, `damaged-${randomBytes(4).toString('hex')}.tar.age`);
    await writeFile(copy, await readFile(toKey));
    await writeFile(`${copy}.sig`, await readFile(`${toKey}.sig`));
    await damage(copy);
    const target = await fresh('restore-damaged');

    const refused = await backupScript('restore', target, [copy, '--identity', keyFile]);

    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(message);
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(await entriesOf(target)).toBeNull();
  });

  it('when the passphrase is wrong, then the restore exits 1 with one line and the empty DATA_DIR stays empty', async () => {
    const target = await fresh('restore-wrong');
    await mkdir(target);

    const refused = await backupScript('restore', target, [withPassphrase, '--passphrase-stdin'], 'correct horse battery stapler\n');

    expect(refused).toEqual({ code: 1, stdout: '', stderr: `Wrong passphrase for ${withPassphrase} (or its header is damaged): nothing was restored.\n` });
    expect(await entriesOf(target)).toEqual([]);
  });

  it('when the key file holds another key, then the restore exits 1 with one line and DATA_DIR stays absent', async () => {
    const other = join(work, 'other-key.txt');
    await writeFile(other, (await ageKeyPair()).keyFile);
    const target = await fresh('restore-other-key');

    const refused = await backupScript('restore', target, [toKey, '--identity', other]);

    expect(refused).toEqual({ code: 1, stdout: '', stderr: `This key does not open ${toKey} (it was made for another key, or its header is damaged): nothing was restored.\n` });
    expect(await entriesOf(target)).toBeNull();
  });

  it('when DATA_DIR is not empty, then the restore is refused before anything is asked, and the folder is left as it was', async () => {
    const refused = await backupScript('restore', dataDir, [toKey, '--identity', keyFile]);

    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${dataDir} (DATA_DIR) is not empty (it holds 5 entries): restore into a new or empty folder; nothing was restored.\n`);
    expect((await entriesOf(dataDir))!.sort()).toEqual(['app-secret', 'contact-inquiries-2026-01.json', 'contact-inquiries.json', 'mail', 'users.json']);
  });

  it('when a backup made to a key is restored without --identity, then it says to give the key file', async () => {
    const target = await fresh('restore-no-key');

    const refused = await backupScript('restore', target, [toKey]);

    expect(refused).toEqual({ code: 1, stdout: '', stderr: `${toKey} was made for an age key: give its key file with --identity KEYFILE.\n` });
  });

  it.each([
    ['no FILE', 'backup', []],
    ['two FILEs', 'backup', ['a.tar.age', 'b.tar.age', '--recipient', 'age1x']],
    ['both a recipient and a passphrase', 'backup', ['x.tar.age', '--recipient', 'age1d7jrlnsuymcz6vnv9lsc4llgs2qlempgjha0f7y8j6apf052wgmqy5932a', '--passphrase-stdin']],
    ['a recipient that is not an age key', 'backup', ['x.tar.age', '--recipient', 'ssh-ed25519 AAAA']],
    ['an unknown option', 'backup', ['x.tar.age', '--compress']],
    ['--identity without its file', 'restore', ['x.tar.age', '--identity']],
    ['no terminal and no --passphrase-stdin', 'backup', ['x.tar.age']],
  ] as const)('when the command line has %s, then it exits 2 with the usage and writes nothing', async (_case, script, args) => {
    const run = await backupScript(script, dataDir, [...args]);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Usage: npm run ${script} -- FILE`);
    expect(await entriesOf(join(dataDir, '..'))).not.toContain('x.tar.age');
  });

  it('when FILE exists, is inside the data folder, or the passphrase is short, then the backup exits 1 with one line and writes nothing', async () => {
    const inside = await backupScript('backup', dataDir, [join(dataDir, 'backup.tar.age'), '--recipient', keys.recipient]);
    const existing = await backupScript('backup', dataDir, [toKey, '--recipient', keys.recipient]);
    const short = await backupScript('backup', dataDir, [join(work, 'short.tar.age'), '--passphrase-stdin'], 'short\n');
    const noData = await backupScript('backup', join(work, 'missing'), [join(work, 'none.tar.age'), '--recipient', keys.recipient]);

    expect(inside).toMatchObject({ code: 1, stderr: `${join(dataDir, 'backup.tar.age')} is inside the data folder ${dataDir}: write the backup somewhere else.\n` });
    expect(existing).toMatchObject({ code: 1, stderr: `${toKey} already exists: choose a new name (a backup never overwrites a file).\n` });
    expect(short).toMatchObject({ code: 1, stderr: 'The passphrase must be at least 12 characters long; nothing was written.\n' });
    expect(noData).toMatchObject({ code: 1, stderr: `There is no data folder at ${join(work, 'missing')} (DATA_DIR): nothing to back up.\n` });
    expect((await entriesOf(work))!.filter((name) => /^(short|none)/.test(name))).toEqual([]);
  });

  it('when the backup is stopped halfway (Ctrl-C, a stop), then it exits 130 and leaves no file, draft, snapshot or lock', async () => {
    const big = join(work, 'big-data');
    await mkdir(big, { mode: 0o700 });
    // Enough for the backup to take a while: a snapshot appears, then the stop comes mid-stream.
    for (let n = 0; n < 8; n++) await writeFile(join(big, `audit-2025-0${n + 1}.json`), randomBytes(5 * 1024 * 1024).toString('base64'));
    await writeFile(join(big, 'app-secret'), `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    const file = join(work, 'stopped.tar.age');
    const child = spawn(process.execPath, compiledArgs('backup', [file, '--recipient', keys.recipient]), { cwd: projectRoot, env: { ...process.env, DATA_DIR: big } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

    while (!(await entriesOf(big))!.some((name) => name.startsWith('.snapshot-'))) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGTERM');

    // Both at once, so that a wrong exit shows what the command said.
    expect({ code: await exited, stderr }).toEqual({ code: 130, stderr: 'Stopped by SIGTERM; nothing was written.\n' });
    expect((await entriesOf(work))!.filter((name) => name.startsWith('stopped'))).toEqual([]);
    expect((await entriesOf(big))!.filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it.skipIf(!hasDebianAge)("when Debian's age opens a backup made to a key, then tar unpacks the same data folder", async () => {
    const opened = join(work, 'opened-by-age');
    await mkdir(opened);

    const tarball = execFileSync('age', ['-d', '-i', keyFile, toKey]);
    execFileSync('tar', ['-x', '-C', opened], { input: tarball });

    expect(await contentsOf(opened)).toEqual(await contentsOf(dataDir));
  });
});
