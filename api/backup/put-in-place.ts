import { link, open, rename, stat, unlink } from 'node:fs/promises';

/**
 * The whole draft becomes `file`, never over a file of that name (two backups to one name): a hard
 * link fails if `file` exists. A disk without hard links (a FAT USB stick) gets a check and a rename.
 */
export async function putInPlace(draft: string, file: string): Promise<void> {
  try {
    await link(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || !['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS'].includes(code ?? '')) throw error;
    if (await stat(file).catch(() => null)) throw Object.assign(new Error(`${file} already exists`), { code: 'EEXIST' });
    await rename(draft, file);
    return;
  }
  await unlink(draft);
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
