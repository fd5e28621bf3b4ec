import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DurableJsonFile } from './durable-json-file';
import { RecordStore, type InsertRequest, type Rewritten, type RewriteRule } from './record-store';

export type { InsertRequest, Rewritten, RewriteRule } from './record-store';

/** A slot one booking holds: of a kind, with a nurse ('' before nurses were set up), at `YYYY-MM-DD HH:MM`. */
export interface SlotHold {
  kind: string;
  nurseId: string;
  slot: string;
  bookingId: string;
}

/** A nurse's visit as wall-clock minutes of its day (`start`, `end` since midnight), the unit capacity.ts compares. */
export interface VisitSpan {
  nurseId: string;
  bookingId: string;
  date: string;
  start: number;
  end: number;
}

/** What the bookings a write touched hold once it is done: their rows replace theirs in the database, in the same transaction. */
export interface SlotClaims {
  bookingIds: string[];
  holds: SlotHold[];
  spans: VisitSpan[];
}

export interface RecordSourceOptions<R> {
  onChange?: (record: R, added: boolean) => void;
  /** Told after records were removed or replaced: by a rewrite, or (on a database) by another server. */
  onRewrite?: (rewritten: Rewritten<R>) => void;
  /** Size of the current file's records at which they are sealed (files only; tests use a small one). */
  sealBytes?: number;
  /**
   * For the records of a write, already in memory (a rewrite's too, with the ids it removes in
   * `removing`): the slots their bookings hold once it is done. On a database
   * these become rows under unique and exclusion constraints (docs/decisions/074); in one process
   * the memory check before the write is the whole guarantee, so files ignore it.
   */
  claims?: (written: readonly R[], removing: ReadonlySet<string>) => SlotClaims;
}

/**
 * The one storage primitive every domain store sits on: records held in memory, oldest first,
 * each created once per idempotency key, changed only by a rewrite. Two implementations: files in
 * the data folder (`RecordStore`) and PostgreSQL (`api/pg/pg-record-store.ts`).
 */
export interface RecordSource<R extends { id: string }> {
  readonly records: readonly R[];
  get(id: string): R | undefined;
  /** Where a record is kept, for naming it in a report: sealed part files; none when in the current file or a database. */
  partsOf(id: string): readonly string[];
  /** Creates a record once per key; `build` runs synchronously after the replay check, against up-to-date memory. */
  insertOnce(request: InsertRequest, build: () => R): Promise<{ record: R; replayed: boolean }>;
  /** Several records in one write, all or none; the key names the first, which a replay answers alone. */
  insertMany(request: InsertRequest, build: () => R[]): Promise<{ records: R[]; replayed: boolean }>;
  /** Removes (`null`) or replaces records; a removed record's idempotency keys go with it. */
  rewrite(rule: RewriteRule<R>): Promise<Rewritten<R>>;
  /** Resolves once every acknowledged and in-flight write is stored. */
  flush(): Promise<void>;
}

/** A small JSON document a store keeps beside its records (a feed's fetch counts, the audit trail's head). */
export interface StoredDocument<T> {
  /** null when never written. */
  read(): Promise<T | null>;
  write(value: T): Promise<void>;
  /** Reads, changes and writes it as one step, also against other servers of a database; resolves with what was written. */
  update(change: (current: T | null) => T): Promise<T>;
}

/** Where the stores' records are: files in a data folder, or a database (`api/pg/record-log.ts`). */
export interface RecordOpener {
  /** The data folder, when the records are files in it. */
  readonly dataDir?: string;
  open<R extends { id: string }>(name: string, options?: RecordSourceOptions<R>): Promise<RecordSource<R>>;
  document<T>(name: string): StoredDocument<T>;
  /** Whether any of these collections holds records (for files: has a file, even an emptied one). */
  holdsAny(names: readonly string[]): Promise<boolean>;
}

/** Records as files in `dataDir`, which one server process owns. */
export function filesIn(dataDir: string): RecordOpener & { readonly dataDir: string } {
  return {
    dataDir,
    open: <R extends { id: string }>(name: string, { claims: _claims, ...options }: RecordSourceOptions<R> = {}) => RecordStore.open<R>(dataDir, name, options),
    document: <T>(name: string) => fileDocument(new DurableJsonFile<T>(join(dataDir, `${name}.json`))),
    async holdsAny(names) {
      const files = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
      // A current file (`users.json`) or a sealed part (`users-2026-05.json`, `users-2026-05.2.json`).
      return files.some((file) => names.some((name) => file.startsWith(name) && /^(-\d{4}-\d{2}(\.\d+)?)?\.json$/.test(file.slice(name.length))));
    },
  };
}

/** A document in a file of its own; one process owns the folder, so updates need only take turns here. */
function fileDocument<T>(file: DurableJsonFile<T>): StoredDocument<T> {
  let turn: Promise<unknown> = Promise.resolve();
  return {
    read: () => file.read(),
    write: (value) => file.write(value),
    update(change) {
      const run = turn.then(async () => {
        const next = change(await file.read());
        await file.write(next);
        return next;
      });
      turn = run.catch(() => undefined);
      return run;
    },
  };
}
