import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploads wait while they arrive and are checked: a folder of the data folder's own, so a
 * crash leaves nothing outside it, and named `.tmp` so a backup's snapshot and the data's size
 * leave it out (api/db/snapshot.ts). It is emptied at start; each request removes its own files
 * whatever its outcome.
 */
export const UPLOAD_FOLDER = 'uploads.tmp';

export const uploadFolderIn = (dataDir: string): string => join(dataDir, UPLOAD_FOLDER);

/** Removes the folder and what a crash or a stop left in it; the next upload makes it again (0700). */
export async function resetUploadFolder(dataDir: string): Promise<void> {
  await rm(uploadFolderIn(dataDir), { recursive: true, force: true });
}

/** Writes `bytes` to a new temporary file, on disk before it resolves. */
export async function writeTempFile(folder: string, bytes: Uint8Array): Promise<string> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const path = join(folder, randomBytes(16).toString('hex'));
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return path;
}

export const removeQuietly = (path: string): Promise<void> => unlink(path).catch(() => undefined);
