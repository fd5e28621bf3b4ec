import { constants } from 'node:fs';
import { type FileHandle, open, readFile, readdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';
import type { Encoder } from './json-encoding';
import { writeGate } from './write-gate';

let sequence = 0;

/**
 * A lowdb adapter that makes each write durable before it resolves: the JSON goes to a
 * temporary file (mode 0600) that is fsynced, renamed over the real file, and then the
 * directory is fsynced so the rename itself survives a power cut. A crash at any moment
 * leaves either the old or the new complete file, never a torn one.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  /** `encode` turns the data into the file's JSON; compact JSON.stringify unless a store knows a cheaper way. */
  constructor(
    readonly filename: string,
    private readonly encode: Encoder<T> = (data) => JSON.stringify(data),
  ) {}

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

  /** Inside the write gate: a backup's snapshot sees the file before or after this write, never between. */
  async write(data: T): Promise<void> {
    const encoded = this.encode(data);
    await writeGate.write(async () => {
      const temporary = `${this.filename}.${process.pid}.${++sequence}.tmp`;
      const handle = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, 0o600);
      try {
        if (typeof encoded === 'string') await handle.writeFile(encoded, 'utf8');
        else await writeAll(handle, encoded);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.filename);
      await syncDirectory(dirname(this.filename));
    });
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

async function writeAll(handle: FileHandle, pieces: Buffer[]): Promise<void> {
  const remaining = pieces.filter((piece) => piece.length > 0);
  while (remaining.length) {
    let { bytesWritten } = await handle.writev(remaining);
    if (bytesWritten === 0) throw new Error(`Could not write ${handle.fd}: no progress`);
    // A short write (rare, e.g. a signal) continues where it stopped.
    while (remaining.length && bytesWritten >= remaining[0]!.length) bytesWritten -= remaining.shift()!.length;
    if (remaining.length && bytesWritten > 0) remaining[0] = remaining[0]!.subarray(bytesWritten);
  }
}

/** Off the event loop: a slow disk must not stall the requests being parsed meanwhile. */
async function syncDirectory(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
