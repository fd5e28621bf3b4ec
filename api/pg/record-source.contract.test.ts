import { describe, expect, it, vi } from 'vitest';
import { DurableJsonFile } from '../db/durable-json-file';
import { filesIn, type RecordSource, type RecordSourceOptions } from '../db/record-source';
import { IdempotencyKeyReusedError } from '../domain-errors';
import { postgresFixtures } from '../test-support/postgres-fixtures';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { prepareDatabase } from './database';
import { RecordLog } from './record-log';

interface Note {
  id: string;
  text: string;
}

/** One way of keeping records: open a collection (again, as a restarted server would), and make its next write fail. */
interface Keeping {
  open(options?: RecordSourceOptions<Note>): Promise<RecordSource<Note>>;
  /** A note whose write will fail after it was built (the disk full, or a row the database refuses). */
  doomed(id: string): Note;
}

const { afterTest, database } = postgresFixtures('records');
const sign = (purpose: string, text: string) => `${purpose}:${text}`;

const implementations: [string, () => Promise<Keeping>][] = [
  [
    'files in a data folder',
    async () => {
      const dataDir = await tempDataDir('records');
      afterTest(async () => {
        vi.restoreAllMocks();
        await removeDir(dataDir);
      });
      return {
        open: (options) => filesIn(dataDir).open<Note>('notes', options),
        doomed(id) {
          vi.spyOn(DurableJsonFile.prototype, 'write').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
          return { id, text: 'lost' };
        },
      };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const db = await database();
      await prepareDatabase(db.connect(), sign);
      return {
        open: (options) => new RecordLog(db.connect()).open<Note>('notes', options),
        // jsonb refuses a NUL character: the insert fails inside the transaction, after `build`.
        doomed: (id) => ({ id, text: 'lost\u0000' }),
      };
    },
  ],
];

const at = (minutes: number) => Date.UTC(2026, 5, 8, 16, minutes);

describe.each(implementations)('a record store on %s', (_name, keeping) => {
  it('when a record is inserted, then it is held in memory at once and read back by a store opened afterwards', async () => {
    const keep = await keeping();
    const store = await keep.open();

    const { record, replayed } = await store.insertOnce({ idempotencyKey: 'k1', payload: { text: 'first' }, now: at(0) }, () => ({ id: 'n1', text: 'first' }));
    const reopened = await keep.open();

    expect({ record, replayed }).toEqual({ record: { id: 'n1', text: 'first' }, replayed: false });
    expect(store.get('n1')).toEqual(record);
    expect(reopened.records).toEqual([{ id: 'n1', text: 'first' }]);
  });

  it('when a request comes again with its key, then the same record answers without building; a key reused for another payload is refused', async () => {
    const keep = await keeping();
    const store = await keep.open();
    await store.insertOnce({ idempotencyKey: 'k1', payload: { text: 'first' }, now: at(0) }, () => ({ id: 'n1', text: 'first' }));
    const build = vi.fn(() => ({ id: 'n2', text: 'again' }));

    const replay = await store.insertOnce({ idempotencyKey: 'k1', payload: { text: 'first' }, now: at(5) }, build);
    const reused = await store.insertOnce({ idempotencyKey: 'k1', payload: { text: 'other' }, now: at(6) }, build).catch((error: unknown) => error);
    const afterRestart = await (await keep.open()).insertOnce({ idempotencyKey: 'k1', payload: { text: 'first' }, now: at(7) }, build);

    expect(replay).toEqual({ record: { id: 'n1', text: 'first' }, replayed: true });
    expect(reused).toBeInstanceOf(IdempotencyKeyReusedError);
    expect(afterRestart).toEqual({ record: { id: 'n1', text: 'first' }, replayed: true });
    expect(build).not.toHaveBeenCalled();
    expect(store.records).toHaveLength(1);
  });

  it('when several records are written at once, then all are stored together, and a build that throws stores none', async () => {
    const keep = await keeping();
    const store = await keep.open();

    const { records } = await store.insertMany({ idempotencyKey: 'series', payload: 1, now: at(0) }, () => [
      { id: 'a', text: '1' },
      { id: 'b', text: '2' },
    ]);
    const refused = store.insertMany({ payload: 2, now: at(1) }, () => {
      throw new Error('a rule said no');
    });

    expect(records.map(({ id }) => id)).toEqual(['a', 'b']);
    await expect(refused).rejects.toThrow('a rule said no');
    expect((await keep.open()).records.map(({ id }) => id)).toEqual(['a', 'b']);
  });

  it('when a write fails after its records were built, then nothing of it is left in memory or stored, and its key is free', async () => {
    const keep = await keeping();
    const changes: string[] = [];
    const store = await keep.open({ onChange: (record, added) => changes.push(`${added ? '+' : '-'}${record.id}`) });
    await store.insertOnce({ payload: 0, now: at(0) }, () => ({ id: 'kept', text: 'kept' }));

    const failed = store.insertMany({ idempotencyKey: 'k2', payload: 1, now: at(1) }, () => [{ id: 'x', text: 'x' }, keep.doomed('y')]);
    await expect(failed).rejects.toThrow();
    const retried = await store.insertOnce({ idempotencyKey: 'k2', payload: 1, now: at(2) }, () => ({ id: 'z', text: 'retried' }));

    expect(changes).toEqual(['+kept', '+x', '+y', '-y', '-x', '+z']);
    expect(retried.replayed).toBe(false);
    expect(store.records.map(({ id }) => id)).toEqual(['kept', 'z']);
    expect((await keep.open()).records.map(({ id }) => id)).toEqual(['kept', 'z']);
  });

  it('when a rewrite removes one record and replaces another, then both stay in their places, and the removed one takes its key along', async () => {
    const keep = await keeping();
    const rewrites: string[] = [];
    const store = await keep.open({ onRewrite: ({ removed, replaced }) => rewrites.push(`-${removed.map(({ id }) => id).join()} ~${replaced.map(([, after]) => after.text).join()}`) });
    for (const id of ['a', 'b', 'c']) await store.insertOnce({ idempotencyKey: `key-${id}`, payload: id, now: at(0) }, () => ({ id, text: id }));

    const rewritten = await store.rewrite((note) => (note.id === 'a' ? { ...note, text: 'A' } : note.id === 'b' ? null : undefined));
    const again = await store.insertOnce({ idempotencyKey: 'key-b', payload: 'b', now: at(1) }, () => ({ id: 'b2', text: 'b again' }));
    const replayA = await store.insertOnce({ idempotencyKey: 'key-a', payload: 'a', now: at(1) }, () => ({ id: 'never', text: '' }));

    expect(rewritten.removed.map(({ id }) => id)).toEqual(['b']);
    expect(rewritten.replaced).toEqual([[{ id: 'a', text: 'a' }, { id: 'a', text: 'A' }]]);
    expect(rewrites).toEqual(['-b ~A']);
    expect(again).toEqual({ record: { id: 'b2', text: 'b again' }, replayed: false });
    expect(replayA).toEqual({ record: { id: 'a', text: 'A' }, replayed: true });
    expect((await keep.open()).records).toEqual([
      { id: 'a', text: 'A' },
      { id: 'c', text: 'c' },
      { id: 'b2', text: 'b again' },
    ]);
  });
});
