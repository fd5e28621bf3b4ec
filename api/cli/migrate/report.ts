import type { ChainReport } from '../../audit/audit-chain';
import { describeBreak } from '../../audit/break-words';
import type { Copied } from './copy';
import type { FolderContents } from './read-folder';
import type { Verified } from './verify';

/** The counts, folder beside database, as a plain table; every row was checked equal before the commit. */
export function countsTable(folder: FolderContents, copied: Copied, verified: Verified): string {
  const rows: [string, number, number][] = folder.collections.map(({ name, records }) => [name, records.length, verified.records.get(name) ?? 0]);
  rows.push(
    ['idempotency keys', copied.keys, verified.keys],
    ['booking holds', copied.holds, verified.holds],
    ['nurse time spans', copied.spans, verified.spans],
    ['referral documents', folder.files.length, verified.documents],
  );
  const table = [['', 'data folder', 'database'], ...rows.map(([name, from, to]) => [name, String(from), String(to)])];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map((row) => row.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd());
  const size = copied.documentBytes < 1024 * 1024 ? `${Math.ceil(copied.documentBytes / 1024)} kB` : `${(copied.documentBytes / 1024 / 1024).toFixed(1)} MB`;
  const chain = verified.chain.breaks.length ? `checked in the database: ${verified.chain.checked} entries, broken as in the data folder (below)` : `whole in the database (${verified.chain.checked} entries checked)`;
  return [...lines, '', `Referral documents: ${size}, each byte-identical to its file (SHA-256).`, `Audit chain: ${chain}.`, 'Copied and checked in one transaction: the database now holds the data folder. Start the servers with DATABASE_URL.'].join('\n');
}

/**
 * A data folder whose trail is broken is copied as it is: the trail is evidence, and neither a
 * refusal (the site could not move) nor a repair (rewriting evidence) would serve. The breaks are
 * named here; the first server to start on the database records them, for staff to acknowledge.
 */
export function breaksNote(chain: ChainReport): string | null {
  if (!chain.breaks.length) return null;
  return [
    `Warning: the audit trail was already broken in the data folder, in ${chain.breaks.length} place${chain.breaks.length === 1 ? '' : 's'}; it was copied as it is:`,
    ...chain.breaks.map((found, index) => `${index + 1}. ${describeBreak(found)}.`),
    'The first server to start on the database records each break in the trail, for staff to acknowledge in the audit screen, as a server on the folder would have.',
  ].join('\n');
}
