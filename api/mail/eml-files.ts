import { open, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeGate } from '../db/write-gate';

/** The id at the end of an .eml file's name (`<stamp>-<template>-<id>.eml`, transport.ts): a message id, or for a reminder its booking's id. */
const TRAILING_ID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * Deletes the .eml files (written when SMTP_URL is unset) of these messages, and the reminders of
 * these bookings (a reminder's id names its booking). Resolves with how many went; a folder that
 * does not exist holds none.
 */
export async function removeMessageFiles(folder: string, ids: ReadonlySet<string>): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const id = TRAILING_ID.exec(name)?.[1];
    if (!id || !ids.has(id)) continue;
    await writeGate.write(() =>
      unlink(join(folder, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    );
    removed++;
  }
  if (removed) await syncFolder(folder);
  return removed;
}

/** Counts the files `removeMessageFiles` would delete (a dry run). */
export async function countMessageFiles(folder: string, ids: ReadonlySet<string>): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => ids.has(TRAILING_ID.exec(name)?.[1] ?? '')).length;
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
