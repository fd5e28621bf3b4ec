import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../pg/migrations';
import { pdfLike, received, sha256, streamed } from '../test-support/documents';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { HOUR, type TestClock, testClock } from '../test-support/test-clock';
import { type DocumentStore, DocumentsFullError, openDocumentStore } from './document.store';
import { openDatabaseDocumentStore } from './document.store.pg';

const pg = postgresFixtures('documents');
const MB = 1024 * 1024;

interface Subject {
  store: DocumentStore;
  clock: TestClock;
  /** The folder received files arrive in (the upload step's temporary folder). */
  incoming: string;
  /** The same documents opened again: another server (PostgreSQL) or the next start (data folder). */
  another(): Promise<DocumentStore>;
}

async function scratch(label: string): Promise<string> {
  const folder = await tempDataDir(label);
  pg.afterTest(() => removeDir(folder));
  return folder;
}

const implementations: [string, (clock: TestClock) => Promise<Omit<Subject, 'clock'>>][] = [
  [
    'in the data folder',
    async () => {
      const dataDir = await scratch('documents');
      // Where uploads wait, as on a server: in the data folder, so keeping one is a rename.
      const incoming = join(dataDir, 'uploads.tmp');
      await mkdir(incoming);
      return { store: await openDocumentStore(dataDir), incoming, another: () => openDocumentStore(dataDir) };
    },
  ],
  [
    'in PostgreSQL',
    async (clock) => {
      const database = await pg.database();
      const sql = database.connect();
      await migrate(sql, await readMigrations());
      return { store: openDatabaseDocumentStore(sql, clock), incoming: await scratch('uploads'), another: async () => openDatabaseDocumentStore(database.connect(), clock) };
    },
  ],
];

const exists = (path: string) => stat(path).then(() => true, () => false);

describe.each(implementations)('referral documents %s', (_name, make) => {
  const setUp = async (): Promise<Subject> => {
    const clock = testClock('2026-12-06T09:00:00Z');
    return { clock, ...(await make(clock)) };
  };

  it('when a referral\'s documents are kept, then each reads back byte for byte under a new random id, and the received files are gone', async () => {
    const { store, incoming } = await setUp();
    const big = pdfLike(10 * MB);
    const small = pdfLike(3000);
    const documents = [await received(incoming, 'discharge summary.pdf', big), await received(incoming, 'wound photo.pdf', small)];

    const refs = await store.keep(documents);

    expect(refs.map(({ name, kind, bytes }) => ({ name, kind, bytes }))).toEqual([
      { name: 'discharge summary.pdf', kind: 'pdf', bytes: 10 * MB },
      { name: 'wound photo.pdf', kind: 'pdf', bytes: 3000 },
    ]);
    for (const ref of refs) expect(ref.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await streamed((await store.read(refs[0]!.id))!)).toEqual({ sha256: sha256(big), bytes: big.length });
    expect(await streamed((await store.read(refs[1]!.id))!)).toEqual({ sha256: sha256(small), bytes: small.length });
    for (const { path } of documents) expect(await exists(path)).toBe(false);
    expect(await store.keep([])).toEqual([]);
  });

  it('when one file of three cannot be read, then none is kept, the bytes used stay, and the other received files are where they were', async () => {
    const { store, incoming, clock } = await setUp();
    const [earlier] = await store.keep([await received(incoming, 'earlier.pdf', pdfLike(5000))]);
    const first = await received(incoming, 'first.pdf', pdfLike(2 * MB));
    const third = await received(incoming, 'third.pdf', pdfLike(4000));
    const missing = { ...first, name: 'second.pdf', path: join(incoming, 'never-arrived.upload') };

    await expect(store.keep([first, missing, third])).rejects.toThrow();

    expect(await store.usedBytes()).toBe(5000);
    expect(await exists(first.path)).toBe(true);
    expect(await exists(third.path)).toBe(true);
    clock.advance(2 * HOUR);
    expect(await store.removeUnreferenced((id) => id === earlier!.id)).toBe(0);
  });

  it('when a referral\'s documents would take the bytes used past the ceiling, then none is kept and its files stay; up to the ceiling exactly, they are kept', async () => {
    const { store, incoming } = await setUp();
    const ceiling = { maxBytes: 3 * MB };
    await store.keep([await received(incoming, 'earlier.pdf', pdfLike(MB))], ceiling);
    const over = [await received(incoming, 'a.pdf', pdfLike(MB)), await received(incoming, 'b.pdf', pdfLike(MB + 1))];

    await expect(store.keep(over, ceiling)).rejects.toBeInstanceOf(DocumentsFullError);
    expect(await store.usedBytes()).toBe(MB);
    for (const { path } of over) expect(await exists(path)).toBe(true);

    const fits = await store.keep([over[0]!, await received(incoming, 'c.pdf', pdfLike(MB))], ceiling);
    expect(fits).toHaveLength(2);
    expect(await store.usedBytes()).toBe(3 * MB);
    expect(await store.keep([await received(incoming, 'd.pdf', pdfLike(100))], { maxBytes: 0 })).toHaveLength(1);
  });

  it('when documents are removed, then they read as absent, their bytes no longer count, and ids already gone or malformed count for nothing', async () => {
    const { store, incoming } = await setUp();
    const [gone, stays] = await store.keep([await received(incoming, 'a.pdf', pdfLike(MB + 7)), await received(incoming, 'b.pdf', pdfLike(900))]);

    const removed = await store.remove([gone!.id, randomUUID(), '../b.pdf', 'not-an-id']);

    expect(removed).toBe(1);
    expect(await store.read(gone!.id)).toBeNull();
    expect(await store.read(stays!.id)).not.toBeNull();
    expect(await store.usedBytes()).toBe(900);
    expect(await store.remove([gone!.id])).toBe(0);
  });

  it('when an id is unknown or not an id at all, then reading it gives nothing', async () => {
    const { store } = await setUp();

    expect(await store.read(randomUUID())).toBeNull();
    expect(await store.read('../../etc/passwd')).toBeNull();
    expect(await store.read('')).toBeNull();
  });

  it('when documents no referral names are swept, then they go and the named ones stay', async () => {
    const { store, incoming, clock } = await setUp();
    const [named, orphan] = await store.keep([await received(incoming, 'named.pdf', pdfLike(2000)), await received(incoming, 'orphan.pdf', pdfLike(3000))]);
    clock.advance(2 * HOUR);

    const removed = await store.removeUnreferenced((id) => id === named!.id);

    expect(removed).toBe(1);
    expect(await store.read(orphan!.id)).toBeNull();
    expect(await streamed((await store.read(named!.id))!)).toMatchObject({ bytes: 2000 });
    expect(await store.usedBytes()).toBe(2000);
  });

  it('when documents are kept and removed, then the bytes used are their sum, also as the store is opened again', async () => {
    const { store, incoming, another } = await setUp();
    expect(await store.usedBytes()).toBe(0);
    const [a] = await store.keep([await received(incoming, 'a.pdf', pdfLike(3 * MB + 1))]);
    await store.keep([await received(incoming, 'b.pdf', pdfLike(1234)), await received(incoming, 'c.pdf', pdfLike(4321))]);
    expect(await store.usedBytes()).toBe(3 * MB + 1 + 1234 + 4321);

    await store.remove([a!.id]);
    await store.flush();

    expect(await store.usedBytes()).toBe(1234 + 4321);
    expect(await (await another()).usedBytes()).toBe(1234 + 4321);
  });

  it('when a document is kept, then the store opened again (another server, or the next start) reads the same bytes', async () => {
    const { store, incoming, another } = await setUp();
    const bytes = pdfLike(3 * MB + 5);
    const [ref] = await store.keep([await received(incoming, 'letter.pdf', bytes)]);

    const other = await another();

    expect(await streamed((await other.read(ref!.id))!)).toEqual({ sha256: sha256(bytes), bytes: bytes.length });
  });
});
