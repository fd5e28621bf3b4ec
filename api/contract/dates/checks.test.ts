import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRealDate } from './checks';

const DAY_MS = 86_400_000;

describe('dates: checks', () => {
  it.each(['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32', '0050-01-01', 'not-a-date'])(
    'when the date is %s, then it is not a real date',
    (date) => {
      expect(isRealDate(date)).toBe(false);
    },
  );

  it('when the date is any day from 1900 to 2199, leap days included, then it is real', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2000-02-29')).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2199, 11, 31) / DAY_MS }), (day) =>
        isRealDate(new Date(day * DAY_MS).toISOString().slice(0, 10)),
      ),
    );
  });
});
