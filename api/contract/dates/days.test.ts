import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateLong, formatTime12h, parseDate, parseTime, utcDay } from './days';

const DAY_MS = 86_400_000;

describe('dates: days', () => {
  it('when formatting a date, then it reads as weekday, month day, year whatever the zone', () => {
    expect(formatDateLong('2026-03-09')).toBe('Monday, March 9, 2026');
    expect(formatDateLong('2026-11-01')).toBe('Sunday, November 1, 2026');
  });

  it('when formatting any day of two years, then it matches what Intl spells (it is written out to keep Intl off the page)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * DAY_MS);
      expect(formatDateLong(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['13:15', '1:15 PM'],
    ['16:45', '4:45 PM'],
  ])('when formatting %s, then it is %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it('when a date or a time is taken apart, then its numbers come out; a date is its own UTC midnight', () => {
    expect(parseDate('2026-03-09')).toEqual([2026, 3, 9]);
    expect(parseDate('2026-03')).toEqual([2026, 3]);
    expect(parseTime('13:05')).toEqual([13, 5]);
    expect(utcDay('2026-03-09').toISOString()).toBe('2026-03-09T00:00:00.000Z');
    // An impossible day rolls over rather than failing; the schemas reject it (checks.ts).
    expect(utcDay('2026-02-30').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('dates: what the pages load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the page-side parts load, spell dates and lay out a month, then no Intl.DateTimeFormat is made', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const days = await import('./days');
    const times = await import('./times');
    const calendar = await import('./calendar');
    const checks = await import('./checks');

    days.formatDateLong(calendar.addDays('2026-03-09', calendar.weekdayOf('2026-03-09')));
    days.formatTime12h(times.addMinutes('09:00', 60));
    days.formatMonth(calendar.monthOf(calendar.addMonths('2026-01-31', 1)));
    calendar.monthGrid('2026-03');
    checks.isRealDate('2026-02-30');

    expect(made).not.toHaveBeenCalled();
  });
});
