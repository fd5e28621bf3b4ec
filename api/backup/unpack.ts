import { once } from 'node:events';
import { posix } from 'node:path';
import { type ReadEntry, Unpack } from 'tar';
import { LOCK_FILE } from '../db/data-lock';
import { RestoreRefused } from './restore-refused';

/** Deeper than any data folder (it has one level of folders, `mail/`): anything deeper is not a backup of one. */
const MAX_DEPTH = 8;

/**
 * Why an archive entry may not be unpacked into a data folder, or null when it may: only plain
 * files and folders, only relative paths that stay inside, and none of the names the data
 * folder's machinery owns (the lock, snapshots, restores under way).
 */
export function entryProblem(path: string, type: ReadEntry['type']): string | null {
  if (type !== 'File' && type !== 'OldFile' && type !== 'ContiguousFile' && type !== 'Directory') return `${path} is a ${type}, not a plain file or folder`;
  const normal = posix.normalize(path);
  if (path.includes('\\') || posix.isAbsolute(path) || normal === '..' || normal.startsWith('../') || path.split('/').includes('..')) return `${path} would land outside the data folder`;
  if (normal === '.' || normal === './') return type === 'Directory' ? null : `${path} is not a file name`;
  const top = normal.replace(/^\.\//, '').split('/')[0]!;
  if (top === LOCK_FILE || top.startsWith(`${LOCK_FILE}.`) || top.startsWith('.snapshot-') || top.startsWith('.restore-')) return `${path} is not data`;
  return null;
}

/**
 * Feeds the decrypted stream to tar, unpacking into `folder`. A decryption error (age checks each
 * 64 KiB chunk and, at the end, that nothing was cut off) means a damaged file; a tar error or a
 * refused entry means the file is not a backup of a data folder. Either stops at once.
 */
export async function unpackInto(plaintext: ReadableStream<Uint8Array>, folder: string, file: string): Promise<void> {
  let refused: string | null = null;
  const unpack = new Unpack({
    cwd: folder,
    strict: true,
    preserveOwner: false,
    maxDepth: MAX_DEPTH,
    filter: (path, entry) => {
      refused ??= entryProblem(path, (entry as ReadEntry).type);
      return !refused;
    },
  });
  let failure: (Error & { code?: string }) | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    unpack.on('close', () => resolve());
    unpack.on('error', (error: Error) => {
      failure ??= error;
      reject(error);
    });
  });
  finished.catch(() => undefined);
  const notABackup = () => new RestoreRefused(`${file} does not hold a data folder backup (${refused ?? tarProblem(failure)}): nothing was restored.`);

  const reader = plaintext.getReader();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new RestoreRefused(`${file} is damaged or cut short (its contents do not check out): nothing was restored.`);
      }
      if (chunk.done) break;
      if (refused || failure) throw notABackup();
      if (!unpack.write(Buffer.from(chunk.value.buffer, chunk.value.byteOffset, chunk.value.byteLength))) await Promise.race([once(unpack, 'drain'), finished]).catch(() => undefined);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  unpack.end();
  await finished.catch(() => undefined);
  if (refused || failure) throw notABackup();
}

/** tar's codes in words; an error of the file system (a full disk) as it came. */
function tarProblem(error: (Error & { code?: string }) | null): string {
  if (error?.code === 'TAR_BAD_ARCHIVE' || error?.code === 'TAR_ENTRY_INVALID') return 'what it holds is not a tar archive';
  return error?.message ?? 'unreadable';
}
