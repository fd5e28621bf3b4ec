import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Encoded, recordFileEncoder } from './json-encoding';

const text = (encoded: Encoded) => (typeof encoded === 'string' ? encoded : Buffer.concat(encoded).toString('utf8'));
const record = (n: number, extra = '') => Object.freeze({ id: `r${n}`, message: `Wundversorgung zu Hause ✓ ${extra}` });
const key = (n: number) => Object.freeze({ key: `k${n}`, createdAt: n });

describe('recordFileEncoder', () => {
  it('when the arrays only grow between writes, then every write equals JSON.stringify of the data', () => {
    const encode = recordFileEncoder();
    const data = { records: [] as object[], idempotency: [] as object[] };
    expect(text(encode(data))).toBe(JSON.stringify(data));
    for (let n = 0; n < 300; n++) {
      data.records.push(record(n));
      if (n % 3 === 0) data.idempotency.push(key(n));
      expect(JSON.parse(text(encode(data)))).toEqual(data);
    }
    expect(text(encode(data))).toBe(JSON.stringify(data));
  });

  it('when an item is removed, replaced or the array swapped (undo, pruning), then the next write still matches', () => {
    const encode = recordFileEncoder();
    const data = { records: [record(1), record(2), record(3)], idempotency: [key(1), key(2)] };
    encode(data);
    data.records.splice(1, 1);
    expect(text(encode(data))).toBe(JSON.stringify(data));
    data.records[1] = record(9, 'replaced');
    expect(text(encode(data))).toBe(JSON.stringify(data));
    data.idempotency = data.idempotency.filter((entry) => entry.createdAt > 1);
    expect(text(encode(data))).toBe(JSON.stringify(data));
    data.records = [];
    expect(text(encode(data))).toBe(JSON.stringify(data));
  });

  it('when any sequence of appends and removals is encoded, then each write equals JSON.stringify', () => {
    const step = fc.oneof(fc.record({ add: fc.string() }), fc.record({ remove: fc.nat() }));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        const encode = recordFileEncoder();
        const data = { records: [] as object[], idempotency: [] as object[] };
        let n = 0;
        for (const change of steps) {
          if ('add' in change) data.records.push(record(n++, change.add));
          else if (data.records.length) data.records.splice(change.remove % data.records.length, 1);
          if (text(encode(data)) !== JSON.stringify(data)) return false;
        }
        return true;
      }),
    );
  });
});
