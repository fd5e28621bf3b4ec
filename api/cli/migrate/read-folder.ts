import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HEAD_FILE } from '../../audit/audit-head';
import type { IdempotencyRecord } from '../../db/record-file';
import type { RecordOpener, RecordSource, RecordSourceOptions, SlotClaims, StoredDocument } from '../../db/record-source';
import { RecordStore } from '../../db/record-store';
import { DurableJsonFile } from '../../db/durable-json-file';
import { DOCUMENTS_FOLDER, isDocumentId } from '../../referrals/document.store';
import type { AppSecret } from '../../secrets/app-secret';
import { openStores } from '../../stores';

type AnyRecord = { id: string };

/** One collection of the data folder, as its store reads it (sealed parts and current file, a record in both once). */
export interface FolderCollection {
  name: string;
  records: readonly AnyRecord[];
  keys: readonly IdempotencyRecord[];
  /** For bookings: the slots and nurse times they hold, worked out by their own store (docs/decisions/074). */
  claims?: SlotClaims;
}

export interface FolderContents {
  collections: FolderCollection[];
  /** The small documents stores keep beside their records (feed fetch counts…), by name; the audit head apart. */
  documents: Map<string, unknown>;
  /** audit-head.json as it is: parsed, `{}` when it is not JSON (it then checks as invalid in both places), null when absent. */
  auditHead: unknown;
  /** Referral documents: DATA_DIR/documents/<id>. */
  files: { id: string; path: string; bytes: number; modified: Date }[];
}

const readOnly = (name: string) => () => Promise.reject(new Error(`migrate-data only reads the data folder, but opening ${name} tried to write to it.`));

/**
 * Reads every collection of a data folder the way the server opens it (`openStores`), so that a
 * collection added later is copied too without a list here; nothing is written to the folder. The
 * audit trail is read as its files hold it, never through its store, whose opening would record a
 * break it finds (the migration copies the trail as it is, breaks included).
 */
export async function readDataFolder(dataDir: string, secret: AppSecret): Promise<FolderContents> {
  const opened = new Map<string, { store: RecordStore<AnyRecord>; claims?: RecordSourceOptions<AnyRecord>['claims'] }>();
  const documents = new Set<string>();
  const opener: RecordOpener = {
    async open<R extends AnyRecord>(name: string, options: RecordSourceOptions<R> = {}): Promise<RecordSource<R>> {
      // The trail's store sees an empty trail (nothing to check, nothing to record); its files are read below.
      const store = await RecordStore.open<R>(dataDir, name, name === 'audit' ? {} : { onChange: options.onChange, onRewrite: options.onRewrite });
      opened.set(name, { store: store as unknown as RecordStore<AnyRecord>, claims: options.claims as RecordSourceOptions<AnyRecord>['claims'] });
      if (name === 'audit') return emptySource<R>();
      return {
        get records() {
          return store.records;
        },
        get: (id) => store.get(id),
        partsOf: (id) => store.partsOf(id),
        insertOnce: readOnly(name),
        insertMany: readOnly(name),
        rewrite: readOnly(name),
        flush: () => Promise.resolve(),
      };
    },
    document<T>(name: string): StoredDocument<T> {
      if (name !== 'audit-head') documents.add(name);
      const file = new DurableJsonFile<T>(join(dataDir, `${name}.json`));
      return { read: () => (name === 'audit-head' ? Promise.resolve(null) : file.read()), write: readOnly(name), update: readOnly(name) };
    },
    holdsAny: () => Promise.resolve(false),
  };
  await openStores({ records: opener, documentsDir: dataDir }, secret);

  const collections: FolderCollection[] = [];
  for (const [name, { store, claims }] of opened) {
    const ids = new Set(store.records.map((record) => record.id));
    collections.push({
      name,
      records: store.records,
      keys: store.allIdempotencyKeys.filter((key) => ids.has(key.resourceId)),
      ...(claims ? { claims: claims(store.records, new Set()) } : {}),
    });
  }
  const stored = new Map<string, unknown>();
  for (const name of documents) {
    const value = await new DurableJsonFile<unknown>(join(dataDir, `${name}.json`)).read();
    if (value !== null && value !== undefined) stored.set(name, value);
  }
  return { collections, documents: stored, auditHead: await readAuditHead(dataDir), files: await documentFiles(dataDir) };
}

function emptySource<R extends AnyRecord>(): RecordSource<R> {
  return { records: [], get: () => undefined, partsOf: () => [], insertOnce: readOnly('audit'), insertMany: readOnly('audit'), rewrite: readOnly('audit'), flush: () => Promise.resolve() };
}

async function readAuditHead(dataDir: string): Promise<unknown> {
  const text = await readFile(join(dataDir, HEAD_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

async function documentFiles(dataDir: string): Promise<FolderContents['files']> {
  const folder = join(dataDir, DOCUMENTS_FOLDER);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  const files: FolderContents['files'] = [];
  for (const id of names.filter(isDocumentId).sort()) {
    const path = join(folder, id);
    const info = await stat(path);
    if (info.isFile()) files.push({ id, path, bytes: info.size, modified: info.mtime });
  }
  return files;
}
