import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry } from '#contract';

/** A request kept as plain data, so it can be stored and sent again. */
export interface StoredRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** An outcome, or a delivery under way; `request` is kept while it may still need sending. */
export interface OutcomeRecord extends OutboxEntry {
  request?: StoredRequest;
}

interface OutboxDb extends DBSchema {
  outcomes: { key: string; value: OutcomeRecord };
}

let database: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  database ??= openDB<OutboxDb>('outbox', 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('outcomes', { keyPath: 'id' });
    },
  });
  return database;
}

export const outcomes = {
  async all(): Promise<OutcomeRecord[]> {
    return (await db()).getAll('outcomes');
  },
  async get(id: string): Promise<OutcomeRecord | undefined> {
    return (await db()).get('outcomes', id);
  },
  async put(record: OutcomeRecord): Promise<void> {
    await (await db()).put('outcomes', record);
  },
  async delete(id: string): Promise<void> {
    await (await db()).delete('outcomes', id);
  },
};

export async function storeRequest(request: Request): Promise<StoredRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { url: request.url, method: request.method, headers, body: await request.text() };
}

/** The request again; a body kept apart (a referral's, outbox-bodies.ts) is given here, byte for byte as the page sent it. */
export function toRequest(stored: StoredRequest, body?: Blob): Request {
  return new Request(stored.url, { method: stored.method, headers: stored.headers, body: body ?? (stored.body || undefined), credentials: 'include' });
}
