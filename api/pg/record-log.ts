import type { Sql, TransactionSql } from 'postgres';
import type { RecordOpener, RecordSource, RecordSourceOptions, StoredDocument } from '../db/record-source';
import { PgRecordStore } from './pg-record-store';

/** The one lock every write of records takes, on every server of a database: seq order is then commit order. */
export const RECORD_LOCK_KEY = 0x77_63_72_65_63; // "wcrec"

/** A row of the log: a record as it stands now (`body`), or its removal (`body` null). */
export interface LogRow {
  collection: string;
  id: string;
  body: unknown;
  seq: number;
}

/** A collection of this server's, told of the rows written by others (and, harmlessly, again of its own). */
export interface Follower {
  receive(rows: readonly LogRow[]): void;
}

export interface RecordLogOptions {
  /**
   * The advisory lock's key. Every server of a database must use the same one (the default); the
   * tests give two logs different keys to prove that the constraints alone stop double bookings.
   */
  lockKey?: number;
}

/**
 * This server's view of the database's records (docs/decisions/074): every collection it opened,
 * and the last seq it has seen. `catchUp()` reads what other servers wrote since; every write
 * takes the record lock, catches up, and only then lets its store check and build.
 */
export class RecordLog implements RecordOpener {
  private readonly collections = new Map<string, Follower>();
  /** Every row up to this seq is in memory; null until a collection is opened. */
  private seen: number | null = null;
  /** The catch-up not yet started, shared by everyone who asks meanwhile. */
  private next: Promise<void> | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly lockKey: number;
  private readonly arrivalListeners: ((collection: string, record: unknown) => void)[] = [];

  constructor(
    readonly sql: Sql,
    { lockKey = RECORD_LOCK_KEY }: RecordLogOptions = {},
  ) {
    this.lockKey = lockKey;
  }

  async open<R extends { id: string }>(name: string, options: RecordSourceOptions<R> = {}): Promise<RecordSource<R>> {
    if (this.collections.has(name)) throw new Error(`The collection ${name} is already open on this server.`);
    const { store, seen } = await PgRecordStore.load<R>(this, name, options);
    this.collections.set(name, store);
    // Going back is safe (rows already held are recognised by their seq); going forward would skip this collection's rows.
    this.seen = this.seen === null ? seen : Math.min(this.seen, seen);
    return store;
  }

  /**
   * Tells `listener` of each record that catch-up adds to a collection: one another server stored
   * (or this one, before a restart: the opening read tells no one). Counts this process keeps in
   * memory, such as the per-address caps, follow the other servers' writes this way.
   */
  onArrival(listener: (collection: string, record: unknown) => void): void {
    this.arrivalListeners.push(listener);
  }

  /** Called by a collection for each record it took from the log that it did not hold. */
  arrived(collection: string, record: unknown): void {
    for (const listener of this.arrivalListeners) listener(collection, record);
  }

  /** A row of `store_documents`, written whole. */
  document<T>(name: string): StoredDocument<T> {
    const sql = this.sql;
    return {
      async read() {
        const [row] = await sql<{ body: T }[]>`SELECT body FROM store_documents WHERE name = ${name}`;
        return row ? row.body : null;
      },
      async write(value) {
        await sql`INSERT INTO store_documents (name, body) VALUES (${name}, ${sql.json(value as never)}) ON CONFLICT (name) DO UPDATE SET body = excluded.body`;
      },
      update(change) {
        // The row locked from read to write: two servers' updates take turns and neither is lost.
        return sql.begin(async (tx) => {
          await tx`INSERT INTO store_documents (name, body) VALUES (${name}, 'null'::jsonb) ON CONFLICT (name) DO NOTHING`;
          const [row] = await tx<{ body: T | null }[]>`SELECT body FROM store_documents WHERE name = ${name} FOR UPDATE`;
          const next = change(row?.body ?? null);
          await tx`UPDATE store_documents SET body = ${tx.json(next as never)} WHERE name = ${name}`;
          return next;
        }) as Promise<T>;
      },
    };
  }

  async holdsAny(names: readonly string[]): Promise<boolean> {
    const [row] = await this.sql<{ held: boolean }[]>`SELECT EXISTS (SELECT 1 FROM records WHERE collection = ANY(${names as string[]})) OR EXISTS (SELECT 1 FROM removals WHERE collection = ANY(${names as string[]})) AS held`;
    return row!.held;
  }

  /**
   * Brings every collection up to what the database held when this was called: a query that
   * starts after the call, shared by every caller until it starts.
   */
  catchUp(): Promise<void> {
    if (!this.next) {
      const next = this.running.then(() => {
        this.next = null;
        return this.read(this.sql);
      });
      this.next = next;
      this.running = next.catch(() => undefined);
    }
    return this.next;
  }

  /**
   * One write: a transaction that takes the record lock, catches up, and runs `work` (which checks,
   * builds and inserts). No other server writes records until it commits.
   */
  write<T>(work: (tx: TransactionSql) => Promise<T>): Promise<T> {
    return this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${this.lockKey}::bigint)`;
      await this.read(tx);
      return work(tx);
    }) as Promise<T>;
  }

  /** After a write committed under the lock: every row up to its last seq is in memory. */
  advance(seq: number): void {
    if (this.seen !== null && seq > this.seen) this.seen = seq;
  }

  private async read(sql: Sql | TransactionSql): Promise<void> {
    const from = this.seen ?? 0;
    const rows = await sql<LogRow[]>`
      SELECT collection, id, body, seq::float8 AS seq FROM records WHERE seq > ${from}
      UNION ALL
      SELECT collection, id, NULL, seq::float8 FROM removals WHERE seq > ${from}
      ORDER BY seq`;
    const byCollection = new Map<string, LogRow[]>();
    for (const row of rows) {
      let list = byCollection.get(row.collection);
      if (!list) byCollection.set(row.collection, (list = []));
      list.push(row);
    }
    for (const [name, list] of byCollection) this.collections.get(name)?.receive(list);
    if (rows.length) this.advance(rows.at(-1)!.seq);
  }
}
