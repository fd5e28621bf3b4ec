import { IDEMPOTENCY_TTL_MS } from '#contract';
import { IdempotencyKeyReusedError } from '../domain-errors';
import { Collection } from './collection';
import { recordFileEncoder } from './json-encoding';
import { fingerprintOf } from './payload-fingerprint';
import { type Archive, monthOf, readArchives, type RecordChanges, recordMonth, rewritePart, seal } from './month-archive';
import type { IdempotencyRecord, RecordFile } from './record-file';
import type { RecordSource } from './record-source';

export interface InsertRequest {
  idempotencyKey?: string;
  /** What the request asked for, to tell a retry from a different request under the same key. */
  payload: unknown;
  now: number;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The current file's records are sealed into a part of their own once they reach this size. */
export const SEAL_BYTES = 1024 * 1024;

/** What a rewrite did: the records removed, and each replaced record with what replaced it. */
export interface Rewritten<R> {
  removed: R[];
  replaced: [before: R, after: R][];
}

/** Decides a stored record's fate in a rewrite: `null` removes it, a record with the same id replaces it, `undefined` keeps it. */
export type RewriteRule<R> = (record: R) => R | null | undefined;

export interface RecordStoreOptions<R> {
  onChange?: (record: R, added: boolean) => void;
  /** Told after a rewrite removed or replaced records (in memory and on disk). */
  onRewrite?: (rewritten: Rewritten<R>) => void;
  /** Size of the current file's records at which they are sealed (tests use a small one). */
  sealBytes?: number;
}

/**
 * A collection of records and the idempotency keys of the requests that created them,
 * kept in one file so a record and its key are written by the same atomic write. That file
 * holds only recent records: past months, and everything once it reaches `sealBytes`, move to
 * sealed parts (month-archive.ts), so a write rewrites at most about a megabyte.
 */
export class RecordStore<R extends { id: string }> implements RecordSource<R> {
  private readonly byId = new Map<string, R>();
  private readonly byKey = new Map<string, IdempotencyRecord>();
  /** Sealed records, then the current file's, in the order they were made. */
  private readonly all: R[] = [];
  /** Records added but whose write has not finished: never sealed before they are on disk. */
  private readonly unwritten = new Set<R>();
  private currentBytes = 0;
  private lastPrune = 0;
  /** The month up to which older records were moved out of the current file. */
  private archivedBefore = '';
  private sealing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly collection: Collection<RecordFile<R>>,
    private readonly place: { dataDir: string; name: string },
    private readonly archive: Archive<R>,
    private readonly onChange: (record: R, added: boolean) => void,
    private readonly sealBytes: number,
    private readonly onRewrite: (rewritten: Rewritten<R>) => void,
  ) {
    // Stored records and keys never change; frozen, they can be serialised once and cached (json-encoding.ts).
    for (const record of archive.records) {
      if (!this.byId.has(record.id)) this.index(Object.freeze(record), true);
    }
    // A crash between sealing and rewriting the current file leaves records in both: the sealed copy counts.
    const data = collection.data;
    data.records = data.records.filter((record) => !this.byId.has(record.id));
    for (const record of data.records) {
      this.index(Object.freeze(record), true);
      this.currentBytes += sizeOf(record);
    }
    for (const entry of [...archive.idempotency, ...data.idempotency]) this.byKey.set(entry.key, Object.freeze(entry));
    archive.records = [];
    archive.idempotency = [];
  }

  static async open<R extends { id: string }>(
    dataDir: string,
    name: string,
    options: RecordStoreOptions<R> | ((record: R, added: boolean) => void) = {},
  ): Promise<RecordStore<R>> {
    const { onChange = () => undefined, sealBytes = SEAL_BYTES, onRewrite = () => undefined } = typeof options === 'function' ? { onChange: options } : options;
    const collection = await Collection.open<RecordFile<R>>(dataDir, name, () => ({ records: [], idempotency: [] }), recordFileEncoder());
    return new RecordStore(collection, { dataDir, name }, await readArchives<R>(dataDir, name), onChange, sealBytes, onRewrite);
  }

  get records(): readonly R[] {
    return this.all;
  }

  get(id: string): R | undefined {
    return this.byId.get(id);
  }

  /** The sealed part files (names in the data folder) that hold a record; none while it is in the current file only. */
  partsOf(id: string): readonly string[] {
    return this.archive.partsOf.get(id) ?? [];
  }

  get idempotencyKeys(): readonly IdempotencyRecord[] {
    return this.collection.data.idempotency;
  }

  /** Every key still known, sealed parts' included (what a copy into a database carries over). */
  get allIdempotencyKeys(): readonly IdempotencyRecord[] {
    return [...this.byKey.values()];
  }

  /**
   * Creates a record once per idempotency key. `build` runs synchronously after the
   * replay check, so its rule checks and the insert cannot interleave with another request.
   */
  async insertOnce(request: InsertRequest, build: () => R): Promise<{ record: R; replayed: boolean }> {
    const { records, replayed } = await this.insertMany(request, () => [build()]);
    return { record: records[0]!, replayed };
  }

  /**
   * Creates several records in one write, once per idempotency key (a series and its visits, a
   * series cancelled whole): all are on disk together or none is. `build` runs as in `insertOnce`
   * and returns at least one record; the key names the first, which a replay answers alone.
   */
  async insertMany(request: InsertRequest, build: () => R[]): Promise<{ records: R[]; replayed: boolean }> {
    const month = monthOf(request.now);
    if (month !== this.archivedBefore) {
      await this.seal((record) => (recordMonth(record) ?? month) < month, month);
      this.archivedBefore = month;
    }
    const fingerprint = fingerprintOf(request.payload);
    const { idempotencyKey: key } = request;
    if (key) {
      const seen = this.byKey.get(key);
      if (seen && request.now - seen.createdAt < IDEMPOTENCY_TTL_MS) {
        if (seen.fingerprint !== fingerprint) {
          throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different request. Please send a new key.');
        }
        await this.collection.flush();
        const record = this.byId.get(seen.resourceId);
        if (record && this.byKey.get(key) === seen) return { records: [record], replayed: true };
      }
    }
    const records = build().map((record) => Object.freeze(record));
    if (!records.length) throw new Error('insertMany needs at least one record.');
    const data = this.collection.data;
    for (const record of records) {
      data.records.push(record);
      this.unwritten.add(record);
      this.index(record, true);
    }
    const entry = key ? Object.freeze({ key, fingerprint, resourceId: records[0]!.id, createdAt: request.now }) : null;
    if (entry) {
      data.idempotency.push(entry);
      this.byKey.set(entry.key, entry);
    }
    this.pruneIfDue(request.now);
    try {
      await this.collection.commit();
    } catch (error) {
      this.undo(records, entry);
      throw error;
    } finally {
      for (const record of records) this.unwritten.delete(record);
    }
    for (const record of records) this.currentBytes += sizeOf(record);
    if (this.currentBytes >= this.sealBytes) await this.seal(() => true, month);
    return { records, replayed: false };
  }

  flush(): Promise<void> {
    return this.collection.flush();
  }

  /**
   * Removes or replaces stored records where they are, in the current file and in sealed parts
   * (the only way a stored record ever changes: retention and deletion on request). A removed
   * record's idempotency keys go with it. Each file is replaced whole by rename, so a crash leaves
   * every record either as it was or as the rule wanted, never a torn file; a caller that must
   * finish a change across files keeps its own note of it (api/retention/). Records whose write has
   * not finished are left alone. Runs apart from sealing; resolves once every file is on disk.
   */
  rewrite(rule: RewriteRule<R>): Promise<Rewritten<R>> {
    const run = async (): Promise<Rewritten<R>> => {
      const changes = new Map<string, R | null>();
      for (const record of this.all) {
        if (this.unwritten.has(record)) continue;
        const outcome = rule(record);
        if (outcome === undefined || outcome === record) continue;
        if (outcome && outcome.id !== record.id) throw new Error(`A rewrite may not change a record's id (${record.id}).`);
        changes.set(record.id, outcome && (Object.freeze(outcome) as R));
      }
      const rewritten: Rewritten<R> = { removed: [], replaced: [] };
      if (!changes.size) return rewritten;
      await this.rewriteParts(changes);
      const data = this.collection.data;
      if (data.records.some((record) => changes.has(record.id))) {
        data.records = data.records.flatMap((record) => {
          const change = changes.get(record.id);
          return change === undefined ? [record] : change ? [change] : [];
        });
        data.idempotency = data.idempotency.filter((entry) => changes.get(entry.resourceId) !== null);
        await this.collection.commit();
        this.currentBytes = data.records.reduce((total, record) => total + sizeOf(record), 0);
      }
      this.applyInMemory(changes, rewritten);
      this.onRewrite(rewritten);
      return rewritten;
    };
    const done = this.sealing.then(run);
    this.sealing = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }

  /** Every sealed part that holds a changed record, one at a time. */
  private async rewriteParts(changes: RecordChanges<R>): Promise<void> {
    const files = new Set<string>();
    for (const id of changes.keys()) for (const file of this.archive.partsOf.get(id) ?? []) files.add(file);
    for (const file of [...files].sort()) await rewritePart(this.place.dataDir, file, changes);
    for (const [id, change] of changes) if (change === null) this.archive.partsOf.delete(id);
  }

  /** The indexes after a rewrite; the list of all records is compacted in place (callers may hold it). */
  private applyInMemory(changes: RecordChanges<R>, rewritten: Rewritten<R>): void {
    let kept = 0;
    for (const record of this.all) {
      const change = changes.get(record.id);
      if (change === undefined) this.all[kept++] = record;
      else if (change === null) {
        rewritten.removed.push(record);
        this.byId.delete(record.id);
      } else {
        rewritten.replaced.push([record, change]);
        this.byId.set(record.id, change);
        this.all[kept++] = change;
      }
    }
    this.all.length = kept;
    for (const [key, entry] of this.byKey) if (changes.get(entry.resourceId) === null) this.byKey.delete(key);
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
   * Moves the current file's records that `select` picks (and their keys) to new sealed parts,
   * then rewrites the current file without them; one seal at a time. The parts are on disk
   * before the current file drops the records. A failed seal leaves everything where it was:
   * the record that triggered it is safe, and a later write tries again.
   */
  private seal(select: (record: R) => boolean, fallbackMonth: string): Promise<void> {
    const run = async () => {
      const data = this.collection.data;
      const moving = data.records.filter((record) => !this.unwritten.has(record) && select(record));
      if (!moving.length) return;
      const ids = new Set(moving.map((record) => record.id));
      const keys = data.idempotency.filter((entry) => ids.has(entry.resourceId));
      await seal(this.place.dataDir, this.place.name, moving, keys, this.archive.lastPart, fallbackMonth, this.sealBytes, this.archive.partsOf);
      const moved = new Set(moving);
      const movedKeys = new Set(keys);
      data.records = data.records.filter((record) => !moved.has(record));
      data.idempotency = data.idempotency.filter((entry) => !movedKeys.has(entry));
      this.currentBytes = data.records.reduce((total, record) => total + sizeOf(record), 0);
      await this.collection.commit();
    };
    this.sealing = this.sealing.then(run).catch(() => undefined);
    return this.sealing;
  }

  private undo(records: readonly R[], entry: IdempotencyRecord | null): void {
    const data = this.collection.data;
    for (const record of [...records].reverse()) {
      data.records.splice(data.records.indexOf(record), 1);
      this.index(record, false);
    }
    if (entry) {
      data.idempotency.splice(data.idempotency.indexOf(entry), 1);
      this.byKey.delete(entry.key);
    }
  }

  /** Keys older than their time to live are forgotten, in memory and in the current file. */
  private pruneIfDue(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    for (const [key, entry] of this.byKey) if (now - entry.createdAt >= IDEMPOTENCY_TTL_MS) this.byKey.delete(key);
    const data = this.collection.data;
    const keep = data.idempotency.filter((entry) => now - entry.createdAt < IDEMPOTENCY_TTL_MS);
    if (keep.length !== data.idempotency.length) data.idempotency = keep;
  }
}

/** A record's share of the current file: its JSON (cached afterwards by the encoder) and a comma. */
const sizeOf = (record: object) => Buffer.byteLength(JSON.stringify(record)) + 1;
