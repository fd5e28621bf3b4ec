import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from 'express';
import type { Clock } from '../clock';
import type { StorageCeiling } from '../db/storage-ceiling';

/** How long a write check's outcome stands: probes every second write to the disk once in five seconds, however many there are. */
export const WRITE_CHECK_MS = 5_000;

/** The answer while the server drains: a load balancer takes it out of rotation, and an operator reading it knows why. */
export const STOPPING_REASON = 'This server is stopping: it serves what it is sent while the load balancer moves new requests to another server, then exits.';

/** Whether this server can serve now: null when it can, else the reason, in plain words, for an operator reading /healthz. */
export type ServeCheck = () => Promise<string | null>;

/**
 * GET /healthz for load balancers and process managers: 200 `{"ok":true}` when `canServe` finds
 * nothing wrong, 503 with its reason otherwise, and from a stop signal on (`stopping`,
 * docs/decisions/070). Which check is chosen at the root: the data folder's (one server on its
 * folder) or the database's (PostgreSQL mode, database-check.ts). Never rate limited; logged at
 * debug level only.
 */
export function healthRouter(canServe: ServeCheck, stopping: () => boolean = () => false): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const reason = stopping() ? STOPPING_REASON : await canServe();
    if (reason) {
      res.status(503).json({ ok: false, reason });
      return;
    }
    res.json({ ok: true });
  });
  return router;
}

/**
 * One server on its data folder: it serves while the folder can be written (a small file is
 * written, synced and removed, at most once in WRITE_CHECK_MS by the app's clock; checks meanwhile
 * share that outcome) and is below its ceiling.
 */
export function dataFolderCheck(dataDir: string, storage: StorageCeiling | undefined, clock: Clock): ServeCheck {
  const writable = latestWriteCheck(dataDir, clock);
  return async () => {
    // The ceiling's latest measurement (at most two seconds old): a probe every few seconds does not walk the folder each time.
    if (storage?.check()) return 'The data folder has reached its size limit (DATA_MAX_MB): new submissions are refused.';
    return (await writable()) ? null : 'The data folder cannot be written.';
  };
}

/** The last write check while it is younger than WRITE_CHECK_MS (under way or done), else a new one. */
function latestWriteCheck(dataDir: string, clock: Clock): () => Promise<boolean> {
  return latestOf(() => canWrite(dataDir), clock);
}

/** `check`'s last outcome while it is younger than WRITE_CHECK_MS by `clock` (under way or done), else a new one. */
export function latestOf<T>(check: () => Promise<T>, clock: Clock): () => Promise<T> {
  let last: { at: number; outcome: Promise<T> } | null = null;
  return () => {
    const now = clock.now();
    // A clock stepped back counts as time gone by.
    if (!last || now - last.at >= WRITE_CHECK_MS || now < last.at) last = { at: now, outcome: check() };
    return last.outcome;
  };
}

async function canWrite(dataDir: string): Promise<boolean> {
  // A name of its own per check: checks may overlap.
  const file = join(dataDir, `.healthz-${randomUUID()}.tmp`);
  try {
    const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC, 0o600);
    try {
      await handle.writeFile('ok');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await unlink(file);
    return true;
  } catch {
    return false;
  }
}
