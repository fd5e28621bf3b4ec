import { closeSync, constants, fsyncSync, openSync } from 'node:fs';
import { open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';

let sequence = 0;

/**
 * A lowdb adapter that makes each write durable before it resolves: the JSON goes to a
 * temporary file (mode 0600) that is fsynced, renamed over the real file, and then the
 * directory is fsynced so the rename itself survives a power cut. A crash at any moment
 * leaves either the old or the new complete file, never a torn one.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(readonly filename: string) {}

  async read(): Promise<T | null> {
    await this.removeStaleTemporaryFiles();
    let text: string;
    try {
      text = await readFile(this.filename, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      // Refuse to start rather than overwrite a file we cannot read.
      throw new Error(`Data file ${this.filename} is not valid JSON; restore it from a backup before starting.`);
    }
  }

  async write(data: T): Promise<void> {
    const text = JSON.stringify(data);
    const temporary = `${this.filename}.${process.pid}.${++sequence}.tmp`;
    const handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.filename);
    syncDirectory(dirname(this.filename));
  }

  private async removeStaleTemporaryFiles(): Promise<void> {
    const folder = dirname(this.filename);
    const prefix = `${basename(this.filename)}.`;
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      return;
    }
    await Promise.all(
      names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp')).map((name) => unlink(join(folder, name)).catch(() => undefined)),
    );
  }
}

function syncDirectory(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
