import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DurableJsonFile } from '../db/durable-json-file';
import { RecordStore } from '../db/record-store';
import { AppSecret } from '../secrets/app-secret';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { HeadFile } from './audit-head';
import type { AuditInput, AuditRecord } from './audit-record';
import { AuditStore } from './audit.store';
import { filesIn } from '../db/record-source';

const secret = AppSecret.fromString('a test secret that is long enough to be accepted');
const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-06-08T16:00:00Z');
const STAFF = { actor: 'coordinator', address: '127.0.0.1' };
const viewed = (id: string): AuditInput => ({ ...STAFF, action: 'view-booking', recordIds: [id], outcome: 'ok' });

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir('audit');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await removeDir(dataDir);
});

const open = (now = NOW) => AuditStore.open(filesIn(dataDir), secret, { now });
const viewedIds = (store: AuditStore) => store.all.filter((entry) => entry.action === 'view-booking').map((entry) => entry.recordIds[0]);

/** Rewrites the current file with `change` applied to its records, as someone editing it with the server stopped would. */
async function tamper(change: (records: AuditRecord[]) => AuditRecord[]): Promise<void> {
  const file = join(dataDir, 'audit.json');
  const data = JSON.parse(await readFile(file, 'utf8')) as { records: AuditRecord[] };
  await writeFile(file, JSON.stringify({ ...data, records: change(data.records) }));
}

async function appendAll(store: AuditStore, entries: [string, string][]): Promise<void> {
  for (const [id, when] of entries) await store.append(viewed(id), at(when));
  await store.flush();
}

describe('the audit store', () => {
  it('when appends race and the first write fails, then that entry is undone and the others chain on without it', async () => {
    const store = await open();
    vi.spyOn(DurableJsonFile.prototype, 'write').mockRejectedValueOnce(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));

    const outcomes = await Promise.allSettled(['b0', 'b1', 'b2', 'b3'].map((id, index) => store.append(viewed(id), NOW + index)));
    await store.flush();
    const reopened = await open();

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(viewedIds(reopened)).toEqual(['b1', 'b2', 'b3']);
    expect(reopened.checked.report).toMatchObject({ checked: 3, breaks: [] });
    expect(reopened.checked.recorded).toEqual([]);
  });

  it('when the clock steps back across a month’s end, then the entry is dated after the one before, so the sealed months read back in order', async () => {
    const store = await open();

    await appendAll(store, [
      ['july', '2026-07-01T00:00:01Z'],
      ['june', '2026-06-30T23:59:59Z'],
      ['august', '2026-08-01T09:00:00Z'],
    ]);
    const reopened = await open(at('2026-08-02T00:00:00Z'));

    expect(store.all[1]!.createdAt).toBe('2026-07-01T00:00:01.000Z');
    expect((await readdir(dataDir)).filter((name) => name.startsWith('audit-2026'))).toEqual(['audit-2026-07.json']);
    expect(viewedIds(reopened)).toEqual(['july', 'june', 'august']);
    expect(reopened.checked.report.breaks).toEqual([]);
  });

  it('when an entry was dropped, then the next open records the break once, and staff see it until one acknowledges it', async () => {
    await appendAll(await open(), [
      ['b0', '2026-06-08T16:00:00Z'],
      ['b1', '2026-06-08T16:01:00Z'],
      ['b2', '2026-06-08T16:02:00Z'],
    ]);
    await tamper((records) => records.filter((record) => record.recordIds[0] !== 'b1'));

    const first = await open();
    const [ids, breakEntry] = [first.all.map((entry) => entry.id), first.checked.recorded[0]?.entry];
    await first.flush();
    const second = await open();
    const acknowledged = await second.acknowledgeBreak(breakEntry!.id, STAFF, NOW + 60_000);
    const again = await second.acknowledgeBreak(breakEntry!.id, STAFF, NOW + 60_000);
    const unknown = await second.acknowledgeBreak('no-such-entry', STAFF, NOW + 60_000);
    await second.flush();
    const third = await open();

    expect(breakEntry).toMatchObject({ actor: 'system', address: 'local', action: 'audit-chain-broken', detail: 'missing-entries', recordIds: [ids[0], ids[1]] });
    expect(second.checked.recorded).toEqual([]);
    expect(second.checked.report.breaks).toHaveLength(1);
    expect([acknowledged, again, unknown]).toEqual(['acknowledged', 'already', 'unknown']);
    expect(third.unacknowledgedBreaks()).toEqual([]);
    expect(third.all.filter((entry) => entry.action === 'acknowledge-audit-break')).toEqual([expect.objectContaining({ ...STAFF, recordIds: [breakEntry!.id] })]);
    expect(third.checked.recorded).toEqual([]);
  });

  it.each<[string, (records: AuditRecord[]) => AuditRecord[]]>([
    [
      'the edited entry and the five after it are deleted, and the next one is given its id',
      (records) => {
        const edited = records.findIndex((record) => record.recordIds[0] === 'b2');
        return [...records.slice(0, edited), { ...records[edited + 6]!, id: records[edited]!.id }, ...records.slice(edited + 7)];
      },
    ],
    ['the edited entry is changed again, its id and stored hash kept', (records) => records.map((record) => (record.recordIds[0] === 'b2' ? { ...record, actor: 'someone-else' } : record))],
  ])('when, after staff acknowledged an edited entry, %s, then that is a new break, recorded and shown to staff', async (_how, change) => {
    await appendAll(
      await open(),
      Array.from({ length: 10 }, (_, index): [string, string] => [`b${index}`, new Date(NOW + index * 60_000).toISOString()]),
    );
    await tamper((records) => records.map((record) => (record.recordIds[0] === 'b2' ? { ...record, address: '203.0.113.9' } : record)));
    const first = await open();
    const acknowledged = first.checked.recorded[0]!.entry;
    await first.acknowledgeBreak(acknowledged.id, STAFF, NOW + 3_600_000);
    await first.flush();

    await tamper(change);
    const second = await open(NOW + 7_200_000);

    expect(first.checked.recorded.map(({ found }) => found.kind)).toEqual(['edited-entry']);
    expect(second.checked.recorded.map(({ found }) => found.kind)).toEqual(['edited-entry']);
    expect(second.unacknowledgedBreaks().map((entry) => entry.id)).toEqual([second.checked.recorded[0]!.entry.id]);
  });

  it('when the trail was written under another secret, then that is recorded once as one break, not again at the next open', async () => {
    await appendAll(await open(), [
      ['b0', '2026-06-08T16:00:00Z'],
      ['b1', '2026-06-08T16:01:00Z'],
    ]);
    const otherSecret = AppSecret.fromString('another test secret that is long enough to be accepted');

    const first = await AuditStore.open(filesIn(dataDir), otherSecret, { now: NOW + 60_000 });
    await first.flush();
    const second = await AuditStore.open(filesIn(dataDir), otherSecret, { now: NOW + 120_000 });

    expect(first.checked.recorded.map(({ found }) => found.kind)).toEqual(['other-key']);
    expect(second.checked.report.breaks.map((found) => found.kind)).toEqual(['edited-entry']);
    expect(second.checked.recorded).toEqual([]);
    expect(second.unacknowledgedBreaks()).toHaveLength(1);
  });

  it('when the head could not be written after an entry, then the next open finds it one behind, which is no break, and brings it up to date', async () => {
    const store = await open();
    await store.append(viewed('b0'), NOW);
    vi.spyOn(HeadFile.prototype, 'write').mockRejectedValueOnce(new Error('EIO: i/o error'));

    await expect(store.append(viewed('b1'), NOW + 1)).rejects.toThrow('EIO');
    vi.restoreAllMocks();
    const reopened = await open();
    await rm(join(dataDir, 'audit.json'));
    const cut = await open();

    expect(viewedIds(reopened)).toEqual(['b0', 'b1']);
    expect(reopened.checked).toMatchObject({ report: { breaks: [] }, recorded: [] });
    expect(cut.checked.recorded.map(({ found }) => found.kind)).toEqual(['cut-off']);
    expect(cut.checked.recorded[0]!.found.recordIds.at(-1)).toBe(reopened.all.at(-1)!.id);
  });

  it('when entries older than the cut-off are pruned, then their parts go, the trail checks whole from the recorded anchor, and deleting a part not pruned is still a break', async () => {
    const store = await open(at('2019-01-01T00:00:00Z'));
    await appendAll(store, [
      ['jan1', '2019-01-05T10:00:00Z'],
      ['jan2', '2019-01-20T10:00:00Z'],
      ['feb1', '2019-02-05T10:00:00Z'],
      ['feb2', '2019-02-25T10:00:00Z'],
      ['mar1', '2019-03-05T10:00:00Z'],
      ['now1', '2026-06-08T10:00:00Z'],
    ]);

    const removed = await store.prune(at('2019-02-15T00:00:00Z'), NOW);
    await store.flush();
    const reopened = await open();
    await rm(join(dataDir, 'audit-2019-03.json'));
    const missing = await open();

    expect(removed).toBe(3);
    expect(viewedIds(reopened)).toEqual(['feb2', 'mar1', 'now1']);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('audit-2019'))).toEqual(['audit-2019-02.json']);
    expect(reopened.all.filter((entry) => entry.action === 'audit-pruned').map((entry) => entry.anchor?.removed)).toEqual([2, 1]);
    expect(reopened.checked).toMatchObject({ report: { breaks: [], prunedBefore: '2019-02-15T00:00:00.000Z' }, recorded: [] });
    expect(missing.checked.recorded.map(({ found }) => found.kind)).toEqual(['missing-part']);
  });

  it.each([
    ['its anchor cannot be written', () => vi.spyOn(DurableJsonFile.prototype, 'write').mockRejectedValueOnce(new Error('EIO: i/o error'))],
    ['the file cannot be rewritten after its anchor was', () => vi.spyOn(RecordStore.prototype, 'rewrite').mockRejectedValueOnce(new Error('EIO: i/o error'))],
  ])('when a prune stops because %s, then the trail still checks, and the next prune finishes', async (_when, fail) => {
    const store = await open(at('2019-01-01T00:00:00Z'));
    await appendAll(store, [
      ['jan1', '2019-01-05T10:00:00Z'],
      ['now1', '2026-06-08T10:00:00Z'],
    ]);
    fail();

    await expect(store.prune(at('2020-01-01T00:00:00Z'), NOW)).rejects.toThrow('EIO');
    vi.restoreAllMocks();
    const interrupted = await open();
    const removed = await interrupted.prune(at('2020-01-01T00:00:00Z'), NOW);
    await interrupted.flush();
    const finished = await open();

    expect(interrupted.checked).toMatchObject({ report: { breaks: [] }, recorded: [] });
    expect(removed).toBe(1);
    expect(viewedIds(finished)).toEqual(['now1']);
    expect(finished.checked).toMatchObject({ report: { breaks: [] }, recorded: [] });
  });

  it('when the cut-off is after now, then the prune refuses and removes nothing', async () => {
    const store = await open();
    await store.append(viewed('b0'), NOW);

    await expect(store.prune(NOW + 1, NOW)).rejects.toThrow('prune: `before` must not be after `now`.');
    expect(viewedIds(store)).toEqual(['b0']);
  });

  it('when a break no one acknowledged is older than the cut-off, then the prune stops at it until it is acknowledged', async () => {
    await appendAll(await open(at('2019-01-01T00:00:00Z')), [
      ['b0', '2019-01-05T10:00:00Z'],
      ['b1', '2019-01-06T10:00:00Z'],
      ['b2', '2019-01-07T10:00:00Z'],
    ]);
    await tamper((records) => records.filter((record) => record.recordIds[0] !== 'b1'));
    const store = await open(at('2019-01-08T10:00:00Z'));
    const breakId = store.checked.recorded[0]!.entry.id;

    const before = await store.prune(at('2020-01-01T00:00:00Z'), NOW);
    await store.acknowledgeBreak(breakId, STAFF, NOW);
    const after = await store.prune(at('2020-01-01T00:00:00Z'), NOW);
    await store.flush();
    const reopened = await open();

    expect(before).toBe(2);
    expect(after).toBe(1);
    expect(reopened.all.some((entry) => entry.id === breakId)).toBe(false);
    expect(reopened.checked).toMatchObject({ report: { breaks: [] }, recorded: [] });
  });
});
