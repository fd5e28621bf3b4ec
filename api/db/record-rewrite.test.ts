import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { RecordStore, type Rewritten } from './record-store';

interface Note {
  id: string;
  text: string;
  createdAt: string;
  tag?: string;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir('rewrite');
});
afterEach(() => removeDir(dataDir));

const SEAL_BYTES = 1500;
const told: Rewritten<Note>[] = [];
const open = () => RecordStore.open<Note>(dataDir, 'notes', { sealBytes: SEAL_BYTES, onRewrite: (rewritten) => told.push(rewritten) });
const at = (iso: string) => Date.parse(iso);
const add = (store: RecordStore<Note>, id: string, iso: string) =>
  store.insertOnce({ idempotencyKey: `key-${id}`, payload: { id }, now: at(iso) }, () => ({
    id,
    text: 'x'.repeat(200),
    createdAt: new Date(at(iso)).toISOString(),
    tag: 'secret',
  }));
const fileIds = async (file: string) => {
  const data = JSON.parse(await readFile(join(dataDir, file), 'utf8')) as { records: Note[]; idempotency: { resourceId: string }[] };
  return { records: data.records.map((note) => note.id), keys: data.idempotency.map((key) => key.resourceId) };
};
const allFiles = async () => (await readdir(dataDir)).filter((file) => file.endsWith('.json')).sort();

/** Three months of notes: April and May sealed by month, June's many enough to fill parts of their own. */
async function seeded(): Promise<RecordStore<Note>> {
  const store = await open();
  await add(store, 'apr-1', '2026-04-02T10:00:00Z');
  await add(store, 'apr-2', '2026-04-20T10:00:00Z');
  await add(store, 'may-1', '2026-05-05T10:00:00Z');
  for (let n = 1; n <= 12; n++) await add(store, `jun-${n}`, `2026-06-${String(n).padStart(2, '0')}T10:00:00Z`);
  await store.flush();
  told.length = 0;
  return store;
}

describe('rewriting stored records', () => {
  it('when records are removed, then they leave every file they were in with their keys, and a reopened store does not have them', async () => {
    const store = await seeded();
    const before = await allFiles();
    expect(before).toEqual(expect.arrayContaining(['notes-2026-04.json', 'notes-2026-05.json', 'notes-2026-06.json', 'notes.json']));

    const gone = new Set(['apr-1', 'jun-1', 'jun-12']);
    const { removed } = await store.rewrite((note) => (gone.has(note.id) ? null : undefined));

    expect(removed.map((note) => note.id).sort()).toEqual([...gone].sort());
    expect((await fileIds('notes-2026-04.json')).records).toEqual(['apr-2']);
    expect((await fileIds('notes-2026-04.json')).keys).toEqual(['apr-2']);
    for (const file of await allFiles()) {
      const { records, keys } = await fileIds(file);
      expect(records.filter((id) => gone.has(id))).toEqual([]);
      expect(keys.filter((id) => gone.has(id))).toEqual([]);
    }
    expect(store.records.map((note) => note.id)).not.toContain('jun-1');
    const reopened = await open();
    expect(reopened.records.map((note) => note.id)).toEqual(store.records.map((note) => note.id));
    expect(reopened.records).toHaveLength(15 - 3);
  });

  it('when a removed record is asked for again with its idempotency key, then a new record is made (its key went with it)', async () => {
    const store = await seeded();
    await store.rewrite((note) => (note.id === 'apr-1' ? null : undefined));
    const again = await add(store, 'apr-1', '2026-06-20T10:00:00Z');
    expect(again.replayed).toBe(false);
    expect(store.records.filter((note) => note.id === 'apr-1')).toHaveLength(1);
  });

  it('when every record of a part is removed, then the part file is deleted', async () => {
    const store = await seeded();
    await store.rewrite((note) => (note.id === 'may-1' ? null : undefined));
    expect(await allFiles()).not.toContain('notes-2026-05.json');
    expect((await open()).records.map((note) => note.id)).not.toContain('may-1');
  });

  it('when records are replaced, then each keeps its place and id in its file and in memory, and the store says what changed', async () => {
    const store = await seeded();
    const order = store.records.map((note) => note.id);
    const { replaced } = await store.rewrite((note) => (note.id.startsWith('jun') && note.tag ? { ...note, tag: undefined } : undefined));

    expect(replaced).toHaveLength(12);
    expect(told).toHaveLength(1);
    expect(store.records.map((note) => note.id)).toEqual(order);
    expect(store.records.filter((note) => note.tag).map((note) => note.id)).toEqual(['apr-1', 'apr-2', 'may-1']);
    const reopened = await open();
    expect(reopened.records.map((note) => note.id)).toEqual(order);
    expect(reopened.records.filter((note) => note.tag).map((note) => note.id)).toEqual(['apr-1', 'apr-2', 'may-1']);
    for (const file of (await allFiles()).filter((name) => name.includes('2026-06'))) {
      expect(await readFile(join(dataDir, file), 'utf8')).not.toContain('secret');
    }
  });

  it('when a rule picks nothing, then no file is written and nobody is told', async () => {
    const store = await seeded();
    const { removed, replaced } = await store.rewrite(() => undefined);
    expect([removed, replaced]).toEqual([[], []]);
    expect(told).toEqual([]);
  });

  it('when a rule would change an id, then nothing is rewritten', async () => {
    const store = await seeded();
    await expect(store.rewrite((note) => (note.id === 'apr-1' ? { ...note, id: 'other' } : undefined))).rejects.toThrow(/id/);
    expect(store.records.map((note) => note.id)).toContain('apr-1');
    // The store goes on working after a refused rewrite.
    await add(store, 'jul-1', '2026-07-01T10:00:00Z');
    await store.rewrite((note) => (note.id === 'jul-1' ? null : undefined));
    expect(store.records.map((note) => note.id)).not.toContain('jul-1');
  });

  it('when records are added while a rewrite runs, then none is lost', async () => {
    const store = await seeded();
    const adding = Array.from({ length: 10 }, (_, n) => add(store, `late-${n}`, `2026-06-25T10:00:0${n}Z`));
    const removing = store.rewrite((note) => (note.id.startsWith('apr') ? null : undefined));
    await Promise.all([...adding, removing]);
    await store.flush();
    const ids = (await open()).records.map((note) => note.id);
    for (let n = 0; n < 10; n++) expect(ids).toContain(`late-${n}`);
    expect(ids.filter((id) => id.startsWith('apr'))).toEqual([]);
  });
});
