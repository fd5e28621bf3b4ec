import { mkdir, readdir, readFile, rmdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { RecordStore } from './record-store';

interface Note {
  id: string;
  text: string;
  createdAt: string;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir('archive');
});
afterEach(() => removeDir(dataDir));

const open = () => RecordStore.open<Note>(dataDir, 'notes');
const at = (iso: string) => Date.parse(iso);
const add = (store: RecordStore<Note>, id: string, iso: string, idempotencyKey?: string) =>
  store.insertOnce({ idempotencyKey, payload: { id }, now: at(iso) }, () => ({ id, text: `note ${id}`, createdAt: new Date(at(iso)).toISOString() }));
const fileRecords = async (file: string) => (JSON.parse(await readFile(join(dataDir, file), 'utf8')) as { records: Note[] }).records.map((note) => note.id);

describe('month archives', () => {
  it('when the first record of a new month is added, then older months move to their own files and the current file keeps this month only', async () => {
    const store = await open();
    await add(store, 'may-1', '2026-05-30T10:00:00Z');
    await add(store, 'may-2', '2026-05-31T23:59:00Z');
    await add(store, 'jun-1', '2026-06-01T00:01:00Z');

    expect(await fileRecords('notes-2026-05.json')).toEqual(['may-1', 'may-2']);
    expect(await fileRecords('notes.json')).toEqual(['jun-1']);
    expect(store.records.map((note) => note.id)).toEqual(['may-1', 'may-2', 'jun-1']);
  });

  it('when the store is reopened, then archived and current records are all there, oldest first', async () => {
    const store = await open();
    for (const [id, iso] of [['apr', '2026-04-10T08:00:00Z'], ['may', '2026-05-10T08:00:00Z'], ['jun', '2026-06-10T08:00:00Z']] as const) await add(store, id, iso);
    await store.flush();

    const reopened = await open();
    expect(reopened.records.map((note) => note.id)).toEqual(['apr', 'may', 'jun']);
    expect((await readdir(dataDir)).sort()).toEqual(['notes-2026-04.json', 'notes-2026-05.json', 'notes.json']);
  });

  it('when a request is retried after its record was archived, then the same record is answered and nothing is added', async () => {
    const store = await open();
    const first = await add(store, 'late-may', '2026-05-31T22:00:00Z', 'key-1');
    await add(store, 'jun', '2026-06-01T09:00:00Z');
    const retry = await add(store, 'late-may', '2026-06-02T09:00:00Z', 'key-1');

    expect(retry).toEqual({ record: first.record, replayed: true });
    expect(store.records).toHaveLength(2);
  });

  it('when a crash left a record in both its archive and the current file, then it is read once and leaves the current file at the next archiving', async () => {
    const may = { id: 'may', text: 'note may', createdAt: '2026-05-20T10:00:00.000Z' };
    await writeFile(join(dataDir, 'notes-2026-05.json'), JSON.stringify({ records: [may], idempotency: [] }));
    await writeFile(join(dataDir, 'notes.json'), JSON.stringify({ records: [may], idempotency: [] }));
    await writeFile(join(dataDir, 'notes-2026-04.json.123.4.tmp'), '{"records":[');

    const store = await open();
    expect(store.records.map((note) => note.id)).toEqual(['may']);
    expect(await readdir(dataDir)).not.toContain('notes-2026-04.json.123.4.tmp');

    await add(store, 'jun', '2026-06-01T09:00:00Z');
    expect(await fileRecords('notes-2026-05.json')).toEqual(['may']);
    expect(await fileRecords('notes.json')).toEqual(['jun']);
  });
});

describe('sealed parts', () => {
  const SEAL_BYTES = 2000;
  const openSmall = () => RecordStore.open<Note>(dataDir, 'notes', { sealBytes: SEAL_BYTES });
  const addLong = (store: RecordStore<Note>, n: number) =>
    store.insertOnce({ idempotencyKey: `key-${n}`, payload: { n }, now: at('2026-06-10T08:00:00Z') + n * 1000 }, () => ({
      id: `note-${n}`,
      text: 'x'.repeat(300),
      createdAt: new Date(at('2026-06-10T08:00:00Z') + n * 1000).toISOString(),
    }));

  it('when the current file reaches the seal size, then its records and their keys move to a new part, so a write never rewrites more than about that size', async () => {
    const store = await openSmall();
    let largest = 0;
    for (let n = 0; n < 40; n++) {
      await addLong(store, n);
      largest = Math.max(largest, (await stat(join(dataDir, 'notes.json'))).size);
    }
    expect(largest).toBeLessThan(SEAL_BYTES + 600);
    const files = (await readdir(dataDir)).sort();
    expect(files).toContain('notes-2026-06.json');
    expect(files).toContain('notes-2026-06.2.json');
    const current = JSON.parse(await readFile(join(dataDir, 'notes.json'), 'utf8')) as { records: Note[]; idempotency: { resourceId: string }[] };
    // Only the current records' keys stay in the current file.
    expect(current.idempotency.map((key) => key.resourceId)).toEqual(current.records.map((note) => note.id));

    const reopened = await openSmall();
    expect(reopened.records.map((note) => note.id)).toEqual(Array.from({ length: 40 }, (_, n) => `note-${n}`));
    // A retry of a request whose record was sealed still gets that record, and adds nothing.
    const retry = await addLong(reopened, 0);
    expect(retry.replayed).toBe(true);
    expect(retry.record.id).toBe('note-0');
    expect(reopened.records).toHaveLength(40);
  });

  it('when a seal cannot be written, then the insert still succeeds and its record stays in the current file', async () => {
    const store = await openSmall();
    // A folder where the next part file must go makes its write fail.
    await mkdir(join(dataDir, 'notes-2026-06.json'));
    for (let n = 0; n < 10; n++) await addLong(store, n);
    const current = JSON.parse(await readFile(join(dataDir, 'notes.json'), 'utf8')) as { records: Note[] };
    expect(current.records).toHaveLength(10);

    // Once the part can be written, the next insert seals everything.
    await rmdir(join(dataDir, 'notes-2026-06.json'));
    await addLong(store, 10);
    expect(await fileRecords('notes.json')).toEqual([]);
    expect((await readdir(dataDir)).filter((file) => file.startsWith('notes-2026-06')).length).toBeGreaterThan(1);
    expect((await openSmall()).records).toHaveLength(11);
  });
});

