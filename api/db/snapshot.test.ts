import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { basename, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goneProcess } from '../test-support/gone-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { DurableJsonFile } from './durable-json-file';
import { StorageCeiling } from './storage-ceiling';
import { isSnapshotName, removeLeftoverSnapshots, removeSnapshot, takeSnapshot } from './snapshot';
import { writeGate } from './write-gate';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir('snapshot');
});
afterEach(() => removeDir(dataDir));

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(relative(folder, join(entry.parentPath, entry.name)));
  }
  return found.sort();
}

describe('snapshot of the data folder', () => {
  it('when taken, then it holds every data file, mail included, and none of the lock, socket, temporary files or other snapshots', async () => {
    await new DurableJsonFile(join(dataDir, 'contact-inquiries.json')).write({ records: [{ id: 'i1' }] });
    await writeFile(join(dataDir, 'app-secret'), 'secret\n', { mode: 0o600 });
    await mkdir(join(dataDir, 'mail'));
    await writeFile(join(dataDir, 'mail', 'a.eml'), 'message');
    await writeFile(join(dataDir, 'mail', 'b.eml.tmp'), 'half a message');
    await writeFile(join(dataDir, '.lock'), '{"pid":1}');
    await writeFile(join(dataDir, 'users.json.1.2.tmp'), '{"half');
    await mkdir(join(dataDir, '.snapshot-0123456789abcdef'));
    await writeFile(join(dataDir, '.snapshot-0123456789abcdef', 'old.json'), '{}');
    const socket = createServer();
    await new Promise<void>((resolve) => socket.listen(join(dataDir, 'staff.sock'), resolve));

    try {
      const snapshot = await takeSnapshot(dataDir);

      expect(isSnapshotName(relative(dataDir, snapshot.folder))).toBe(true);
      expect(snapshot.files).toBe(3);
      expect(await filesUnder(snapshot.folder)).toEqual(['app-secret', 'contact-inquiries.json', 'mail/a.eml']);
      expect((await stat(snapshot.folder)).mode & 0o777).toBe(0o700);
      expect((await stat(join(snapshot.folder, 'mail'))).mode & 0o777).toBe(0o700);
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
  });

  it('when the server writes after the snapshot, then the snapshot keeps the bytes of its instant', async () => {
    const file = new DurableJsonFile<{ records: { id: string }[] }>(join(dataDir, 'contact-inquiries.json'));
    await file.write({ records: [{ id: 'before' }] });

    const snapshot = await takeSnapshot(dataDir);
    await file.write({ records: [{ id: 'before' }, { id: 'after' }] });

    expect(JSON.parse(await readFile(join(snapshot.folder, 'contact-inquiries.json'), 'utf8'))).toEqual({ records: [{ id: 'before' }] });
    expect(JSON.parse(await readFile(join(dataDir, 'contact-inquiries.json'), 'utf8')).records).toHaveLength(2);
  });

  it('when writes are under way as the snapshot is asked for, then it waits for them and holds each one whole', async () => {
    const files = Array.from({ length: 20 }, (_, n) => new DurableJsonFile<{ records: { id: string }[] }>(join(dataDir, `collection-${n}.json`)));
    const writes = files.map((file, n) => file.write({ records: [{ id: `r${n}` }] }));

    const snapshot = await takeSnapshot(dataDir);
    await Promise.all(writes);

    expect(snapshot.files).toBe(20);
    for (const [n] of files.entries()) {
      expect(JSON.parse(await readFile(join(snapshot.folder, `collection-${n}.json`), 'utf8'))).toEqual({ records: [{ id: `r${n}` }] });
    }
  });

  it('when e-mails come and go while the early links are made, then the snapshot holds those of its instant', async () => {
    await mkdir(join(dataDir, 'mail'));
    await writeFile(join(dataDir, 'mail', 'a.eml'), 'old message');
    await writeFile(join(dataDir, 'mail', 'b.eml'), 'kept message');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A write under way (as the retention purge and the mail sender make them): the pause waits for it.
    const write = writeGate.write(async () => {
      await held;
      await writeFile(join(dataDir, 'mail', 'c.eml'), 'new message');
      await unlink(join(dataDir, 'mail', 'a.eml'));
    });

    const taking = takeSnapshot(dataDir);
    const early = async () => (await readdir(dataDir)).find((name) => name.startsWith('.snapshot-'));
    for (;;) {
      const folder = await early();
      if (folder && (await readdir(join(dataDir, folder, 'mail')).catch(() => [])).length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    release();
    const snapshot = await taking;
    await write;

    expect(await filesUnder(snapshot.folder)).toEqual(['mail/b.eml', 'mail/c.eml']);
    expect(snapshot.files).toBe(2);
  });

  it('when removed, then the data files stay', async () => {
    await new DurableJsonFile(join(dataDir, 'users.json')).write({ users: [] });
    const snapshot = await takeSnapshot(dataDir);

    await removeSnapshot(snapshot.folder);

    expect(await readdir(dataDir)).toEqual(['users.json']);
  });

  it('when snapshots were left by a killed backup or a crash, then the sweep removes them and nothing else: a running backup’s snapshot stays', async () => {
    await writeFile(join(dataDir, 'users.json'), '{}');
    const gone = await goneProcess();
    const running = await takeSnapshot(dataDir);
    const killed = await takeSnapshot(dataDir, gone);
    await mkdir(join(dataDir, '.snapshot-0123456789abcdef'));
    await mkdir(join(dataDir, '.snapshot-not-ours'));

    expect(await removeLeftoverSnapshots(dataDir)).toBe(2);
    expect((await readdir(dataDir)).sort()).toEqual(['.snapshot-not-ours', basename(running.folder), 'users.json'].sort());
    expect(basename(killed.folder)).toMatch(new RegExp(`^\\.snapshot-${gone}-[0-9a-f]{16}$`));
  });

  it('when a snapshot is taken, then the snapshots killed backups left go first', async () => {
    await writeFile(join(dataDir, 'users.json'), '{}');
    const killed = await takeSnapshot(dataDir, await goneProcess());

    const next = await takeSnapshot(dataDir);

    expect((await readdir(dataDir)).filter((name) => name.startsWith('.snapshot-'))).toEqual([basename(next.folder)]);
    expect(basename(killed.folder)).not.toBe(basename(next.folder));
  });

  it('when a snapshot exists, then the storage ceiling does not count its links a second time', async () => {
    await writeFile(join(dataDir, 'contact-inquiries.json'), 'x'.repeat(600 * 1024));
    await takeSnapshot(dataDir);

    const ceiling = await StorageCeiling.open(dataDir, 1);

    expect(ceiling.used).toBe(600 * 1024);
    expect(ceiling.full).toBe(false);
  });
});
