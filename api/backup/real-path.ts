import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';

/**
 * `path` with every symbolic link in it resolved; for a path not made yet, the real path of its
 * nearest existing folder with the rest added. Synchronous: the server's settings are read so.
 */
export function realPath(path: string): string {
  const rest: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    try {
      return join(realpathSync(at), ...rest);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      if (dirname(at) === at) return resolve(path);
      rest.unshift(basename(at));
    }
  }
}

/** Whether `path` is `folder` or inside it once links are resolved: a backup folder linked into the data folder is inside it. */
export function isWithin(folder: string, path: string): boolean {
  const inside = relative(realPath(folder), realPath(path));
  return inside === '' || (inside !== '..' && !inside.startsWith('../') && !isAbsolute(inside));
}
