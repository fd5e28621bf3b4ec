import { describe, expect, it } from 'vitest';
import { addMinutes, formatDateLong, formatTime12h, timeZoneName } from './format';

describe('format', () => {
  it('when formatting a date, then it reads as weekday, month day, year whatever the zone', () => {
    expect(formatDateLong('2026-03-09')).toBe('Monday, March 9, 2026');
    expect(formatDateLong('2026-11-01')).toBe('Sunday, November 1, 2026');
  });

  it('when formatting any day of two years, then it matches what Intl spells (it is written out to keep Intl off the page)', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
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

  it('when adding an hour to a coordinator start, then the end time follows', () => {
    expect(addMinutes('14:00', 60)).toBe('15:00');
    expect(addMinutes('23:30', 45)).toBe('00:15');
  });

  it("when naming New York's zone, then it is Eastern Time; an unknown zone falls back to its id", () => {
    expect(timeZoneName('America/New_York')).toBe('Eastern Time');
    expect(timeZoneName('Not/AZone')).toBe('Not/AZone');
  });
});
