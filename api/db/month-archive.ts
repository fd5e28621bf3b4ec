import { open, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { DurableJsonFile } from './durable-json-file';
import { writeGate } from './write-gate';
import type { IdempotencyRecord, RecordFile } from './record-file';

/**
 * Records that left a collection's current file live in sealed parts, grouped by month:
 * `<name>-YYYY-MM.json`, then `<name>-YYYY-MM.2.json`, `.3`, … (the same `{records, idempotency}`
 * shape). A part is written once, whole, and never rewritten, so a new record's write costs the
 * same however much is stored, and start-up reads one small file at a time. Months are UTC,
 * taken from `createdAt`.
 */
export const monthOf = (instant: number | string): string => (typeof instant === 'string' ? instant : new Date(instant).toISOString()).slice(0, 7);

interface Dated {
  id: string;
  createdAt?: unknown;
}

export const recordMonth = (record: Dated): string | null => (typeof record.createdAt === 'string' ? monthOf(record.createdAt) : null);

const partNames = (name: string) => new RegExp(`^${name.replace(/[-.]/g, '\\$&')}-(\\d{4}-\\d{2})(?:\\.(\\d+))?\\.json(\\.\\d+\\.\\d+\\.tmp)?$`);
const partName = (name: string, month: string, part: number) => (part === 1 ? `${name}-${month}.json` : `${name}-${month}.${part}.json`);
const partFile = <R>(dataDir: string, name: string, month: string, part: number) => new DurableJsonFile<RecordFile<R>>(join(dataDir, partName(name, month, part)));

export interface Archive<R> {
  /** Every sealed record, oldest month and part first. */
  records: R[];
  idempotency: IdempotencyRecord[];
  /** The last part number of each month, so the next seal writes a new file. */
  lastPart: Map<string, number>;
  /** The part files (names in the data folder) that hold each record id, for changing a sealed record where it is. */
  partsOf: Map<string, string[]>;
}

function notePart(partsOf: Map<string, string[]>, id: string, file: string): void {
  const files = partsOf.get(id);
  if (!files) partsOf.set(id, [file]);
  else if (!files.includes(file)) files.push(file);
}

/** Reads every sealed part, one file at a time. Temporary files a crash left behind are removed. */
export async function readArchives<R extends Dated>(dataDir: string, name: string): Promise<Archive<R>> {
  const pattern = partNames(name);
  const parts: { month: string; part: number }[] = [];
  for (const file of await readdir(dataDir)) {
    const match = pattern.exec(file);
    if (!match) continue;
    if (match[3]) await unlink(join(dataDir, file)).catch(() => undefined);
    else parts.push({ month: match[1]!, part: match[2] ? Number(match[2]) : 1 });
  }
  parts.sort((a, b) => (a.month === b.month ? a.part - b.part : a.month < b.month ? -1 : 1));
  const archive: Archive<R> = { records: [], idempotency: [], lastPart: new Map(), partsOf: new Map() };
  for (const { month, part } of parts) {
    const data = await partFile<R>(dataDir, name, month, part).read();
    const file = partName(name, month, part);
    // One file at a time, appended item by item: a spread of a large array could overflow the stack.
    for (const record of data?.records ?? []) {
      archive.records.push(record);
      notePart(archive.partsOf, record.id, file);
    }
    for (const key of data?.idempotency ?? []) archive.idempotency.push(key);
    archive.lastPart.set(month, Math.max(part, archive.lastPart.get(month) ?? 0));
  }
  return archive;
}

/**
 * Writes `records` (with the idempotency keys that point at them) as new parts, by month
 * (`fallbackMonth` for a record without a date) and at most about `partBytes` each, and resolves
 * once every file is on disk. A crash before the current file drops them leaves them in both;
 * readers keep the first copy.
 */
export async function seal<R extends Dated>(
  dataDir: string,
  name: string,
  records: readonly R[],
  keys: readonly IdempotencyRecord[],
  lastPart: Map<string, number>,
  fallbackMonth: string,
  partBytes: number,
  partsOf?: Map<string, string[]>,
): Promise<void> {
  const keysOf = new Map<string, IdempotencyRecord[]>();
  for (const key of keys) keysOf.set(key.resourceId, [...(keysOf.get(key.resourceId) ?? []), key]);
  const parts: { month: string; data: RecordFile<R>; bytes: number }[] = [];
  const open = new Map<string, (typeof parts)[number]>();
  for (const record of records) {
    const month = recordMonth(record) ?? fallbackMonth;
    let part = open.get(month);
    if (!part || part.bytes >= partBytes) {
      part = { month, data: { records: [], idempotency: [] }, bytes: 0 };
      parts.push(part);
      open.set(month, part);
    }
    part.data.records.push(record);
    part.data.idempotency.push(...(keysOf.get(record.id) ?? []));
    part.bytes += Buffer.byteLength(JSON.stringify(record)) + 1;
  }
  for (const { month, data } of parts) {
    const number = (lastPart.get(month) ?? 0) + 1;
    await partFile<R>(dataDir, name, month, number).write(data);
    lastPart.set(month, number);
    if (partsOf) for (const record of data.records) notePart(partsOf, record.id, partName(name, month, number));
  }
}

/**
 * What a rewrite does to each record it names: `null` removes it, a record (same id) replaces it.
 * Records it does not name stay as they are.
 */
export type RecordChanges<R> = ReadonlyMap<string, R | null>;

/**
 * Rewrites one sealed part with `changes` applied: removed records go with the idempotency keys
 * that point at them. The part is replaced whole by rename (never torn); a part left with nothing
 * is deleted. Resolves once the change is on disk; false when the file held none of the records.
 */
export async function rewritePart<R extends Dated>(dataDir: string, file: string, changes: RecordChanges<R>): Promise<boolean> {
  const part = new DurableJsonFile<RecordFile<R>>(join(dataDir, file));
  const data = await part.read();
  if (!data) return false;
  let touched = false;
  const records: R[] = [];
  for (const record of data.records) {
    const change = changes.get(record.id);
    if (change === undefined) records.push(record);
    else {
      touched = true;
      if (change) records.push(change);
    }
  }
  if (!touched) return false;
  const idempotency = data.idempotency.filter((key) => changes.get(key.resourceId) !== null);
  if (records.length || idempotency.length) await part.write({ records, idempotency });
  else
    await writeGate.write(async () => {
      await unlink(part.filename);
      await syncFolder(dataDir);
    });
  return true;
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
