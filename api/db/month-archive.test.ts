import { readdir, readFile, writeFile } from 'node:fs/promises';
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
