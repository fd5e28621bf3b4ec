import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The bytes of a submission the page handed to the outbox (a referral and its documents;
 * docs/decisions/063-referrals-offline.md), apart from Workbox's queue, which keeps the request's
 * headers and its place in line. Kept as the Blob the page gave, so the browser holds it on disk;
 * an engine that will not store a Blob in IndexedDB gets its bytes as an ArrayBuffer instead. Either
 * way the same bytes are sent.
 */
export interface KeptBody {
  id: string;
  body: Blob | ArrayBuffer;
  type: string;
}

interface BodiesDb extends DBSchema {
  bodies: { key: string; value: KeptBody };
}

let database: Promise<IDBPDatabase<BodiesDb>> | null = null;

function db(): Promise<IDBPDatabase<BodiesDb>> {
  database ??= openDB<BodiesDb>('outbox-bodies', 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('bodies', { keyPath: 'id' });
    },
  });
  return database;
}

/** Keeps a body; resolves with how it was kept, or rejects when the device has no room. */
export async function keepBody(id: string, body: Blob): Promise<'blob' | 'bytes'> {
  const store = await db();
  try {
    await store.put('bodies', { id, body, type: body.type });
    return 'blob';
  } catch (error) {
    // A quota error is the device being full: bytes would not fit either.
    if ((error as DOMException | undefined)?.name === 'QuotaExceededError') throw error;
    await store.put('bodies', { id, body: await body.arrayBuffer(), type: body.type });
    return 'bytes';
  }
}

export async function bodyOf(id: string): Promise<Blob | undefined> {
  const kept = await (await db()).get('bodies', id);
  if (!kept) return undefined;
  return kept.body instanceof Blob ? kept.body : new Blob([kept.body], { type: kept.type });
}

export async function dropBody(id: string): Promise<void> {
  await (await db()).delete('bodies', id);
}

/** Bodies whose submission is no longer on the device (sent, discarded, or dropped by the queue after a week). */
export async function dropBodiesOtherThan(ids: ReadonlySet<string>): Promise<void> {
  const store = await db();
  for (const id of await store.getAllKeys('bodies')) if (!ids.has(id)) await store.delete('bodies', id);
}
