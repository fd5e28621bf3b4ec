import { createReadStream } from 'node:fs';
import type { TransactionSql } from 'postgres';
import { writeClaims } from '../../pg/slot-claims';
import { CHUNK_BYTES } from '../../referrals/document.store.pg';
import type { FolderContents } from './read-folder';

type Json = Parameters<TransactionSql['json']>[0];

/** Rows per INSERT: a few hundred records is a statement of a few hundred kB. */
const BATCH = 500;

/** What went in, per collection and in all, for the check and the table. */
export interface Copied {
  records: Map<string, number>;
  keys: number;
  holds: number;
  spans: number;
  documents: number;
  documentBytes: number;
}

/**
 * Writes a data folder's contents into an empty database, inside the caller's transaction (which
 * holds the record lock): records in their order with fresh seqs, their idempotency keys, the
 * stores' documents, the booking holds under their constraints, and the referral documents in
 * chunks (docs/decisions/079).
 */
export async function copyInto(tx: TransactionSql, folder: FolderContents): Promise<Copied> {
  const copied: Copied = { records: new Map(), keys: 0, holds: 0, spans: 0, documents: 0, documentBytes: 0 };
  const [first] = await tx<{ seq: number }[]>`SELECT nextval('record_seq')::float8 AS seq`;
  let seq = first!.seq;
  for (const { name, records, keys } of folder.collections) {
    for (let at = 0; at < records.length; at += BATCH) {
      const rows = records.slice(at, at + BATCH).map((record) => ({ id: record.id, body: record, seq: seq++ }));
      await tx`
        INSERT INTO records (collection, id, body, seq, position)
        SELECT ${name}, id, body, seq, seq FROM jsonb_to_recordset(${tx.json(rows as unknown as Json)}) AS x(id text, body jsonb, seq bigint)`;
    }
    for (let at = 0; at < keys.length; at += BATCH) {
      await tx`
        INSERT INTO idempotency (collection, key, fingerprint, resource_id, created_at)
        SELECT ${name}, key, fingerprint, "resourceId", to_timestamp("createdAt" / 1000.0)
        FROM jsonb_to_recordset(${tx.json(keys.slice(at, at + BATCH) as unknown as Json)}) AS x(key text, fingerprint text, "resourceId" text, "createdAt" float8)`;
    }
    copied.records.set(name, records.length);
    copied.keys += keys.length;
  }
  // The next write of any server draws past every copied seq.
  await tx`SELECT setval('record_seq', ${Math.max(seq - 1, first!.seq)})`;

  for (const [name, body] of folder.documents) await tx`INSERT INTO store_documents (name, body) VALUES (${name}, ${tx.json(body as Json)})`;
  if (folder.auditHead !== null) await tx`INSERT INTO store_documents (name, body) VALUES ('audit-head', ${tx.json(folder.auditHead as Json)})`;

  // Under the unique and exclusion constraints: a folder holding a double booking fails here, and nothing is kept.
  for (const { claims } of folder.collections) {
    if (!claims) continue;
    await writeClaims(tx, claims);
    copied.holds += claims.holds.length;
    copied.spans += claims.spans.length;
  }

  for (const file of folder.files) {
    await tx`INSERT INTO documents (id, bytes, created_at) VALUES (${file.id}, ${file.bytes}, ${file.modified})`;
    let n = 0;
    for await (const chunk of createReadStream(file.path, { highWaterMark: CHUNK_BYTES })) {
      await tx`INSERT INTO document_chunks (document_id, n, data) VALUES (${file.id}, ${n++}, ${chunk as Buffer})`;
    }
    copied.documents++;
    copied.documentBytes += file.bytes;
  }
  return copied;
}
