import { IDEMPOTENCY_TTL_MS } from '#contract';
import type { TransactionSql } from 'postgres';
import { fingerprintOf } from '../db/payload-fingerprint';
import type { InsertRequest, RecordSource, RecordSourceOptions, Rewritten, RewriteRule, SlotClaims } from '../db/record-source';
import { IdempotencyKeyReusedError } from '../domain-errors';
import { writeClaims } from './slot-claims';
import type { Follower, LogRow, RecordLog } from './record-log';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Json = Parameters<TransactionSql['json']>[0];

/**
 * One collection's records in PostgreSQL (`records`, `removals`, `idempotency`: migration 003),
 * held in memory like the file store's, and kept up to date with other servers' writes by the
 * server's RecordLog (docs/decisions/074). Every row carries the seq of the write that made it as
 * it stands: a row is taken only if it is newer than what memory holds, so a catch-up that arrives
 * late, or twice, changes nothing.
 */
export class PgRecordStore<R extends { id: string }> implements RecordSource<R>, Follower {
  private readonly all: R[] = [];
  private readonly byId = new Map<string, R>();
  /** The seq each record in memory was read or written with; absent while its write is in flight. */
  private readonly seqOf = new Map<string, number>();
  /** Removed ids and when: a late catch-up must not bring one back. */
  private readonly gone = new Map<string, number>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private lastPrune = 0;
  /** False during the opening read, whose records are not news to anyone. */
  private opened = false;
  private readonly onChange: (record: R, added: boolean) => void;
  private readonly onRewrite: (rewritten: Rewritten<R>) => void;
  private readonly claims: ((written: readonly R[], removing: ReadonlySet<string>) => SlotClaims) | undefined;

  private constructor(
    private readonly log: RecordLog,
    readonly name: string,
    options: RecordSourceOptions<R>,
  ) {
    this.onChange = options.onChange ?? (() => undefined);
    this.onRewrite = options.onRewrite ?? (() => undefined);
    this.claims = options.claims;
  }

  /** The collection as it stands, and the last seq of the snapshot it was read in (for the log to catch up from). */
  static async load<R extends { id: string }>(log: RecordLog, name: string, options: RecordSourceOptions<R>): Promise<{ store: PgRecordStore<R>; seen: number }> {
    const store = new PgRecordStore<R>(log, name, options);
    const { rows, seen } = await log.sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
      const [head] = await tx<{ seen: number }[]>`SELECT greatest((SELECT max(seq) FROM records), (SELECT max(seq) FROM removals), 0)::float8 AS seen`;
      const rows = await tx<LogRow[]>`SELECT collection, id, body, seq::float8 AS seq FROM records WHERE collection = ${name} ORDER BY position`;
      return { rows, seen: head!.seen };
    });
    store.receive(rows);
    store.opened = true;
    return { store, seen };
  }

  get records(): readonly R[] {
    return this.all;
  }

  get(id: string): R | undefined {
    return this.byId.get(id);
  }

  partsOf(): readonly string[] {
    return [];
  }

  async insertOnce(request: InsertRequest, build: () => R): Promise<{ record: R; replayed: boolean }> {
    const { records, replayed } = await this.insertMany(request, () => [build()]);
    return { record: records[0]!, replayed };
  }

  insertMany(request: InsertRequest, build: () => R[]): Promise<{ records: R[]; replayed: boolean }> {
    return this.track(this.insertNow(request, build));
  }

  rewrite(rule: RewriteRule<R>): Promise<Rewritten<R>> {
    return this.track(this.rewriteNow(rule));
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  /** Rows from the log, in seq order: records added or replaced, and removals. */
  receive(rows: readonly LogRow[]): void {
    const rewritten: Rewritten<R> = { removed: [], replaced: [] };
    for (const row of rows) {
      if (row.body === null) this.drop(row.id, row.seq, rewritten);
      else this.take(row.body as R, row.seq, rewritten);
    }
    if (rewritten.removed.length || rewritten.replaced.length) this.onRewrite(rewritten);
  }

  private async insertNow(request: InsertRequest, build: () => R[]): Promise<{ records: R[]; replayed: boolean }> {
    const fingerprint = fingerprintOf(request.payload);
    const { idempotencyKey: key } = request;
    let added: R[] = [];
    try {
      const outcome = await this.log.write(async (tx) => {
        if (key) {
          const [seen] = await tx<{ fingerprint: string; resourceId: string; createdAt: number }[]>`
            SELECT fingerprint, resource_id AS "resourceId", (extract(epoch FROM created_at) * 1000)::float8 AS "createdAt"
            FROM idempotency WHERE collection = ${this.name} AND key = ${key}`;
          if (seen && request.now - seen.createdAt < IDEMPOTENCY_TTL_MS) {
            if (seen.fingerprint !== fingerprint) {
              throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different request. Please send a new key.');
            }
            const record = this.byId.get(seen.resourceId);
            if (record) return { records: [record], replayed: true, seqs: [] as number[] };
          }
        }
        const records = build().map((record) => Object.freeze(record));
        if (!records.length) throw new Error('insertMany needs at least one record.');
        // In memory before the insert, as the file store does: a request checked after this one sees it.
        for (const record of records) this.add(record);
        added = records;
        const seqs: number[] = [];
        for (const record of records) {
          const [row] = await tx<{ seq: number }[]>`
            WITH drawn AS (SELECT nextval('record_seq') AS seq)
            INSERT INTO records (collection, id, body, seq, position)
            SELECT ${this.name}, ${record.id}, ${tx.json(record as unknown as Json)}, seq, seq FROM drawn
            RETURNING seq::float8 AS seq`;
          seqs.push(row!.seq);
        }
        if (key) {
          await tx`
            INSERT INTO idempotency (collection, key, fingerprint, resource_id, created_at)
            VALUES (${this.name}, ${key}, ${fingerprint}, ${records[0]!.id}, to_timestamp(${request.now / 1000}))
            ON CONFLICT (collection, key) DO UPDATE SET fingerprint = excluded.fingerprint, resource_id = excluded.resource_id, created_at = excluded.created_at`;
        }
        if (this.claims) await writeClaims(tx, this.claims(records, new Set()));
        await this.pruneIfDue(tx, request.now);
        return { records, replayed: false, seqs };
      });
      outcome.records.forEach((record, index) => outcome.seqs[index] !== undefined && this.seqOf.set(record.id, outcome.seqs[index]!));
      if (outcome.seqs.length) this.log.advance(Math.max(...outcome.seqs));
      return { records: outcome.records, replayed: outcome.replayed };
    } catch (error) {
      for (const record of [...added].reverse()) this.remove(record);
      throw error;
    }
  }

  private async rewriteNow(rule: RewriteRule<R>): Promise<Rewritten<R>> {
    const planned: Rewritten<R> = { removed: [], replaced: [] };
    const done = await this.log.write(async (tx) => {
      const changes = new Map<string, R | null>();
      for (const record of this.all) {
        // A record whose insert is in flight is left alone, as the file store does.
        if (!this.seqOf.has(record.id)) continue;
        const outcome = rule(record);
        if (outcome === undefined || outcome === record) continue;
        if (outcome && outcome.id !== record.id) throw new Error(`A rewrite may not change a record's id (${record.id}).`);
        changes.set(record.id, outcome && (Object.freeze(outcome) as R));
        if (outcome) planned.replaced.push([record, outcome]);
        else planned.removed.push(record);
      }
      const rows: LogRow[] = [];
      const removedIds = planned.removed.map((record) => record.id);
      if (removedIds.length) {
        await tx`DELETE FROM records WHERE collection = ${this.name} AND id = ANY(${removedIds})`;
        await tx`DELETE FROM idempotency WHERE collection = ${this.name} AND resource_id = ANY(${removedIds})`;
        const removals = await tx<{ id: string; seq: number }[]>`
          INSERT INTO removals (collection, id, seq)
          SELECT ${this.name}, id, nextval('record_seq') FROM unnest(${removedIds}::text[]) WITH ORDINALITY AS ids(id, n) ORDER BY n
          RETURNING id, seq::float8 AS seq`;
        for (const { id, seq } of removals) rows.push({ collection: this.name, id, body: null, seq });
      }
      for (const [, after] of planned.replaced) {
        const [row] = await tx<{ seq: number }[]>`
          UPDATE records SET body = ${tx.json(after as unknown as Json)}, seq = nextval('record_seq')
          WHERE collection = ${this.name} AND id = ${after.id} RETURNING seq::float8 AS seq`;
        rows.push({ collection: this.name, id: after.id, body: after, seq: row!.seq });
      }
      if (this.claims && changes.size) {
        await writeClaims(tx, this.claims([...planned.removed, ...planned.replaced.map(([, after]) => after)], new Set(removedIds)));
      }
      return rows;
    });
    // Told as a catch-up would tell it (and not twice, if one already did); answered with what the rule did.
    this.receive(done.sort((a, b) => a.seq - b.seq));
    if (done.length) this.log.advance(Math.max(...done.map((row) => row.seq)));
    return planned;
  }

  private take(body: R, seq: number, rewritten: Rewritten<R>): void {
    const { id } = body;
    if ((this.gone.get(id) ?? -1) >= seq) return;
    const before = this.byId.get(id);
    if (before) {
      const known = this.seqOf.get(id);
      // Absent: this server's own insert, not yet committed when the row was read.
      if (known === undefined || known >= seq) return;
      const record = Object.freeze(body);
      this.all[this.all.indexOf(before)] = record;
      this.byId.set(id, record);
      this.seqOf.set(id, seq);
      rewritten.replaced.push([before, record]);
      return;
    }
    this.seqOf.set(id, seq);
    const record = Object.freeze(body);
    this.add(record);
    if (this.opened) this.log.arrived(this.name, record);
  }

  private drop(id: string, seq: number, rewritten: Rewritten<R>): void {
    if ((this.gone.get(id) ?? -1) < seq) this.gone.set(id, seq);
    const before = this.byId.get(id);
    const known = this.seqOf.get(id);
    if (!before || known === undefined || known >= seq) return;
    this.all.splice(this.all.indexOf(before), 1);
    this.byId.delete(id);
    this.seqOf.delete(id);
    rewritten.removed.push(before);
  }

  private add(record: R): void {
    this.byId.set(record.id, record);
    this.all.push(record);
    this.onChange(record, true);
  }

  private remove(record: R): void {
    if (this.byId.get(record.id) !== record) return;
    this.byId.delete(record.id);
    this.seqOf.delete(record.id);
    this.all.splice(this.all.lastIndexOf(record), 1);
    this.onChange(record, false);
  }

  /** Keys older than their time to live are removed, at most once an hour per collection and server. */
  private async pruneIfDue(tx: TransactionSql, now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await tx`DELETE FROM idempotency WHERE collection = ${this.name} AND created_at <= to_timestamp(${(now - IDEMPOTENCY_TTL_MS) / 1000})`;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const settle = () => this.inFlight.delete(work);
    work.then(settle, settle);
    return work;
  }
}
