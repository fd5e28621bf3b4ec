import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Sql, TransactionSql } from 'postgres';
import { CHAIN_PURPOSE, type ChainBreak, type ChainReport, verifyChain } from '../../audit/audit-chain';
import { readHead } from '../../audit/audit-head';
import type { AuditRecord } from '../../audit/audit-record';
import { HEAD_PURPOSE } from '../../audit/audit-head';
import { trailExpected } from '../../audit/trail-expected';
import type { AppSecret } from '../../secrets/app-secret';
import { readDatabaseTrail } from '../staff/verify-database-audit';
import type { Copied } from './copy';
import type { FolderContents } from './read-folder';

/** What the database was found to hold, read back inside the copy's transaction, before it commits. */
export interface Verified {
  records: Map<string, number>;
  keys: number;
  holds: number;
  spans: number;
  documents: number;
  /** The chain as the database holds it; the same breaks as the folder's, or the copy is refused. */
  chain: ChainReport;
}

export class VerificationFailed extends Error {}

const sha256 = async (chunks: AsyncIterable<Buffer>) => {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
};

const sameBreaks = (a: readonly ChainBreak[], b: readonly ChainBreak[]) =>
  JSON.stringify(a.map(({ kind, recordIds }) => [kind, recordIds])) === JSON.stringify(b.map(({ kind, recordIds }) => [kind, recordIds]));

/** The folder's own chain check, from its files, as `npm run staff -- verify-audit` makes it. */
export async function folderChain(dataDir: string, folder: FolderContents, secret: AppSecret): Promise<ChainReport> {
  const records = (folder.collections.find((collection) => collection.name === 'audit')?.records ?? []) as readonly AuditRecord[];
  return verifyChain(records, await readHead(dataDir, secret.key(HEAD_PURPOSE)), secret.key(CHAIN_PURPOSE), () => '', { expected: await trailExpected(dataDir) });
}

/**
 * Reads back what the copy wrote and throws VerificationFailed at the first difference: the rows per
 * collection, the keys, the holds, every document's SHA-256 against its file, and the audit chain
 * checked on the database's rows (whole, or broken exactly where the folder's is).
 */
export async function verifyCopy(tx: TransactionSql, folder: FolderContents, copied: Copied, fromFolder: ChainReport, secret: AppSecret): Promise<Verified> {
  const counted = await tx<{ collection: string; rows: number }[]>`SELECT collection, count(*)::int AS rows FROM records GROUP BY collection`;
  const records = new Map(counted.map((row) => [row.collection, row.rows]));
  for (const { name, records: expected } of folder.collections) {
    const found = records.get(name) ?? 0;
    if (found !== expected.length) throw new VerificationFailed(`${name}: ${expected.length} records in the data folder, ${found} in the database.`);
  }
  const [totals] = await tx<{ keys: number; holds: number; spans: number; documents: number }[]>`
    SELECT (SELECT count(*) FROM idempotency)::int AS keys, (SELECT count(*) FROM booking_holds)::int AS holds,
           (SELECT count(*) FROM visit_spans)::int AS spans, (SELECT count(*) FROM documents)::int AS documents`;
  const { keys, holds, spans, documents } = totals!;
  if (keys !== copied.keys) throw new VerificationFailed(`Idempotency keys: ${copied.keys} in the data folder, ${keys} in the database.`);
  if (holds !== copied.holds || spans !== copied.spans) throw new VerificationFailed(`Booking holds: ${copied.holds} and ${copied.spans} nurse times expected, ${holds} and ${spans} in the database.`);
  if (documents !== folder.files.length) throw new VerificationFailed(`Referral documents: ${folder.files.length} in the data folder, ${documents} in the database.`);
  for (const file of folder.files) {
    const fromDatabase = await sha256(chunksOf(tx, file.id));
    if (fromDatabase !== (await sha256(createReadStream(file.path)))) throw new VerificationFailed(`Referral document ${file.id} differs from its file (SHA-256).`);
  }
  const { report: chain } = await readDatabaseTrail(tx as unknown as Sql, secret);
  if (!sameBreaks(chain.breaks, fromFolder.breaks) || chain.checked !== fromFolder.checked) {
    throw new VerificationFailed(`The audit chain checks differently in the database (${chain.checked} entries, ${chain.breaks.length} breaks) than in the data folder (${fromFolder.checked}, ${fromFolder.breaks.length}).`);
  }
  return { records, keys, holds, spans, documents, chain };
}

/** A document's chunks in order, one query each, as the database store reads them. */
async function* chunksOf(tx: TransactionSql, id: string): AsyncIterable<Buffer> {
  for (let n = 0; ; n++) {
    const [row] = await tx<{ data: Buffer }[]>`SELECT data FROM document_chunks WHERE document_id = ${id} AND n = ${n}`;
    if (!row) return;
    yield row.data;
  }
}
