import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { writeGate } from '../db/write-gate';
import type { DocumentRef } from './referral-records';

/** A received document ready to keep: a temporary file (api/uploads/) and what it is. */
export interface IncomingDocument extends Omit<DocumentRef, 'id'> {
  path: string;
}

/**
 * The referrals' documents (docs/decisions/061-referral-documents.md). Every call returns a
 * promise: `openDocumentStore` keeps files in the data folder, `openDatabaseDocumentStore`
 * (document.store.pg.ts, docs/decisions/079) keeps them in PostgreSQL, where every server sees them.
 */
export interface DocumentStore {
  /**
   * Moves received documents in, all or none; resolves with their references once each is kept
   * under a new, unguessable name. When one cannot be read, none is kept and every received file
   * that was still there stays where it was. With a ceiling, documents that would take the bytes
   * used past it are refused with DocumentsFullError, decided with every server's documents counted.
   */
  keep(documents: readonly IncomingDocument[], ceiling?: DocumentCeiling): Promise<DocumentRef[]>;
  /** A document's bytes, or null when there is no such document. */
  read(id: string): Promise<Readable | null>;
  /** Removes documents (those already gone count as removed); resolves with how many files went. */
  remove(ids: readonly string[]): Promise<number>;
  /** Bytes all documents take, for their ceiling (DOCUMENTS_MAX_MB). */
  usedBytes(): Promise<number>;
  /**
   * Removes every document `referenced` does not know (a crash between keeping and storing its
   * referral); resolves with how many. In PostgreSQL, one kept in the last hour stays: another
   * server may be about to store its referral.
   */
  removeUnreferenced(referenced: (id: string) => boolean): Promise<number>;
  /** Resolves once every change is on disk (each already is when its call resolves). */
  flush(): Promise<void>;
}

/** The bytes all documents may take (DOCUMENTS_MAX_MB); 0 for no ceiling. */
export interface DocumentCeiling {
  maxBytes: number;
}

/** Keeping these documents would take the bytes used past their ceiling; nothing was kept. */
export class DocumentsFullError extends Error {
  constructor() {
    super('The documents are at their ceiling (DOCUMENTS_MAX_MB).');
  }
}

/** Whether `incoming` more bytes on top of `used` would pass the ceiling. */
export const passesCeiling = (used: number, incoming: number, ceiling: DocumentCeiling | undefined): boolean =>
  Boolean(ceiling && ceiling.maxBytes > 0 && incoming > 0 && used + incoming > ceiling.maxBytes);

/** The documents' ceiling (DOCUMENTS_MAX_MB) unless set: 5 GB, apart from the records' DATA_MAX_MB. */
export const DEFAULT_DOCUMENTS_MAX_MB = 5120;

/** The documents' folder in the data folder. Its files are written once and never changed, as a backup's snapshot requires (decision 027). */
export const DOCUMENTS_FOLDER = 'documents';

/** A document's id is a random UUID, which is also its file's name: never a name the sender chose. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new document's id: a random (version 4) UUID, 122 random bits, so never guessable. */
export const newDocumentId = (): string => randomUUID();

/** Whether `id` has a document id's form; anything else names no document, whatever the store. */
export const isDocumentId = (id: string): boolean => DOCUMENT_ID.test(id);

/**
 * Documents as files in DATA_DIR/documents/ (0700; each file 0600), never under the site's root.
 * A file is moved in by rename from the upload folder, which is in the same data folder, inside
 * the write gate, and the folder is synced so the name survives a power cut.
 */
export async function openDocumentStore(dataDir: string): Promise<DocumentStore> {
  const folder = join(dataDir, DOCUMENTS_FOLDER);
  // Made with the first document: a data folder that never had one has no empty folder for it.
  const names = () => readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  let used = 0;
  for (const name of await names()) used += await stat(join(folder, name)).then((info) => info.size, () => 0);
  const pathOf = (id: string) => (DOCUMENT_ID.test(id) ? join(folder, id) : null);

  async function syncFolder() {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  const store: DocumentStore = {
    async keep(documents, ceiling) {
      const kept: DocumentRef[] = [];
      if (!documents.length) return kept;
      await writeGate.write(async () => {
        // One process owns the folder, and the gate runs one write at a time: the check and the move are one step.
        if (passesCeiling(used, documents.reduce((sum, document) => sum + document.bytes, 0), ceiling)) throw new DocumentsFullError();
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const moved: { from: string; to: string }[] = [];
        try {
          for (const { path, ...document } of documents) {
            const id = newDocumentId();
            await rename(path, join(folder, id));
            moved.push({ from: path, to: join(folder, id) });
            kept.push({ id, ...document });
          }
        } catch (error) {
          // All or none: the ones already moved go back where they came from.
          for (const { from, to } of moved.reverse()) await rename(to, from).catch(() => unlink(to).catch(() => undefined));
          throw error;
        }
        used += documents.reduce((sum, document) => sum + document.bytes, 0);
        await syncFolder();
      });
      return kept;
    },
    async read(id) {
      const path = pathOf(id);
      if (!path) return null;
      const stream = createReadStream(path);
      return new Promise<Readable | null>((resolve) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', () => resolve(null));
      });
    },
    async remove(ids) {
      let removed = 0;
      await writeGate.write(async () => {
        for (const id of ids) {
          const path = pathOf(id);
          if (!path) continue;
          const size = await stat(path).then((info) => info.size, () => null);
          if (size === null) continue;
          await unlink(path).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          });
          used -= size;
          removed++;
        }
        if (removed) await syncFolder();
      });
      return removed;
    },
    usedBytes: async () => used,
    flush: async () => undefined,
    async removeUnreferenced(referenced) {
      return store.remove((await names()).filter((name) => !referenced(name) && DOCUMENT_ID.test(name)));
    },
  };
  return store;
}
