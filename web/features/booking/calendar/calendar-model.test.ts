import { describe, expect, it } from 'vitest';
import { addMonths, clampDate, formatMonth, monthGrid, nextFocus } from './calendar-model';

describe('calendar model', () => {
  it('when a month is laid out, then it has six weeks from Sunday with nulls outside the month', () => {
    const grid = monthGrid('2026-03');
    expect(grid).toHaveLength(6);
    expect(grid[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(grid[4]![2]).toBe('2026-03-31');
    expect(grid[4]![3]).toBeNull();
    expect(grid[5]!.every((day) => day === null)).toBe(true);
  });

  it('when a month starts mid-week, then the days before it are null', () => {
    const grid = monthGrid('2026-04');
    expect(grid[0]!.slice(0, 3)).toEqual([null, null, null]);
    expect(grid[0]![3]).toBe('2026-04-01');
  });

  it('when moving a month from the 31st, then the day is clamped to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('when navigation keys are pressed, then focus moves as the APG date grid says', () => {
    expect(nextFocus('2026-03-11', 'ArrowRight')).toBe('2026-03-12');
    expect(nextFocus('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(nextFocus('2026-03-11', 'ArrowDown')).toBe('2026-03-18');
    expect(nextFocus('2026-03-11', 'ArrowUp')).toBe('2026-03-04');
    expect(nextFocus('2026-03-11', 'Home')).toBe('2026-03-08'); // Wednesday → Sunday
    expect(nextFocus('2026-03-11', 'End')).toBe('2026-03-14'); // → Saturday
    expect(nextFocus('2026-03-11', 'PageDown')).toBe('2026-04-11');
    expect(nextFocus('2026-03-11', 'PageUp', true)).toBe('2025-03-11');
    expect(nextFocus('2026-03-11', 'Enter')).toBeNull();
  });

  it('when a date is outside the range, then it is clamped to the nearest end', () => {
    expect(clampDate('2026-02-01', '2026-03-01', '2026-04-30')).toBe('2026-03-01');
    expect(clampDate('2026-05-01', '2026-03-01', '2026-04-30')).toBe('2026-04-30');
    expect(clampDate('2026-03-20', '2026-03-01', '2026-04-30')).toBe('2026-03-20');
  });

  it('when a month is titled, then it reads as Intl would spell it, without loading Intl in the page', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let index = 0; index < 24; index++) {
      const month = `${2026 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      expect(formatMonth(month)).toBe(intl.format(new Date(`${month}-01T00:00:00Z`)));
    }
    expect(formatMonth('2026-03')).toBe('March 2026');
  });
});
