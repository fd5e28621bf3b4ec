import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { Collection } from './collection';
import { DurableJsonFile } from './durable-json-file';

interface Doc {
  items: number[];
}

let dataDir: string;
let collection: Collection<Doc>;
/** Each write that started, with what it wrote and a hand to let it finish. */
let writes: { items: number[]; finish: () => void }[];

beforeEach(async () => {
  dataDir = await tempDataDir('collection');
  collection = await Collection.open<Doc>(dataDir, 'doc', () => ({ items: [] }));
  writes = [];
  const realWrite = DurableJsonFile.prototype.write;
  vi.spyOn(DurableJsonFile.prototype, 'write').mockImplementation(function (this: DurableJsonFile<Doc>, data: Doc) {
    const items = [...data.items];
    return new Promise<void>((resolve, reject) => {
      writes.push({ items, finish: () => void realWrite.call(this, { items }).then(resolve, reject) });
    });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await removeDir(dataDir);
});

const change = (item: number) => {
  collection.data.items.push(item);
  return collection.commit();
};
/** Waits until `count` writes have started (a finished write really reaches the disk, which takes a moment). */
const started = (count: number) => vi.waitFor(() => expect(writes).toHaveLength(count), { timeout: 2_000, interval: 2 });
const onDisk = async () => (JSON.parse(await readFile(join(dataDir, 'doc.json'), 'utf8')) as Doc).items;

describe('group commit', () => {
  it('when ten changes arrive while a write is under way, then they share one next write', async () => {
    const first = change(1);
    const rest = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(change);

    writes[0]!.finish();
    await first;
    await started(2);
    writes[1]!.finish();
    await Promise.all(rest);

    expect(writes.map((write) => write.items)).toEqual([[1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    expect(await onDisk()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('when a change is committed, then its promise waits until the write holding it has finished', async () => {
    let done = false;
    void change(1).then(() => (done = true));

    // Its write has been handed the change: a commit that did not wait for it would have settled by now.
    await started(1);
    const beforeFinish = done;
    writes[0]!.finish();
    await vi.waitFor(() => expect(done).toBe(true));

    expect(beforeFinish).toBe(false);
  });

  it('when a write fails, then its committers see the error and the next commit writes again', async () => {
    vi.mocked(DurableJsonFile.prototype.write).mockRejectedValueOnce(new Error('disk full'));

    await expect(change(1)).rejects.toThrow('disk full');
    const next = change(2);
    writes[0]!.finish();
    await next;

    expect(await onDisk()).toEqual([1, 2]);
  });
});

describe('flush', () => {
  it('when flushing, then it waits for the writes holding the changes made so far and not for later ones', async () => {
    void change(1);
    void change(2); // queued behind the first write
    let flushed = false;
    void collection.flush().then(() => (flushed = true));

    writes[0]!.finish();
    await started(2);
    void change(3); // made after the flush began: it will need a third write
    const waitedForSecond = flushed;
    writes[1]!.finish();
    await vi.waitFor(() => expect(flushed).toBe(true), { timeout: 2_000 });

    expect(waitedForSecond).toBe(false);
    expect(await onDisk()).toEqual([1, 2]);
    await started(3);
    expect(writes.map((write) => write.items)).toEqual([[1], [1, 2], [1, 2, 3]]);
    writes[2]!.finish();
    await collection.flush();
    expect(await onDisk()).toEqual([1, 2, 3]);
  });

  it('when nothing is being written, then flush resolves at once', async () => {
    await expect(collection.flush()).resolves.toBeUndefined();
  });
});
