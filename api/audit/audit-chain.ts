import { createHash, createHmac } from 'node:crypto';
import type { AuditBreakKind } from '#contract/staff';
import type { AuditRecord, PruneAnchor } from './audit-record';

/**
 * The audit trail's hash chain (decision 024). Each entry carries `prev`, the hash of the entry
 * before it, and `hash`, an HMAC-SHA-256 (key `AppSecret.key(CHAIN_PURPOSE)`) of the canonical
 * JSON of the whole entry, `prev` included, `hash` left out. So nobody without APP_SECRET can
 * change, drop, add or reorder an entry and leave the chain whole; the cut-off newest entries are
 * caught by the head file (audit-head.ts).
 */
export const CHAIN_PURPOSE = 'audit-chain';

/** The `prev` of the first entry ever chained. */
export const GENESIS = '';

/** The current file; sealed parts are `audit-YYYY-MM.json`, `audit-YYYY-MM.N.json` (db/month-archive.ts). */
export const CURRENT_FILE = 'audit.json';
const PART = /^audit-(\d{4}-\d{2})(?:\.(\d+))?\.json$/;

export const isPartFile = (file: string): boolean => PART.test(file);

/**
 * Sorted keys, undefined left out: the same entry always hashes the same, however its file orders
 * its fields. `omit` leaves out one key of the top object (the hash itself). Written as loops: it
 * runs for every entry at each start.
 */
export function canonicalJson(value: unknown, omit?: string): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      out += (index ? ',' : '') + (item === undefined ? 'null' : canonicalJson(item));
    }
    return `${out}]`;
  }
  const fields = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(fields).sort()) {
    const item = fields[key];
    if (item === undefined || key === omit) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${out}}`;
}

/** The keyed hash an entry should carry: every field but `hash` itself. */
export function macOf(record: AuditRecord, key: Buffer): string {
  return createHmac('sha256', key).update(canonicalJson(record, 'hash')).digest('base64url');
}

export const isSealed = (record: AuditRecord, key: Buffer): boolean => record.hash !== undefined && record.hash === macOf(record, key);

/** What the next entry's `prev` must be: the stored hash, or for an entry stripped of it the hash its fields give. */
export const hashOf = (record: AuditRecord, key: Buffer): string => record.hash ?? macOf(record, key);

/** What verifyChain knows of the head file. */
export type HeadState = { state: 'missing' } | { state: 'invalid' } | { state: 'ok'; lastId: string; hash: string };

export interface ChainBreak {
  kind: AuditBreakKind;
  /** The entry before the break (when there is one), then the first and the last entry that did not check out. */
  recordIds: string[];
  /** The files those entries are in. */
  files: string[];
  /** How many entries in a row did not check out (0 for a problem of the head). */
  entries: number;
  /**
   * A digest of exactly what was found: the entry before the break (id and hash), every entry that
   * did not check out, whole, or for the head what it names and the newest entry. Ids alone can be
   * given to other entries by anyone with the files; a recorded break covers only this.
   */
  evidence: string;
}

export interface ChainReport {
  /** Entries checked: every one from the first chained entry on. */
  checked: number;
  /** Entries before the first chained one (written before the chain existed): not checked. */
  unchained: number;
  first?: AuditRecord;
  last?: AuditRecord;
  /** When the trail starts where older entries were removed: the instant before which they were. */
  prunedBefore?: string;
  breaks: ChainBreak[];
}

/** Where an entry is: `fileOf` names the file it was read from. */
export type FileOf = (record: AuditRecord) => string;

export interface ChainOptions {
  /**
   * Whether the data folder shows that a trail was kept (trail-expected.ts): then a trail with no
   * entry is one deleted, not one that has not begun.
   */
  expected?: boolean;
}

/** Stronger evidence names a stretch of several kinds (a stripped hash also unlinks the next entry). */
const RANK: AuditBreakKind[] = ['edited-entry', 'reordered-entries', 'missing-part', 'missing-entries'];

/**
 * Checks the trail as stored, in order. A stretch of entries in a row that do not check out is one
 * break, named by the entries around it, so the same damage is named the same at every start.
 */
export function verifyChain(records: readonly AuditRecord[], head: HeadState, key: Buffer, fileOf: FileOf, { expected = false }: ChainOptions = {}): ChainReport {
  const start = records.findIndex((record) => record.hash !== undefined);
  const report: ChainReport = { checked: 0, unchained: start === -1 ? records.length : start, breaks: [] };
  let sealedCount = 0;
  if (start !== -1) {
    report.checked = records.length - start;
    report.first = records[start];
    report.last = records.at(-1);
    const starts = startsOf(records, start, key);
    let hashes: Map<string, number> | null = null;
    const elsewhere = (hash: string | undefined) => hash !== undefined && (hashes ??= indexHashes(records, start)).has(hash);
    let stretch: { from: number; to: number; kind: AuditBreakKind } | null = null;
    for (let index = start; index < records.length; index++) {
      const record = records[index]!;
      const sealed = isSealed(record, key);
      if (sealed) sealedCount++;
      const linked = index === start ? record.prev !== undefined && starts.has(record.prev) : record.prev === hashOf(records[index - 1]!, key);
      if (sealed && linked) {
        if (stretch) report.breaks.push(breakOf(records, stretch, fileOf));
        stretch = null;
        continue;
      }
      const kind: AuditBreakKind = !sealed
        ? 'edited-entry'
        : elsewhere(record.prev)
          ? 'reordered-entries'
          : partMissing(index === start ? null : records[index - 1]!, record, fileOf)
            ? 'missing-part'
            : 'missing-entries';
      if (stretch && stretch.to === index - 1) {
        stretch.to = index;
        if (RANK.indexOf(kind) < RANK.indexOf(stretch.kind)) stretch.kind = kind;
      } else stretch = { from: index, to: index, kind };
    }
    if (stretch) report.breaks.push(breakOf(records, stretch, fileOf));
    const anchor = starts.get(report.first!.prev ?? '');
    if (anchor) report.prunedBefore = anchor.before;
  }
  const headBreak = checkHead(records, head, report.checked > 0) ?? lostTrail(records, head, start, expected, fileOf);
  if (headBreak) report.breaks.push(headBreak);
  // Nothing seals under this key, head included: the trail was written under another APP_SECRET.
  if (report.checked > 0 && sealedCount === 0 && head.state === 'invalid') report.breaks = [{ ...report.breaks[0]!, kind: 'other-key' }];
  return report;
}

/** Where the first chained entry may link to: the chain's start, or where a prune recorded that it removed entries up to. */
function startsOf(records: readonly AuditRecord[], start: number, key: Buffer): Map<string, PruneAnchor | null> {
  const starts = new Map<string, PruneAnchor | null>([[GENESIS, null]]);
  for (let index = start; index < records.length; index++) {
    const record = records[index]!;
    if (record.action === 'audit-pruned' && record.anchor && isSealed(record, key)) starts.set(record.anchor.hash, record.anchor);
  }
  return starts;
}

function indexHashes(records: readonly AuditRecord[], start: number): Map<string, number> {
  const hashes = new Map<string, number>();
  for (let index = start; index < records.length; index++) {
    const hash = records[index]!.hash;
    if (hash !== undefined) hashes.set(hash, index);
  }
  return hashes;
}

function breakOf(records: readonly AuditRecord[], { from, to, kind }: { from: number; to: number; kind: AuditBreakKind }, fileOf: FileOf): ChainBreak {
  const before = from > 0 ? records[from - 1]! : null;
  const around = [before, records[from]!, to > from ? records[to]! : null].filter((record): record is AuditRecord => record !== null);
  const digest = createHash('sha256').update(canonicalJson({ before: before && { id: before.id, hash: before.hash ?? null } }));
  for (let index = from; index <= to; index++) digest.update('\n').update(canonicalJson(records[index]));
  return { kind, recordIds: around.map((record) => record.id), files: [...new Set(around.map(fileOf))], entries: to - from + 1, evidence: digest.digest('base64url') };
}

const evidenceOf = (found: object): string => createHash('sha256').update(canonicalJson(found)).digest('base64url');

/**
 * Whether a recorded break (its sealed 'audit-chain-broken' entry) is this one: the same entries
 * around it, the same entries in it, byte for byte, and the same kind of break. Missing entries
 * that were a whole part file, and edits that are all under another key, are told apart by file
 * names and the head, which can change with no entry changing (a later seal, a head brought up to
 * date), so those kinds count as one.
 */
export function isSameBreak(recorded: AuditRecord, found: ChainBreak): boolean {
  return recorded.evidence === found.evidence && recorded.recordIds.join(' ') === found.recordIds.join(' ') && kindClass(recorded.detail) === kindClass(found.kind);
}

const kindClass = (kind: string | undefined) => (kind === 'missing-part' ? 'missing-entries' : kind === 'other-key' ? 'edited-entry' : kind);

/** The head names the newest entry written: a trail without it was cut off. A head behind the trail (a crash between the two writes) is fine. */
function checkHead(records: readonly AuditRecord[], head: HeadState, chained: boolean): ChainBreak | null {
  const last = records.at(-1);
  const lastIds = last ? [last.id] : [];
  const newest = last ? { id: last.id, hash: last.hash ?? null } : null;
  if (head.state === 'missing') return chained ? { kind: 'missing-head', recordIds: lastIds, files: [], entries: 0, evidence: evidenceOf({ head: 'missing', newest }) } : null;
  if (head.state === 'invalid') return { kind: 'edited-head', recordIds: lastIds, files: [], entries: 0, evidence: evidenceOf({ head: 'invalid', newest }) };
  for (let index = records.length - 1; index >= 0; index--) {
    const record = records[index]!;
    if (record.id === head.lastId && record.hash === head.hash) return null;
  }
  return { kind: 'cut-off', recordIds: [...lastIds, head.lastId], files: [CURRENT_FILE], entries: 0, evidence: evidenceOf({ head: { id: head.lastId, hash: head.hash }, newest }) };
}

/**
 * No entry chained and no head: a trail not begun, unless the folder says one was kept (then it
 * was deleted), or there are entries (then every hash was stripped and the head deleted; or, which
 * nothing tells apart, all were written before the chain and the server never started since).
 */
function lostTrail(records: readonly AuditRecord[], head: HeadState, start: number, expected: boolean, fileOf: FileOf): ChainBreak | null {
  if (start !== -1 || head.state !== 'missing') return null;
  if (records.length) return breakOf(records, { from: 0, to: records.length - 1, kind: 'stripped-trail' }, fileOf);
  return expected ? { kind: 'missing-trail', recordIds: [], files: [], entries: 0, evidence: evidenceOf({ trail: 'missing' }) } : null;
}

interface Place {
  month: string;
  /** The part's number; null for the current file. */
  part: number | null;
}

function placeOf(record: AuditRecord, fileOf: FileOf): Place {
  const match = PART.exec(fileOf(record));
  return match ? { month: match[1]!, part: match[2] ? Number(match[2]) : 1 } : { month: String(record.createdAt).slice(0, 7), part: null };
}

const monthsApart = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** Entries are missing between `before` and `after`: were they a whole part file? Parts are numbered from 1 in each month. */
function partMissing(before: AuditRecord | null, after: AuditRecord, fileOf: FileOf): boolean {
  const next = placeOf(after, fileOf);
  if (!before) return next.part !== null && next.part > 1;
  if (fileOf(before) === fileOf(after)) return false;
  const previous = placeOf(before, fileOf);
  if (previous.month === next.month) return previous.part !== null && next.part !== null && next.part > previous.part + 1;
  return (next.part !== null && next.part > 1) || monthsApart(previous.month, next.month) > 1;
}
