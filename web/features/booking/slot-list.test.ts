import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { slotListSchema } from '#contract';
import { parseSlotList } from './slot-list';

const SAMPLES: unknown[] = [
  [],
  [{ date: '2030-03-05', time: '09:00', available: true }],
  [{ date: '2030-03-05', time: '09:00', available: false, extra: 'dropped' }],
  null,
  {},
  'slots',
  [null],
  [[]],
  [{ date: '2030-03-05', time: '09:00' }],
  [{ date: 20300305, time: '09:00', available: true }],
  [{ date: '2030-03-05', time: 900, available: true }],
  [{ date: '2030-03-05', time: '09:00', available: 'yes' }],
  [{ date: '2030-03-05', time: '09:00', available: true }, 'not a slot'],
];

describe('parseSlotList', () => {
  it('when given any answer, then it accepts, returns and refuses exactly what the contract schema does', () => {
    for (const sample of SAMPLES) {
      const expected = v.safeParse(slotListSchema, sample);
      if (expected.success) expect(parseSlotList(sample)).toEqual(expected.output);
      else expect(() => parseSlotList(sample), JSON.stringify(sample)).toThrow(TypeError);
    }
  });
});
