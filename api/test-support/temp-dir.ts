import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh, empty data folder under the system's temp folder. */
export const tempDataDir = (label = 'api'): Promise<string> => mkdtemp(join(tmpdir(), `woundcare-${label}-`));

export const removeDir = (folder: string): Promise<void> => rm(folder, { recursive: true, force: true });

/** A web root under the temp folder holding `files` (path → text), folders made as needed. */
export async function tempWebRoot(files: Record<string, string | Buffer>): Promise<string> {
  const webRoot = await tempDataDir('web');
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(webRoot, name, '..'), { recursive: true });
    await writeFile(join(webRoot, name), text);
  }
  return webRoot;
}
