import { describe, expect, it } from 'vitest';
import { canonicalJson, type ChainOptions, type FileOf, GENESIS, type HeadState, isSameBreak, macOf, verifyChain } from './audit-chain';
import type { AuditRecord } from './audit-record';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

/** `count` entries chained from `prev`, a day apart from `start`. */
function chain(count: number, { prev = GENESIS, start = '2026-01-01T00:00:00.000Z', label = 'e', signWith = key } = {}): AuditRecord[] {
  const records: AuditRecord[] = [];
  for (let index = 0; index < count; index++) {
    const fields: AuditRecord = {
      id: `${label}${index}`,
      createdAt: new Date(Date.parse(start) + index * 86_400_000).toISOString(),
      actor: 'coordinator',
      action: 'view-booking',
      recordIds: [`b${index}`],
      address: '127.0.0.1',
      outcome: 'ok',
      prev: records.at(-1)?.hash ?? prev,
    };
    records.push({ ...fields, hash: macOf(fields, signWith) });
  }
  return records;
}

const sealed = (fields: AuditRecord): AuditRecord => ({ ...fields, hash: macOf(fields, key) });
const headAt = (record: AuditRecord): HeadState => ({ state: 'ok', lastId: record.id, hash: record.hash! });
const inCurrentFile: FileOf = () => 'audit.json';
const verify = (records: AuditRecord[], head: HeadState = headAt(records.at(-1)!), fileOf = inCurrentFile, options?: ChainOptions) => verifyChain(records, head, key, fileOf, options);
/** The report with each break's evidence left out (a digest; its own test below). */
const check = (...args: Parameters<typeof verify>) => {
  const report = verify(...args);
  return { ...report, breaks: report.breaks.map(({ evidence: _evidence, ...found }) => found) };
};
const without = (records: AuditRecord[], ...indexes: number[]) => records.filter((_, index) => !indexes.includes(index));

describe('the audit chain', () => {
  it('when every entry is as written, then it is whole and names the first and last entry checked', () => {
    const records = chain(5);

    const report = check(records);

    expect(report).toMatchObject({ checked: 5, unchained: 0, breaks: [] });
    expect([report.first?.id, report.last?.id]).toEqual(['e0', 'e4']);
  });

  it('when an entry is dropped, then the break is named by the entries either side of the gap', () => {
    const report = check(without(chain(5), 2));

    expect(report.breaks).toEqual([{ kind: 'missing-entries', recordIds: ['e1', 'e3'], files: ['audit.json'], entries: 1 }]);
  });

  it('when the first entries are dropped, then the trail no longer starts where the chain began', () => {
    expect(check(without(chain(4), 0, 1)).breaks).toEqual([{ kind: 'missing-entries', recordIds: ['e2'], files: ['audit.json'], entries: 1 }]);
  });

  it('when an entry is edited, or a field added to it, then that entry is named; the chain goes on checking after it', () => {
    const records = chain(5);
    const edited = [...records];
    edited[2] = { ...records[2]!, actor: 'someone-else' };
    const added = [...records];
    added[3] = { ...records[3]!, detail: 'totp' };

    expect(check(edited).breaks).toEqual([{ kind: 'edited-entry', recordIds: ['e1', 'e2'], files: ['audit.json'], entries: 1 }]);
    expect(check(added).breaks).toEqual([{ kind: 'edited-entry', recordIds: ['e2', 'e3'], files: ['audit.json'], entries: 1 }]);
  });

  it('when an entry after the chain began has no hash, then it is an edit, and the entry after it still links', () => {
    const records = chain(5);
    const { hash: _hash, ...stripped } = records[2]!;

    expect(check([...records.slice(0, 2), stripped, ...records.slice(3)]).breaks).toEqual([{ kind: 'edited-entry', recordIds: ['e1', 'e2'], files: ['audit.json'], entries: 1 }]);
  });

  it('when two entries are swapped, then one break names the stretch out of order', () => {
    const records = chain(5);

    const report = check([records[0]!, records[2]!, records[1]!, records[3]!, records[4]!]);

    expect(report.breaks).toEqual([{ kind: 'reordered-entries', recordIds: ['e0', 'e2', 'e3'], files: ['audit.json'], entries: 3 }]);
  });

  it('when the newest entries are cut off, then the head names an entry that is gone; a head one entry behind is no break', () => {
    const records = chain(5);

    expect(check(records.slice(0, 3), headAt(records[4]!)).breaks).toEqual([{ kind: 'cut-off', recordIds: ['e2', 'e4'], files: ['audit.json'], entries: 0 }]);
    expect(check(records, headAt(records[3]!)).breaks).toEqual([]);
  });

  it('when the head file is missing or does not verify, then that is a break of its own', () => {
    const records = chain(3);

    expect(check(records, { state: 'missing' }).breaks).toEqual([{ kind: 'missing-head', recordIds: ['e2'], files: [], entries: 0 }]);
    expect(check(records, { state: 'invalid' }).breaks).toEqual([{ kind: 'edited-head', recordIds: ['e2'], files: [], entries: 0 }]);
  });

  it('when a whole part file is gone, then the gap between its neighbours is a missing part; entries gone from inside one file are not', () => {
    const records = [...chain(2, { label: 'apr', start: '2026-04-01T00:00:00.000Z' })];
    records.push(...chain(2, { label: 'may', start: '2026-05-01T00:00:00.000Z', prev: records.at(-1)!.hash }));
    records.push(...chain(2, { label: 'jun', start: '2026-06-01T00:00:00.000Z', prev: records.at(-1)!.hash }));
    const fileOf = (record: AuditRecord) => `audit-${record.createdAt.slice(0, 7)}.json`;

    expect(check(without(records, 2, 3), undefined, fileOf).breaks).toEqual([
      { kind: 'missing-part', recordIds: ['apr1', 'jun0'], files: ['audit-2026-04.json', 'audit-2026-06.json'], entries: 1 },
    ]);
    expect(check(without(records, 3), undefined, fileOf).breaks[0]!.kind).toBe('missing-entries');
    // Sealed by size: April's parts 1 and 3 are there, part 2 (may0 here) is not.
    const numbered = (record: AuditRecord) => (record.id.startsWith('may') ? 'audit-2026-04.3.json' : 'audit-2026-04.json');
    expect(check([records[0]!, records[1]!, records[3]!], undefined, numbered).breaks).toEqual([
      { kind: 'missing-part', recordIds: ['apr1', 'may1'], files: ['audit-2026-04.json', 'audit-2026-04.3.json'], entries: 1 },
    ]);
  });

  it('when entries from before the chain come first, then they are counted and not checked; a hashless one after the chain began is a break; with no chained entry and no head, it is a stripped trail', () => {
    const legacy: AuditRecord[] = [0, 1].map((index) => ({ id: `old${index}`, createdAt: '2025-12-01T00:00:00.000Z', actor: 'cli', action: 'account-added', recordIds: [], address: 'local', outcome: 'ok' }));
    const records = [...legacy, ...chain(3)];

    expect(check(records)).toMatchObject({ checked: 3, unchained: 2, breaks: [] });
    const late = chain(1, { prev: 'x', label: 'late' });
    expect(check([...records, legacy[0]!, ...late], headAt(late[0]!)).breaks[0]).toMatchObject({
      kind: 'edited-entry',
      recordIds: ['e2', 'old0', 'late0'],
    });
    expect(check(legacy, { state: 'missing' })).toMatchObject({ checked: 0, unchained: 2, breaks: [{ kind: 'stripped-trail', recordIds: ['old0', 'old1'], files: ['audit.json'], entries: 2 }] });
  });

  it('when the oldest entries were pruned, then the trail may start where a prune recorded its anchor, and nowhere else', () => {
    const records = chain(6);
    const pruned = sealed({ id: 'p', createdAt: '2032-01-01T00:00:00.000Z', actor: 'system', action: 'audit-pruned', recordIds: [], address: 'local', outcome: 'ok', prev: records[5]!.hash, anchor: { hash: records[1]!.hash!, removed: 2, before: '2026-01-03T00:00:00.000Z' } });
    const forged = { ...pruned, anchor: { ...pruned.anchor!, hash: records[2]!.hash! } };

    const report = check([...records.slice(2), pruned]);

    expect(report).toMatchObject({ checked: 5, breaks: [], prunedBefore: '2026-01-03T00:00:00.000Z' });
    expect(check([...records.slice(3), pruned]).breaks).toEqual([{ kind: 'missing-entries', recordIds: ['e3'], files: ['audit.json'], entries: 1 }]);
    expect(check([...records.slice(3), forged]).breaks.map((found) => found.kind)).toEqual(['missing-entries', 'edited-entry']);
  });

  it('when the trail was written under another key, then one break says so rather than every entry edited', () => {
    const records = chain(4, { signWith: otherKey });

    expect(check(records, { state: 'invalid' }).breaks).toEqual([{ kind: 'other-key', recordIds: ['e0', 'e3'], files: ['audit.json'], entries: 4 }]);
  });

  it('when there is no entry and no head, then the trail has not begun, unless the folder shows one was kept: then it was deleted', () => {
    expect(check([], { state: 'missing' })).toMatchObject({ checked: 0, breaks: [] });
    expect(check([], { state: 'missing' }, inCurrentFile, { expected: true }).breaks).toEqual([{ kind: 'missing-trail', recordIds: [], files: [], entries: 0 }]);
    expect(check([], headAt(chain(1)[0]!), inCurrentFile, { expected: false }).breaks.map((found) => found.kind)).toEqual(['cut-off']);
  });

  it('when a break is found again as it was, then it is the same break; when other entries take its ids, or its entries change again, then it is not', () => {
    const records = chain(10);
    const edited = [...records];
    edited[2] = { ...records[2]!, address: '203.0.113.9' };
    const [found] = verify(edited).breaks;
    const recorded = sealed({ id: 'r', createdAt: '2026-02-01T00:00:00.000Z', actor: 'system', action: 'audit-chain-broken', recordIds: found!.recordIds, address: 'local', outcome: 'ok', detail: found!.kind, evidence: found!.evidence });
    const idsReused = [...edited.slice(0, 2), { ...edited[8]!, id: 'e2' }, ...edited.slice(9)];
    const editedAgain = edited.map((record, index) => (index === 2 ? { ...record, actor: 'someone-else' } : record));

    expect(isSameBreak(recorded, verify(edited).breaks[0]!)).toBe(true);
    expect(verify(idsReused).breaks.map(({ kind, recordIds }) => ({ kind, recordIds }))).toEqual([{ kind: 'edited-entry', recordIds: ['e1', 'e2'] }]);
    expect(isSameBreak(recorded, verify(idsReused).breaks[0]!)).toBe(false);
    expect(isSameBreak(recorded, verify(editedAgain).breaks[0]!)).toBe(false);
    expect(isSameBreak({ ...recorded, detail: 'reordered-entries' }, found!)).toBe(false);
  });

  it('when an entry is read back with its fields in another order, then it hashes the same', () => {
    const [record] = chain(1);
    const reordered = Object.fromEntries(Object.entries(record!).reverse()) as unknown as AuditRecord;

    expect(canonicalJson(reordered)).toBe(canonicalJson(record));
    expect(check([reordered]).breaks).toEqual([]);
    expect(canonicalJson({ b: [1, undefined], a: { d: undefined, c: 'x' } })).toBe('{"a":{"c":"x"},"b":[1,null]}');
  });
});
