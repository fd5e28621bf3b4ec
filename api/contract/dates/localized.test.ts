import { describe, expect, it } from 'vitest';
import { formatDateLong, formatTime12h } from './days';
import { formatDateIn, formatTimeIn, timeZoneNameIn } from './localized';
import { timeZoneName } from './wall-clock';

const DAY_MS = 86_400_000;
const JUNE = new Date('2026-06-09T13:00:00Z');

describe('dates in a language', () => {
  it('when any day of two years and every minute of a day are spelled in English, then they are exactly what days.ts spells', () => {
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
      expect(formatDateIn(date, 'en')).toBe(formatDateLong(date));
    }
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(formatTimeIn(time, 'en')).toBe(formatTime12h(time));
    }
    expect(timeZoneNameIn('America/New_York', 'en', JUNE)).toBe(timeZoneName('America/New_York', JUNE));
  });

  it('when a date is spelled in Spanish, then it is US Spanish, whatever the zone of the machine', () => {
    expect(formatDateIn('2026-06-09', 'es')).toBe('martes, 9 de junio de 2026');
    expect(formatDateIn('2026-11-01', 'es')).toBe('domingo, 1 de noviembre de 2026');
    expect(formatDateIn('2027-01-01', 'es')).toBe('viernes, 1 de enero de 2027');
  });

  it.each([
    ['00:00', '12:00 a.m.'],
    ['09:15', '9:15 a.m.'],
    ['12:00', '12:00 p.m.'],
    ['13:05', '1:05 p.m.'],
    ['16:45', '4:45 p.m.'],
  ])('when %s is spelled in Spanish, then it is %s', (time, expected) => {
    expect(formatTimeIn(time, 'es')).toBe(expected);
  });

  it("when New York's zone is named in Spanish, then it is the US Spanish 'hora del Este', not Intl's 'hora oriental'; an unknown zone keeps its id", () => {
    expect(timeZoneNameIn('America/New_York', 'es', JUNE)).toBe('hora del Este');
    expect(timeZoneNameIn('Not/AZone', 'es', JUNE)).toBe('Not/AZone');
  });
});
