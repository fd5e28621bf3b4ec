import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '#contract/staff';
import type { RecordOpener, RecordSource } from '../db/record-source';
import type { AppSecret } from '../secrets/app-secret';
import { CHAIN_PURPOSE, type ChainBreak, type ChainReport, CURRENT_FILE, GENESIS, hashOf, isSameBreak, isSealed, macOf, verifyChain } from './audit-chain';
import { DocumentHead, HEAD_PURPOSE, HeadFile, type TrailHead } from './audit-head';
import { type AuditActor, type AuditInput, type AuditRecord, SYSTEM_ACTOR } from './audit-record';
import { trailExpected } from './trail-expected';

export type { AuditActor, AuditInput, AuditRecord } from './audit-record';

export interface AuditOpenOptions {
  /** When the check at open happens (its entries are dated so); the system clock otherwise. */
  now?: number;
  /** Size at which the current file is sealed (tests use a small one). */
  sealBytes?: number;
}

/** What the check at open found, and the breaks it recorded as new entries (those found at an earlier start are not recorded again). */
export interface ChainCheck {
  report: ChainReport;
  recorded: { entry: AuditRecord; found: ChainBreak }[];
}

export type Acknowledged = 'acknowledged' | 'already' | 'unknown';

/**
 * The audit trail: an append-only collection like bookings (records frozen, past months sealed
 * into write-once parts `audit-YYYY-MM.json`), each entry chained to the one before it by a keyed
 * hash (audit-chain.ts, decision 024). Opening it checks the chain; a break is recorded as an
 * 'audit-chain-broken' entry that staff see until one of them acknowledges it. Entries are kept six
 * years (HIPAA 164.316(b)(2)); `prune` removes older ones so that the chain still checks.
 */
export class AuditStore {
  /** Appends run one after another: the chain never points at an entry whose write failed and was undone. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Whether any entry is chained yet (a trail from before the chain has none). */
  private chained = false;
  /** Break entries recorded in the trail (sealed ones only: a forged entry cannot hide a break), and those not acknowledged. */
  private readonly breakIds = new Set<string>();
  private readonly unacknowledged = new Map<string, AuditRecord>();
  /** The entry this server is appending: noted once stored, not when it enters memory. */
  private appending: string | undefined;
  private opened: ChainCheck = { report: { checked: 0, unchained: 0, breaks: [] }, recorded: [] };

  private constructor(
    private readonly records: RecordSource<AuditRecord>,
    private readonly key: Buffer,
    private readonly head: TrailHead,
  ) {}

  /** The trail in files (its head a file beside them) or in a database (its head a document there). */
  static async open(opener: RecordOpener, secret: AppSecret, options: AuditOpenOptions = {}): Promise<AuditStore> {
    const opening: { store?: AuditStore } = {};
    // Entries another server wrote (on a database) arrive later: a break among them is noted as this server's own are.
    const records = await opener.open<AuditRecord>('audit', { sealBytes: options.sealBytes, onChange: (record, added) => added && record.id !== opening.store?.appending && opening.store?.noteBreaks(record) });
    const headKey = secret.key(HEAD_PURPOSE);
    const head = opener.dataDir === undefined ? new DocumentHead(opener.document('audit-head'), headKey) : new HeadFile(opener.dataDir, headKey);
    const store = new AuditStore(records, secret.key(CHAIN_PURPOSE), head);
    opening.store = store;
    store.opened = await store.check(options.now ?? Date.now(), await trailExpected(opener));
    return store;
  }

  /** What the check at open found. */
  get checked(): ChainCheck {
    return this.opened;
  }

  /** Resolves once the entry (and the head naming it) is on disk: callers answer only after their audit line is written. */
  append(input: AuditInput, now: number): Promise<AuditRecord> {
    return this.serially(() => this.appendNow(input, now));
  }

  /** Breaks no one has acknowledged yet, oldest first. */
  unacknowledgedBreaks(): AuditRecord[] {
    return [...this.unacknowledged.values()];
  }

  /** Records that `who` acknowledged the break entry `id` (and exactly the break it records: its evidence); once only. */
  acknowledgeBreak(id: string, who: AuditActor, now: number): Promise<Acknowledged> {
    return this.serially(async () => {
      const found = this.unacknowledged.get(id);
      if (!found) return this.breakIds.has(id) ? 'already' : 'unknown';
      await this.appendNow({ ...who, action: 'acknowledge-audit-break', recordIds: [id], outcome: 'ok', ...(found.evidence ? { evidence: found.evidence } : {}) }, now);
      return 'acknowledged';
    });
  }

  /**
   * Removes the entries made before `before` (the oldest, in the order written), one file at a
   * time: first an 'audit-pruned' entry records the hash of the last one to go (the anchor the
   * trail may start from), then that file is rewritten without them, so a crash at any point
   * leaves a trail that still checks. An unacknowledged break is never removed, nor anything after it.
   */
  prune(before: number, now: number): Promise<number> {
    if (!(before <= now)) return Promise.reject(new Error('prune: `before` must not be after `now`.'));
    return this.serially(async () => {
      let removed = 0;
      for (let chunk = this.oldestChunk(before); chunk.length; chunk = this.oldestChunk(before)) {
        const last = chunk.at(-1)!;
        const anchor = { hash: last.hash === undefined && !this.chainedFrom(last) ? GENESIS : hashOf(last, this.key), removed: chunk.length, before: new Date(before).toISOString() };
        await this.appendNow({ ...SYSTEM_ACTOR, action: 'audit-pruned', recordIds: [], outcome: 'ok', anchor }, now);
        const ids = new Set(chunk.map((record) => record.id));
        await this.records.rewrite((record) => (ids.has(record.id) ? null : undefined));
        for (const id of ids) this.breakIds.delete(id);
        removed += chunk.length;
      }
      return removed;
    });
  }

  /** Entries made at or after `from` and before `to` (instants), newest first. */
  between(from: number, to: number): AuditEntry[] {
    const found: AuditEntry[] = [];
    const all = this.records.records;
    for (let index = all.length - 1; index >= 0; index--) {
      const record = all[index]!;
      const at = Date.parse(record.createdAt);
      if (at >= from && at < to) found.push(toEntry(record));
    }
    return found;
  }

  get all(): readonly AuditRecord[] {
    return this.records.records;
  }

  /** The file an entry is stored in, for saying where a break is. */
  fileOf(record: AuditRecord): string {
    return this.records.partsOf(record.id)[0] ?? CURRENT_FILE;
  }

  async flush(): Promise<void> {
    await this.queue;
    await this.records.flush();
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async check(now: number, expected: boolean): Promise<ChainCheck> {
    const head = await this.head.read();
    const all = this.records.records;
    const report = verifyChain(all, head, this.key, (record) => this.fileOf(record), { expected });
    this.chained = report.checked > 0;
    const known: AuditRecord[] = [];
    for (const record of all) {
      if (record.action === 'audit-chain-broken' && isSealed(record, this.key)) known.push(record);
      this.noteBreaks(record);
    }
    const recorded: ChainCheck['recorded'] = [];
    for (const found of report.breaks) {
      // Recorded at an earlier start only if it is the same break to the byte, not one that reuses its entries' ids.
      if (known.some((entry) => isSameBreak(entry, found))) continue;
      const entry = await this.appendNow({ ...SYSTEM_ACTOR, action: 'audit-chain-broken', recordIds: found.recordIds, outcome: 'ok', detail: found.kind, evidence: found.evidence }, now);
      recorded.push({ entry, found });
    }
    const last = all.at(-1);
    // A head a step behind (a crash between the two writes, a head write that failed) names the newest entry again.
    if (!recorded.length && last?.hash !== undefined && !(head.state === 'ok' && head.lastId === last.id && head.hash === last.hash)) await this.head.write(last.id, last.hash);
    return { report, recorded };
  }

  private async appendNow(input: AuditInput, now: number): Promise<AuditRecord> {
    // The entry it follows is read in `build`: on a database, only then are other servers' entries in memory.
    const newest = this.records.records.at(-1);
    const { record } = await this.records.insertOnce({ payload: null, now: Math.max(now, newest ? Date.parse(newest.createdAt) : now) }, () => {
      const previous = this.records.records.at(-1);
      const previousAt = previous ? Date.parse(previous.createdAt) : Number.NaN;
      // Never dated before the entry it follows: parts are sealed by month, and an entry dated into an
      // earlier month (a clock stepping back at a month's end) would be read back out of order.
      const at = previousAt > now ? previousAt : now;
      const fields: AuditRecord = {
        id: randomUUID(),
        createdAt: new Date(at).toISOString(),
        ...input,
        recordIds: [...input.recordIds],
        prev: previous && (this.chained || isSealed(previous, this.key)) ? hashOf(previous, this.key) : GENESIS,
      };
      this.appending = fields.id;
      return { ...fields, hash: macOf(fields, this.key) };
    });
    this.chained = true;
    this.noteBreaks(record);
    await this.head.write(record.id, record.hash!);
    return record;
  }

  /** Whether `record` comes at or after the first chained entry (else it is from before the chain). */
  private chainedFrom(record: AuditRecord): boolean {
    const all = this.records.records;
    const start = all.findIndex((entry) => entry.hash !== undefined);
    return start !== -1 && all.indexOf(record) >= start;
  }

  /** The oldest entries made before `before`, as far as the end of the file the first is in or the first unacknowledged break. */
  private oldestChunk(before: number): AuditRecord[] {
    const all = this.records.records;
    const file = all[0] && this.fileOf(all[0]);
    const chunk: AuditRecord[] = [];
    for (const record of all) {
      if (!(Date.parse(record.createdAt) < before) || this.unacknowledged.has(record.id) || this.fileOf(record) !== file) break;
      chunk.push(record);
    }
    return chunk;
  }

  private noteBreaks(record: AuditRecord): void {
    if (record.action === 'audit-chain-broken' && isSealed(record, this.key)) {
      this.breakIds.add(record.id);
      this.unacknowledged.set(record.id, record);
    } else if (record.action === 'acknowledge-audit-break' && isSealed(record, this.key)) {
      for (const id of record.recordIds) if (this.unacknowledged.get(id)?.evidence === record.evidence) this.unacknowledged.delete(id);
    }
  }
}

function toEntry({ createdAt, detail, prev: _prev, hash: _hash, anchor: _anchor, evidence: _evidence, ...rest }: AuditRecord): AuditEntry {
  return { ...rest, at: createdAt, ...(detail ? { detail } : {}) };
}
