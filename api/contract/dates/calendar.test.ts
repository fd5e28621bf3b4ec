import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, firstOfMonth, isoDate, lastOfMonth, monthGrid, monthOf, weekdayOf } from './calendar';
import { formatMonth } from './days';
import { parseDate } from './days';

const DAY_MS = 86_400_000;
/** Any day from 1900 to 2199, as the reference Date spells it. */
const anyDay = fc.integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2199, 11, 31) / DAY_MS }).map((day) => new Date(day * DAY_MS));
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

describe('dates: calendar', () => {
  it('when any date is taken apart and written from its numbers, then it is the same date', () => {
    expect(isoDate(2026, 3, 9)).toBe('2026-03-09');
    expect(isoDate(987, 12, 31)).toBe('0987-12-31');
    fc.assert(fc.property(anyDay, (day) => isoDate(...parseDate(isoOf(day))) === isoOf(day)));
  });

  it('when adding days across month, year and leap-day ends, then the calendar date follows', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-08', 0)).toBe('2026-03-08');
  });

  it('when adding any number of days to any day, then it agrees with Date arithmetic, and so does the weekday', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -800, max: 800 }), (day, days) => {
        expect(addDays(isoOf(day), days)).toBe(isoOf(new Date(day.getTime() + days * DAY_MS)));
        expect(weekdayOf(isoOf(day))).toBe(day.getUTCDay());
      }),
    );
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-03-14')).toBe(6);
  });

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

  it('when any month is laid out, then its days appear once each, in order, under their own weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), (year, monthNumber) => {
        const month = `${year}-${String(monthNumber).padStart(2, '0')}`;
        const grid = monthGrid(month);
        const days = grid.flat().filter((date): date is string => date !== null);
        expect(days[0]).toBe(firstOfMonth(month));
        expect(days.at(-1)).toBe(lastOfMonth(month));
        expect(days.map((date) => Number(date.slice(8)))).toEqual(Array.from({ length: days.length }, (_, i) => i + 1));
        for (const week of grid) week.forEach((date, column) => date && expect(weekdayOf(date)).toBe(column));
      }),
    );
  });

  it('when the first and last day of a month are asked for, then February knows leap years', () => {
    expect(monthOf('2026-03-09')).toBe('2026-03');
    expect(firstOfMonth('2026-02')).toBe('2026-02-01');
    expect(lastOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastOfMonth('2026-04')).toBe('2026-04-30');
    expect(lastOfMonth('2026-12')).toBe('2026-12-31');
  });

  it('when moving a month from the 31st, then the day is clamped to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-11', -12)).toBe('2025-03-11');
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
