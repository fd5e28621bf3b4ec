import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { DurableJsonFile } from './durable-json-file';
import type { RecordFile } from './record-store';

/**
 * Records of past months live in one file per month (`<name>-YYYY-MM.json`, the same
 * `{records, idempotency}` shape), written once when the month is over, so the file every
 * new record rewrites holds only the current month. Months are UTC, taken from `createdAt`.
 */
export const monthOf = (instant: number | string): string => (typeof instant === 'string' ? instant : new Date(instant).toISOString()).slice(0, 7);

interface Dated {
  id: string;
  createdAt?: unknown;
}

export const recordMonth = (record: Dated): string | null => (typeof record.createdAt === 'string' ? monthOf(record.createdAt) : null);

const archiveNames = (name: string) => new RegExp(`^${name.replace(/[-.]/g, '\\$&')}-(\\d{4}-\\d{2})\\.json(\\.\\d+\\.\\d+\\.tmp)?$`);
const archiveFile = <R>(dataDir: string, name: string, month: string) => new DurableJsonFile<RecordFile<R>>(join(dataDir, `${name}-${month}.json`));

/** Every archived record, oldest month first. Temporary files a crash left behind are removed. */
export async function readArchives<R extends Dated>(dataDir: string, name: string): Promise<R[]> {
  const pattern = archiveNames(name);
  const months: string[] = [];
  for (const file of await readdir(dataDir)) {
    const match = pattern.exec(file);
    if (!match) continue;
    if (match[2]) await unlink(join(dataDir, file)).catch(() => undefined);
    else months.push(match[1]!);
  }
  const records: R[] = [];
  for (const month of months.sort()) records.push(...((await archiveFile<R>(dataDir, name, month).read())?.records ?? []));
  return records;
}

/**
 * Makes `records` durable in their months' archive files, merged with what those files hold
 * already (a crash between the archive write and the current file's rewrite leaves a record in
 * both; readers skip the second copy). Resolves once every file is on disk.
 */
export async function archive<R extends Dated>(dataDir: string, name: string, records: readonly R[]): Promise<void> {
  const byMonth = new Map<string, R[]>();
  for (const record of records) {
    const month = recordMonth(record);
    if (month) byMonth.set(month, [...(byMonth.get(month) ?? []), record]);
  }
  for (const [month, moving] of byMonth) {
    const file = archiveFile<R>(dataDir, name, month);
    const kept = (await file.read())?.records ?? [];
    const ids = new Set(kept.map((record) => record.id));
    await file.write({ records: [...kept, ...moving.filter((record) => !ids.has(record.id))], idempotency: [] });
  }
}
