import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../pg/migrations';
import { pdfLike, received, sha256, streamed } from '../test-support/documents';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { HOUR, MINUTE, testClock } from '../test-support/test-clock';
import { DocumentsFullError } from './document.store';
import { CHUNK_BYTES, openDatabaseDocumentStore } from './document.store.pg';

const pg = postgresFixtures('documents_pg');
const MB = 1024 * 1024;

async function setUp() {
  const database = await pg.database();
  const sql = database.connect();
  await migrate(sql, await readMigrations());
  const incoming = await mkdtemp(join(tmpdir(), 'woundcare-uploads-'));
  pg.afterTest(() => rm(incoming, { recursive: true, force: true }));
  const clock = testClock('2026-12-06T09:00:00Z');
  return { database, sql, incoming, clock, store: openDatabaseDocumentStore(sql, clock) };
}

describe('referral documents in PostgreSQL', () => {
  it('when a database that has the first two migrations starts a version with the documents, then their tables are added and used', async () => {
    const database = await pg.database();
    const sql = database.connect();
    const migrations = await readMigrations();
    await migrate(sql, migrations.filter(({ id }) => id <= 2));

    const { applied } = await migrate(sql, migrations);

    expect(applied).toContain('004-documents.sql');
    const incoming = await mkdtemp(join(tmpdir(), 'woundcare-uploads-'));
    pg.afterTest(() => rm(incoming, { recursive: true, force: true }));
    const store = openDatabaseDocumentStore(sql);
    const [ref] = await store.keep([await received(incoming, 'a.pdf', pdfLike(500))]);
    expect(await streamed((await store.read(ref!.id))!)).toMatchObject({ bytes: 500 });
  });

  it('when a 10 MB document is kept, then it is stored as chunks of at most 1 MiB, never one value', async () => {
    const { sql, incoming, store } = await setUp();
    const [ref] = await store.keep([await received(incoming, 'scan.pdf', pdfLike(10 * MB))]);

    const [chunks] = await sql<{ count: number; largest: number; total: string }[]>`
      SELECT count(*)::int AS count, max(octet_length(data)) AS largest, sum(octet_length(data))::text AS total FROM document_chunks WHERE document_id = ${ref!.id}`;

    expect(chunks).toEqual({ count: 10, largest: CHUNK_BYTES, total: String(10 * MB) });
  });

  it('when a document is read slowly, then each chunk is fetched only as the reader asks for the next, never the whole file at once', async () => {
    const { database, incoming, clock } = await setUp();
    const bytes = pdfLike(10 * MB);
    const [ref] = await openDatabaseDocumentStore(database.connect(), clock).keep([await received(incoming, 'scan.pdf', bytes)]);
    let fetched = 0;
    const observed = postgres(database.url, {
      max: 1,
      debug: (_connection, query) => {
        if (/SELECT data FROM document_chunks/.test(query)) fetched++;
      },
    });
    pg.afterTest(() => observed.end());
    const stream = (await openDatabaseDocumentStore(observed, clock).read(ref!.id))!;

    const aheadOfReader: number[] = [];
    const parts: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      parts.push(chunk);
      // A reader that takes its time: the stream may have asked for one chunk beyond what it holds, no more.
      await new Promise((resolve) => setImmediate(resolve));
      aheadOfReader.push(fetched - parts.length);
    }

    expect(sha256(Buffer.concat(parts))).toBe(sha256(bytes));
    expect(fetched).toBe(10);
    expect(Math.max(...aheadOfReader)).toBeLessThanOrEqual(1);
  });

  it('when a document is removed while it is read, then the stream ends with an error, not short as if whole', async () => {
    const { incoming, store } = await setUp();
    const [ref] = await store.keep([await received(incoming, 'scan.pdf', pdfLike(4 * MB))]);
    const stream = (await store.read(ref!.id))!;
    const failure = new Promise<Error>((resolve) => stream.once('error', resolve));

    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    await store.remove([ref!.id]);
    stream.resume();

    expect(first).toHaveLength(CHUNK_BYTES);
    expect((await failure).message).toBe('The document was removed while it was being read.');
  });

  it('when a received file holds other than the bytes declared, then none of the referral\'s documents is kept', async () => {
    const { incoming, store } = await setUp();
    const good = await received(incoming, 'good.pdf', pdfLike(2000));
    const grown = { ...(await received(incoming, 'grown.pdf', pdfLike(3000))), bytes: 2500 };

    await expect(store.keep([good, grown])).rejects.toThrow('A received document had 3000 bytes where 2500 were expected');

    expect(await store.usedBytes()).toBe(0);
  });

  it('when another server has just kept a document its referral does not name yet, then a sweep leaves it until it is an hour old', async () => {
    const { database, incoming, clock, store } = await setUp();
    const other = openDatabaseDocumentStore(database.connect(), clock);
    const [fresh] = await other.keep([await received(incoming, 'fresh.pdf', pdfLike(1000))]);

    const early = await store.removeUnreferenced(() => false);
    clock.advance(HOUR + MINUTE);
    const late = await store.removeUnreferenced(() => false);

    expect(early).toBe(0);
    expect(late).toBe(1);
    expect(await other.read(fresh!.id)).toBeNull();
  });

  it('when two servers keep documents at once, then the bytes used are the sum of both, as either sees it', async () => {
    const { database, incoming, clock, store } = await setUp();
    const other = openDatabaseDocumentStore(database.connect(), clock);
    const files = [pdfLike(2 * MB), pdfLike(3 * MB), pdfLike(MB + 1), pdfLike(77)];

    const kept = await Promise.all(files.map(async (bytes, index) => (index % 2 ? store : other).keep([await received(incoming, `${index}.pdf`, bytes)])));

    expect(await store.usedBytes()).toBe(6 * MB + 78);
    expect(await other.usedBytes()).toBe(6 * MB + 78);
    for (const [index, [ref]] of kept.entries()) expect((await streamed((await other.read(ref!.id))!)).sha256).toBe(sha256(files[index]!));
  });

  it('when two servers keep documents at once close to the ceiling, then exactly as many as fit are kept, and the rest refused', async () => {
    const { database, incoming, clock, store } = await setUp();
    const other = openDatabaseDocumentStore(database.connect(), clock);
    const ceiling = { maxBytes: 3 * MB };
    const uploads = await Promise.all(Array.from({ length: 8 }, (_, index) => received(incoming, `${index}.pdf`, pdfLike(MB))));

    const outcomes = await Promise.allSettled(uploads.map((upload, index) => (index % 2 ? store : other).keep([upload], ceiling)));

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(DocumentsFullError);
    expect(await other.usedBytes()).toBe(3 * MB);
  });
});
