import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditBreakKind } from '#contract/staff';
import { lockHolder } from '../db/data-lock';
import { AppSecret, SECRET_FILE } from '../secrets/app-secret';
import { CHAIN_PURPOSE, type ChainBreak, type ChainReport, isSameBreak, isSealed, verifyChain } from './audit-chain';
import { type AuditFiles, readAuditFiles, UnreadableAuditFile } from './audit-files';
import { HEAD_PURPOSE } from './audit-head';
import type { AuditRecord } from './audit-record';
import { describeBreak, WHAT_TO_DO } from './break-words';
import { trailExpected } from './trail-expected';

/** 0: the chain is whole (or every break in it was acknowledged); 1: a break no one acknowledged; 2: nothing could be checked. */
export interface VerifyOutcome {
  code: 0 | 1 | 2;
  text: string;
}

/** How long to wait before reading again when a running server may have been writing the files as they were read. */
const SETTLE_MS = 500;

/**
 * `npm run staff -- verify-audit`: checks the trail's chain from the files alone, with the server
 * running or not (it changes nothing), and says what it checked and where it broke. A break the
 * server already recorded says so, and whether staff acknowledged it.
 */
export async function verifyAudit(dataDir: string, appSecret?: string): Promise<VerifyOutcome> {
  if (!(await stat(dataDir).then((found) => found.isDirectory(), () => false))) {
    return { code: 2, text: `There is no data folder at ${dataDir} (DATA_DIR): nothing to check.` };
  }
  const secret = await AppSecret.find(dataDir, appSecret);
  if (!secret) {
    return { code: 2, text: `APP_SECRET is not set and there is no ${join(dataDir, SECRET_FILE)}: the trail is keyed with the server's secret. Run this with the server's APP_SECRET.` };
  }
  const keys = { chain: secret.key(CHAIN_PURPOSE), head: secret.key(HEAD_PURPOSE) };
  try {
    let read = await check(dataDir, keys);
    // A running server may have sealed or appended between two reads: a break that is real is there again.
    if (read.report.breaks.length && (await lockHolder(dataDir))) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      read = await check(dataDir, keys);
    }
    if (!read.files.records.length && !read.report.breaks.length) {
      return { code: 2, text: `There are no audit entries in ${dataDir} yet, and nothing there says there were (a new data folder): nothing to check.` };
    }
    return summary(read.files, read.report, keys.chain);
  } catch (error) {
    if (error instanceof UnreadableAuditFile) return { code: 1, text: `The audit trail is broken: ${error.message}` };
    throw error;
  }
}

async function check(dataDir: string, keys: { chain: Buffer; head: Buffer }): Promise<{ files: AuditFiles; report: ChainReport }> {
  const files = await readAuditFiles(dataDir, keys.head);
  const expected = await trailExpected(dataDir);
  return { files, report: verifyChain(files.records, files.head, keys.chain, (record) => files.fileOf.get(record.id) ?? '', { expected }) };
}

interface Recorded {
  entry: AuditRecord;
  acknowledged?: AuditRecord;
}

/** What a check found, in words; `place` names where the entries are kept when not in files (the database). */
export function summary(files: AuditFiles, report: ChainReport, key: Buffer, place?: string): VerifyOutcome {
  const lines: string[] = [];
  const { first, last } = report;
  const fileCount = new Set(files.fileOf.values()).size;
  const where = place ?? `${fileCount} file${fileCount === 1 ? '' : 's'}`;
  if (!files.records.length) lines.push('No audit entries: the trail is empty.');
  else if (!first || !last) lines.push(`No chained entries (${files.records.length} in ${where}).`);
  else {
    lines.push(`Checked ${report.checked} audit entr${report.checked === 1 ? 'y' : 'ies'} in ${where}: the first ${first.id} (${first.createdAt}), the last ${last.id} (${last.createdAt}).`);
  }
  if (report.unchained && first) lines.push(`${report.unchained} older entr${report.unchained === 1 ? 'y was' : 'ies were'} written before the trail was chained: not checked.`);
  if (report.prunedBefore) lines.push(`Entries made before ${report.prunedBefore} were removed after six years: the check starts where they end.`);

  const recorded = recordedBreaks(files.records, key);
  const seen = new Set<Recorded>();
  const items: { text: string; open: boolean }[] = [];
  for (const found of report.breaks) {
    const match = recorded.find((known) => isSameBreak(known.entry, found));
    if (match) seen.add(match);
    items.push({ text: `${describeBreak(found)}. ${match ? status(match) : 'Not recorded yet: the server records it when it next starts (or at the next npm run staff change).'}`, open: !match?.acknowledged });
  }
  // Found at an earlier start and no longer visible in the files (a cut-off, a lost head): the trail's own entry says so.
  for (const known of recorded) {
    if (seen.has(known)) continue;
    const found = { kind: known.entry.detail as AuditBreakKind, recordIds: known.entry.recordIds, files: [] } satisfies Omit<ChainBreak, 'entries' | 'evidence'>;
    items.push({ text: `${describeBreak(found)}. ${status(known)}`, open: !known.acknowledged });
  }
  const open = items.filter((item) => item.open).length;
  lines.push('');
  if (!items.length) lines.push('The audit trail is whole.');
  else {
    lines.push(`The audit trail is broken in ${items.length} place${items.length === 1 ? '' : 's'}${open < items.length ? ` (${items.length - open} acknowledged by staff)` : ''}:`);
    items.forEach((item, index) => lines.push(`${index + 1}. ${item.text}`));
    lines.push('', WHAT_TO_DO);
  }
  return { code: open ? 1 : 0, text: lines.join('\n') };
}

function status({ entry, acknowledged }: Recorded): string {
  const found = `Recorded on ${entry.createdAt} as entry ${entry.id}`;
  return acknowledged ? `${found}; acknowledged by ${acknowledged.actor} on ${acknowledged.createdAt}.` : `${found}; not acknowledged yet.`;
}

/** The trail's own 'audit-chain-broken' entries and their acknowledgements; only sealed ones (a forged one is itself a break). */
function recordedBreaks(records: readonly AuditRecord[], key: Buffer): Recorded[] {
  const byId = new Map<string, Recorded>();
  for (const record of records) {
    if (record.action === 'audit-chain-broken' && isSealed(record, key)) byId.set(record.id, { entry: record });
    else if (record.action === 'acknowledge-audit-break' && isSealed(record, key)) {
      for (const id of record.recordIds) {
        const known = byId.get(id);
        if (known && !known.acknowledged && known.entry.evidence === record.evidence) known.acknowledged = record;
      }
    }
  }
  return [...byId.values()];
}
