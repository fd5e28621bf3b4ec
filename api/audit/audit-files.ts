import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecordFile } from '../db/record-file';
import { CURRENT_FILE, type HeadState, isPartFile } from './audit-chain';
import { readHead } from './audit-head';
import type { AuditRecord } from './audit-record';

export interface AuditFiles {
  head: HeadState;
  /** In the order the server reads them: sealed parts (by month, then number), then the current file; a record in both counts once, as sealed. */
  records: AuditRecord[];
  /** Which file each record was read from. */
  fileOf: Map<string, string>;
}

const PART = /^audit-(\d{4}-\d{2})(?:\.(\d+))?\.json$/;

/**
 * Reads the trail's files without changing anything (no temporary file is removed, nothing
 * created), so it is safe while the server writes them. The head first, then the current file,
 * then the parts: an entry the server seals meanwhile is then read twice rather than missed.
 */
export async function readAuditFiles(dataDir: string, headKey: Buffer): Promise<AuditFiles> {
  const head = await readHead(dataDir, headKey);
  const current = (await readRecordFile(dataDir, CURRENT_FILE)) ?? [];
  const parts = (await readdir(dataDir))
    .filter(isPartFile)
    .map((file) => {
      const match = PART.exec(file)!;
      return { file, month: match[1]!, part: match[2] ? Number(match[2]) : 1 };
    })
    .sort((a, b) => (a.month === b.month ? a.part - b.part : a.month < b.month ? -1 : 1));
  const records: AuditRecord[] = [];
  const fileOf = new Map<string, string>();
  // As the server reads them (db/record-store.ts): a sealed copy counts once, and so does an entry in
  // both a part and the current file; twice in the current file, it is there twice (and a break).
  const add = (file: string, list: readonly AuditRecord[]) => {
    for (const record of list) {
      const seenIn = fileOf.get(record.id);
      if (seenIn !== undefined && (seenIn !== CURRENT_FILE || file !== CURRENT_FILE)) continue;
      fileOf.set(record.id, file);
      records.push(record);
    }
  };
  for (const { file } of parts) add(file, (await readRecordFile(dataDir, file)) ?? []);
  add(CURRENT_FILE, current);
  return { head, records, fileOf };
}

async function readRecordFile(dataDir: string, file: string): Promise<AuditRecord[] | null> {
  let text: string;
  try {
    text = await readFile(join(dataDir, file), 'utf8');
  } catch (error) {
    // A part removed meanwhile by the retention purge (or a trail not started yet).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let data: Partial<RecordFile<AuditRecord>>;
  try {
    data = JSON.parse(text) as Partial<RecordFile<AuditRecord>>;
  } catch {
    throw new UnreadableAuditFile(file);
  }
  if (!Array.isArray(data?.records) || !data.records.every((record) => record && typeof record === 'object' && typeof record.id === 'string')) throw new UnreadableAuditFile(file);
  return data.records;
}

/** A file of the trail that is not the JSON the server writes: changed by hand, or damaged. */
export class UnreadableAuditFile extends Error {
  constructor(readonly file: string) {
    super(`${file} is not an audit file the server wrote (not valid JSON, or no list of entries): it was changed or damaged. Restore it from a backup.`);
  }
}
