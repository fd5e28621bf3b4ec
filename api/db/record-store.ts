import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS } from '../contract';
import { HttpError } from '../http/errors';
import { Collection } from './collection';
import { recordFileEncoder } from './json-encoding';
import { archive, monthOf, readArchives, recordMonth } from './month-archive';

export interface IdempotencyRecord {
  key: string;
  fingerprint: string;
  resourceId: string;
  createdAt: number;
}

export interface RecordFile<R> {
  records: R[];
  idempotency: IdempotencyRecord[];
}

export interface InsertRequest {
  idempotencyKey?: string;
  /** What the request asked for, to tell a retry from a different request under the same key. */
  payload: unknown;
  now: number;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * A collection of records and the idempotency keys of the requests that created them,
 * kept in one file so a record and its key are written by the same atomic write.
 */
export class RecordStore<R extends { id: string }> {
  private readonly byId = new Map<string, R>();
  private readonly byKey = new Map<string, IdempotencyRecord>();
  /** Archived months' records, then the current file's, in the order they were made. */
  private readonly all: R[] = [];
  private lastPrune = 0;
  /** The month up to which older records were moved out of the current file. */
  private archivedBefore = '';
  private archiving: Promise<void> | null = null;

  private constructor(
    private readonly collection: Collection<RecordFile<R>>,
    private readonly place: { dataDir: string; name: string },
    archived: R[],
    private readonly onChange: (record: R, added: boolean) => void,
  ) {
    // Stored records and keys never change; frozen, they can be serialised once and cached (json-encoding.ts).
    for (const record of [...archived, ...collection.data.records]) {
      if (!this.byId.has(record.id)) this.index(Object.freeze(record), true);
    }
    for (const entry of collection.data.idempotency) this.byKey.set(entry.key, Object.freeze(entry));
  }

  static async open<R extends { id: string }>(
    dataDir: string,
    name: string,
    onChange: (record: R, added: boolean) => void = () => undefined,
  ): Promise<RecordStore<R>> {
    const collection = await Collection.open<RecordFile<R>>(dataDir, name, () => ({ records: [], idempotency: [] }), recordFileEncoder());
    return new RecordStore(collection, { dataDir, name }, await readArchives<R>(dataDir, name), onChange);
  }

  get records(): readonly R[] {
    return this.all;
  }

  get idempotencyKeys(): readonly IdempotencyRecord[] {
    return this.collection.data.idempotency;
  }

  /**
   * Creates a record once per idempotency key. `build` runs synchronously after the
   * replay check, so its rule checks and the insert cannot interleave with another request.
   */
  async insertOnce(request: InsertRequest, build: () => R): Promise<{ record: R; replayed: boolean }> {
    if (monthOf(request.now) !== this.archivedBefore) await this.archivePastMonths(monthOf(request.now));
    const fingerprint = fingerprintOf(request.payload);
    const { idempotencyKey: key } = request;
    if (key) {
      const seen = this.byKey.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          throw new HttpError(422, 'This Idempotency-Key was already used for a different request. Please send a new key.');
        }
        await this.collection.flush();
        const record = this.byId.get(seen.resourceId);
        if (record && this.byKey.get(key) === seen) return { record, replayed: true };
      }
    }
    const record = Object.freeze(build());
    const data = this.collection.data;
    data.records.push(record);
    this.index(record, true);
    const entry = key ? Object.freeze({ key, fingerprint, resourceId: record.id, createdAt: request.now }) : null;
    if (entry) {
      data.idempotency.push(entry);
      this.byKey.set(entry.key, entry);
    }
    this.pruneIfDue(request.now);
    try {
      await this.collection.commit();
    } catch (error) {
      this.undo(record, entry);
      throw error;
    }
    return { record, replayed: false };
  }

  flush(): Promise<void> {
    return this.collection.flush();
  }

  private index(record: R, added: boolean): void {
    if (added) {
      this.byId.set(record.id, record);
      this.all.push(record);
    } else {
      this.byId.delete(record.id);
      this.all.splice(this.all.lastIndexOf(record), 1);
    }
    this.onChange(record, added);
  }

  /**
   * Once a month (on its first insert), records made before `month` move to their months'
   * archive files, so each write rewrites only the current month's file. The archives are on
   * disk before the current file drops them; one caller does the work, the others wait for it.
   */
  private archivePastMonths(month: string): Promise<void> {
    this.archiving ??= (async () => {
      const past = this.collection.data.records.filter((record) => (recordMonth(record) ?? month) < month);
      if (past.length) {
        await archive(this.place.dataDir, this.place.name, past);
        const moved = new Set(past);
        this.collection.data.records = this.collection.data.records.filter((record) => !moved.has(record));
        await this.collection.commit();
      }
      this.archivedBefore = month;
    })().finally(() => {
      this.archiving = null;
    });
    return this.archiving;
  }

  private undo(record: R, entry: IdempotencyRecord | null): void {
    const data = this.collection.data;
    data.records.splice(data.records.indexOf(record), 1);
    this.index(record, false);
    if (entry) {
      data.idempotency.splice(data.idempotency.indexOf(entry), 1);
      this.byKey.delete(entry.key);
    }
  }

  private pruneIfDue(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const data = this.collection.data;
    const keep = data.idempotency.filter((entry) => now - entry.createdAt < IDEMPOTENCY_TTL_MS);
    if (keep.length === data.idempotency.length) return;
    const kept = new Set(keep);
    for (const entry of data.idempotency) if (!kept.has(entry)) this.byKey.delete(entry.key);
    data.idempotency = keep;
  }
}

/** A stable hash of a JSON value: object keys are sorted so their order does not matter. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
