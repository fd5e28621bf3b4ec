import { open, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Sql, TransactionSql } from 'postgres';
import { type Clock, systemClock } from '../clock';
import { type DocumentStore, DocumentsFullError, isDocumentId, newDocumentId, passesCeiling } from './document.store';
import type { DocumentRef } from './referral-records';

/** Bytes per row of `document_chunks`: large enough that a 10 MB file is ten rows, small enough that a read holds one at a time. */
export const CHUNK_BYTES = 1024 * 1024;

/** The advisory lock under which a keep checks the ceiling and commits, so two servers cannot both pass it ("docmax"). */
const CEILING_LOCK = 0x64_6f_63_6d_61_78;

/**
 * How long a document no referral names is left alone by `removeUnreferenced`: another server may
 * be between keeping it and storing its referral, which takes seconds; a document orphaned by a
 * crash goes at a later start.
 */
export const UNREFERENCED_GRACE_MS = 60 * 60 * 1000;

/**
 * The referrals' documents in PostgreSQL (api/pg/migrations/004-documents.sql, docs/decisions/079):
 * every server of the database keeps, reads and removes the same documents, and their ceiling
 * (DOCUMENTS_MAX_MB) is the sum over the table, so it holds across servers. A document's bytes are
 * chunks of CHUNK_BYTES, written from the received file a chunk at a time and read back the same way.
 */
export function openDatabaseDocumentStore(sql: Sql, clock: Clock = systemClock): DocumentStore {
  const store: DocumentStore = {
    async keep(documents, ceiling) {
      if (!documents.length) return [];
      const incoming = documents.reduce((sum, document) => sum + document.bytes, 0);
      // Refused before a byte is written when the ceiling is already in the way; decided exactly below.
      if (passesCeiling(await usedBytes(sql), incoming, ceiling)) throw new DocumentsFullError();
      const kept = await sql.begin(async (tx) => {
        const refs: DocumentRef[] = [];
        const now = new Date(clock.now());
        for (const { path, ...document } of documents) {
          const id = newDocumentId();
          // The row first: its chunks refer to it.
          await tx`INSERT INTO documents (id, bytes, created_at) VALUES (${id}, ${document.bytes}, ${now})`;
          const written = await writeChunks(tx, id, path);
          if (written !== document.bytes) throw new Error(`A received document had ${written} bytes where ${document.bytes} were expected; none of this referral's documents were kept.`);
          refs.push({ id, ...document });
        }
        if (ceiling && ceiling.maxBytes > 0) {
          // Held to the commit: another server's check waits, then counts these rows. The sum counts ours (not yet committed) and every committed one.
          await tx`SELECT pg_advisory_xact_lock(${CEILING_LOCK}::bigint)`;
          if ((await usedBytes(tx)) > ceiling.maxBytes) throw new DocumentsFullError();
        }
        return refs;
      });
      // Kept: the received files are no longer needed (the upload folder is emptied at start in any case).
      await Promise.all(documents.map(({ path }) => unlink(path).catch(() => undefined)));
      return kept;
    },
    async read(id) {
      if (!isDocumentId(id)) return null;
      const [row] = await sql<{ chunks: number }[]>`
        SELECT (SELECT count(*) FROM document_chunks WHERE document_id = d.id)::int AS chunks FROM documents d WHERE d.id = ${id}`;
      return row ? chunkStream(sql, id, row.chunks) : null;
    },
    async remove(ids) {
      const named = [...new Set(ids)].filter(isDocumentId);
      if (!named.length) return 0;
      const gone = await sql`DELETE FROM documents WHERE id = ANY(${named}::text[]) RETURNING id`;
      return gone.length;
    },
    usedBytes: () => usedBytes(sql),
    async removeUnreferenced(referenced) {
      const before = new Date(clock.now() - UNREFERENCED_GRACE_MS);
      const rows = await sql<{ id: string }[]>`SELECT id FROM documents WHERE created_at < ${before}`;
      return store.remove(rows.map((row) => row.id).filter((id) => !referenced(id)));
    },
    // Each change is committed when its call resolves.
    flush: async () => undefined,
  };
  return store;
}

async function usedBytes(sql: Sql | TransactionSql): Promise<number> {
  const [row] = await sql<{ used: string }[]>`SELECT coalesce(sum(bytes), 0)::text AS used FROM documents`;
  return Number(row!.used);
}

/** Writes the file at `path` as chunks of `id`, reading one chunk at a time; resolves with the bytes written. */
async function writeChunks(tx: TransactionSql, id: string, path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    let total = 0;
    for (let n = 0; ; n++) {
      const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      let filled = 0;
      while (filled < CHUNK_BYTES) {
        const { bytesRead } = await file.read(buffer, filled, CHUNK_BYTES - filled, null);
        if (!bytesRead) break;
        filled += bytesRead;
      }
      if (!filled) return total;
      await tx`INSERT INTO document_chunks (document_id, n, data) VALUES (${id}, ${n}, ${buffer.subarray(0, filled)})`;
      total += filled;
      if (filled < CHUNK_BYTES) return total;
    }
  } finally {
    await file.close();
  }
}

/**
 * A document's bytes as a stream that fetches its next chunk only when the reader asks for more, so
 * a slow download holds one chunk, and no connection, between fetches. A document removed while
 * it is read (delete on request) ends the stream with an error rather than short.
 */
function chunkStream(sql: Sql, id: string, chunks: number): Readable {
  let next = 0;
  return new Readable({
    // One chunk buffered ahead at most.
    highWaterMark: 1,
    read() {
      if (next >= chunks) {
        this.push(null);
        return;
      }
      const n = next++;
      sql<{ data: Buffer }[]>`SELECT data FROM document_chunks WHERE document_id = ${id} AND n = ${n}`.then(
        ([row]) => {
          if (this.destroyed) return;
          if (!row) this.destroy(new Error('The document was removed while it was being read.'));
          else this.push(row.data);
        },
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
}
