import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, lstat, mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline, Readable, type Transform } from 'node:stream';
import { DataFolderInUse, DataFolderLock, LOCK_FILE } from '../db/data-lock';
import type { Decryption } from './age-keys';
import { syncFolder } from './put-in-place';
import { openEncrypted, refuseUnopenable } from './open-encrypted';
import { RestoreRefused } from './restore-refused';
import { checkSigned, type SignatureChecked, signatureToCheck, type SignatureTrust } from './restore-signature';
import { sha256Tap } from './signature';
import { unpackInto } from './unpack';

export { RestoreRefused };

const RESTORE_PREFIX = '.restore-';

/** Refuses a data folder that holds anything: a restore never mixes a backup with other files. */
export async function checkRestoreTarget(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') throw new RestoreRefused(`${dataDir} (DATA_DIR) is a file, not a folder: nothing was restored.`);
    throw error;
  }
  const others = names.filter((name) => name !== LOCK_FILE && !name.startsWith(RESTORE_PREFIX));
  if (others.length) {
    throw new RestoreRefused(`${dataDir} (DATA_DIR) is not empty (it holds ${others.length} ${others.length === 1 ? 'entry' : 'entries'}): restore into a new or empty folder; nothing was restored.`);
  }
}

/**
 * Restores the backup `file` into `dataDir`, which must be missing or empty. The folder's lock is
 * held throughout, so no server starts on it halfway. The backup is decrypted and unpacked into
 * `DATA_DIR/.restore-<random>` (same file system), and only once age has authenticated the whole
 * stream (a cut or altered file fails at its end) and its signature checks out (FILE.sig, unless
 * `trust.unsignedOk`; restore-signature.ts) are the files fsynced (0600, folders 0700) and moved
 * into place. On any failure the temporary folder goes, and so does a DATA_DIR this made.
 */
export async function restoreBackup(file: string, dataDir: string, decryption: Decryption, trust: SignatureTrust = {}): Promise<{ files: number; signature: SignatureChecked }> {
  await checkRestoreTarget(dataDir);
  await refuseUnopenable(file, decryption);
  const signed = await signatureToCheck(file, trust);

  const created = await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let lock: DataFolderLock;
  try {
    lock = await DataFolderLock.acquire(dataDir);
  } catch (error) {
    await removeCreated(created, dataDir);
    if (error instanceof DataFolderInUse) throw new RestoreRefused(`Process ${error.holder.pid} (a server, or another restore) holds ${dataDir}: nothing was restored.`);
    throw error;
  }
  const temporary = join(dataDir, `${RESTORE_PREFIX}${randomBytes(8).toString('hex')}`);
  let restored = false;
  try {
    await checkRestoreTarget(dataDir);
    await removeLeftoverRestores(dataDir);
    await mkdir(temporary, { mode: 0o700 });
    const digest = sha256Tap();
    await unpackInto(await openPayload(file, decryption, digest.tap), temporary, file);
    // The whole file has been read and authenticated by age; nothing is in place yet.
    const signature = signed ? await checkSigned(file, signed, await digest.sha256, trust.appSecret, temporary) : 'skipped';
    const files = await settle(temporary);
    await chmod(dataDir, 0o700);
    await moveUp(temporary, dataDir);
    await syncFolder(dataDir);
    restored = true;
    return { files, signature };
  } finally {
    await rm(temporary, { recursive: true, force: true });
    lock.release();
    if (!restored) await removeCreated(created, dataDir);
  }
}

/** The file decrypted as it is read; `tap` sees its encrypted bytes on the way (for the signature). */
async function openPayload(file: string, decryption: Decryption, tap: Transform): Promise<ReadableStream<Uint8Array>> {
  // A read error ends the tap with it, and so the decryption.
  return openEncrypted(file, Readable.toWeb(pipeline(createReadStream(file), tap, () => undefined)) as ReadableStream<Uint8Array>, decryption);
}

/** Modes 0600 and 0700 whatever the archive said, and every file and folder fsynced before it is moved into place. */
async function settle(folder: string): Promise<number> {
  let files = 0;
  for (const name of await readdir(folder)) {
    const path = join(folder, name);
    const info = await lstat(path);
    if (info.isDirectory()) {
      await chmod(path, 0o700);
      files += await settle(path);
    } else if (info.isFile()) {
      await chmod(path, 0o600);
      const handle = await open(path, 'r');
      await handle.sync().finally(() => handle.close());
      files++;
    } else {
      throw new RestoreRefused(`The backup holds ${relative(folder, path)}, which is not a plain file: nothing was restored.`);
    }
  }
  await syncFolder(folder);
  return files;
}

/** Renames within one file system: each entry is there whole or not at all. A failure moves back what was moved. */
async function moveUp(from: string, to: string): Promise<void> {
  const moved: string[] = [];
  try {
    for (const name of await readdir(from)) {
      await rename(join(from, name), join(to, name));
      moved.push(name);
    }
  } catch (error) {
    for (const name of moved) await rename(join(to, name), join(from, name)).catch(() => undefined);
    throw error;
  }
}

/** A restore killed halfway left its folder; the lock says no other restore runs now. */
async function removeLeftoverRestores(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(RESTORE_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/** Removes the folders `mkdir` made (DATA_DIR and any missing parents), deepest first, each only while empty. */
async function removeCreated(created: string | undefined, dataDir: string): Promise<void> {
  if (!created) return;
  for (let folder = dataDir; ; folder = dirname(folder)) {
    try {
      await rmdir(folder);
    } catch {
      return;
    }
    if (folder === created) return;
  }
}
