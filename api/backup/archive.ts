import { createWriteStream } from 'node:fs';
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Encrypter } from 'age-encryption';
import { create as createTar } from 'tar';
import type { Encryption } from './age-keys';

/**
 * tar records a second name of a file it already packed as a link to the first; a backup holds
 * plain files only (a restore refuses links), so every name is packed as a file of its own.
 */
class NoLinks extends Map<`${number}:${number}`, string> {
  override set(): this {
    return this;
  }
}

/**
 * Packs `folder` (paths relative to it, so the archive unpacks as a data folder) as tar, seals it
 * with age as it streams, and writes it to `file`: first as `file.tmp` (mode 0600, created only if
 * absent), fsynced, then renamed, so `file` is whole or absent. Nothing is held in memory beyond
 * a few 64 KiB chunks. Resolves with the encrypted file's size.
 */
export async function writeEncryptedArchive(folder: string, file: string, encryption: Encryption): Promise<number> {
  const names = (await readdir(folder)).sort();
  // An empty folder is packed as its own entry: an archive without one is not a tar archive to tar.
  const tar = createTar({ cwd: folder, portable: true, strict: true, linkCache: new NoLinks() }, names.length ? names : ['.']);
  const packed = Readable.toWeb(Readable.from(tar)) as ReadableStream<Uint8Array>;
  const encrypter = new Encrypter();
  if ('passphrase' in encryption) encrypter.setPassphrase(encryption.passphrase);
  else encrypter.addRecipient(encryption.recipient);
  const sealed = await encrypter.encrypt(packed);
  const draft = `${file}.tmp`;
  try {
    await pipeline(Readable.fromWeb(sealed as unknown as NodeReadableStream<Uint8Array>), createWriteStream(draft, { flags: 'wx', mode: 0o600, flush: true }));
    await rename(draft, file);
  } catch (error) {
    // `wx`: a draft that was there before is someone else's, and stays.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(draft).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(file));
  return (await stat(file)).size;
}

/** The rename itself is on disk once the folder is synced. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
