import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Encrypter } from 'age-encryption';
import { create as createTar } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ageKeyPair, entriesOf } from '../test-support/backup-cli';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { restoreBackup, RestoreRefused } from './restore';
import { entryProblem } from './unpack';

/** Crafted archives carry no signature: checked as if --unsigned-ok were given, the unpacking must refuse them all the same. */
const UNSIGNED_OK = { unsignedOk: true };

let work: string;
beforeEach(async () => {
  work = await tempDataDir('unpack');
});
afterEach(() => removeDir(work));

/** An archive made by hand (as an attacker or a mistake would), sealed properly to `recipient`: only its contents are wrong. */
async function sealedArchive(cwd: string, entries: string[], recipient: string, preservePaths = false): Promise<string> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const tar = Readable.toWeb(Readable.from(createTar({ cwd, portable: true, preservePaths }, entries))) as ReadableStream<Uint8Array>;
  const file = join(work, `archive-${entries.length}-${Date.now()}.tar.age`);
  await writeFile(file, Readable.fromWeb((await encrypter.encrypt(tar)) as never));
  return file;
}

describe('what a restore unpacks', () => {
  it.each([
    ['users.json', 'File', null],
    ['mail/', 'Directory', null],
    ['mail/a.eml', 'File', null],
    ['./users.json', 'File', null],
    ['./', 'Directory', null],
    ['link', 'SymbolicLink', 'link is a SymbolicLink, not a plain file or folder'],
    ['hard', 'Link', 'hard is a Link, not a plain file or folder'],
    ['dev', 'CharacterDevice', 'dev is a CharacterDevice, not a plain file or folder'],
    ['/etc/passwd', 'File', '/etc/passwd would land outside the data folder'],
    ['../escape.json', 'File', '../escape.json would land outside the data folder'],
    ['mail/../../escape.json', 'File', 'mail/../../escape.json would land outside the data folder'],
    ['.lock', 'File', '.lock is not data'],
    ['.snapshot-0123456789abcdef/users.json', 'File', '.snapshot-0123456789abcdef/users.json is not data'],
  ] as const)('when an entry is %s (%s), then the verdict is %s', (path, type, problem) => {
    expect(entryProblem(path, type)).toBe(problem);
  });

  it('when a properly sealed archive holds a symbolic link, then nothing is restored and DATA_DIR stays absent', async () => {
    const keys = await ageKeyPair();
    const source = join(work, 'source');
    await mkdir(source);
    await writeFile(join(source, 'users.json'), '{}');
    await symlink('/etc/passwd', join(source, 'passwd'));
    const file = await sealedArchive(source, ['users.json', 'passwd'], keys.recipient);
    const dataDir = join(work, 'data');

    const refused = await restoreBackup(file, dataDir, { identities: [keys.identity] }, UNSIGNED_OK).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as Error).message).toBe(`${file} does not hold a data folder backup (passwd is a SymbolicLink, not a plain file or folder): nothing was restored.`);
    expect(await entriesOf(dataDir)).toBeNull();
  });

  it('when a properly sealed archive holds a path that climbs out, then nothing is restored, outside or in', async () => {
    const keys = await ageKeyPair();
    const source = join(work, 'source', 'inner');
    await mkdir(source, { recursive: true });
    await writeFile(join(work, 'source', 'escape.json'), '{}');
    const file = await sealedArchive(source, ['../escape.json'], keys.recipient, true);
    const dataDir = join(work, 'target', 'data');
    await mkdir(dataDir, { recursive: true });

    const refused = await restoreBackup(file, dataDir, { identities: [keys.identity] }, UNSIGNED_OK).catch((error: unknown) => error);

    expect((refused as Error).message).toContain('../escape.json would land outside the data folder');
    expect(await entriesOf(dataDir)).toEqual([]);
    expect(await entriesOf(join(work, 'target'))).toEqual(['data']);
  });

  it('when a properly sealed file holds something that is not tar, then nothing is restored', async () => {
    const keys = await ageKeyPair();
    const encrypter = new Encrypter();
    encrypter.addRecipient(keys.recipient);
    const file = join(work, 'not-tar.age');
    await writeFile(file, await encrypter.encrypt('{"records":[]}\n'.repeat(100)));
    const dataDir = join(work, 'data');

    const refused = await restoreBackup(file, dataDir, { identities: [keys.identity] }, UNSIGNED_OK).catch((error: unknown) => error);

    expect((refused as Error).message).toBe(`${file} does not hold a data folder backup (what it holds is not a tar archive): nothing was restored.`);
    expect(await entriesOf(dataDir)).toBeNull();
  });
});
