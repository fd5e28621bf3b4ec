import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh, empty data folder under the system's temp folder. */
export const tempDataDir = (label = 'api'): Promise<string> => mkdtemp(join(tmpdir(), `woundcare-${label}-`));

export const removeDir = (folder: string): Promise<void> => rm(folder, { recursive: true, force: true });
