import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateLongEs, formatMonthEs, formatTimeEs, MONTH_ABBREVIATIONS_ES } from './days.es';

const DAY_MS = 86_400_000;

describe('dates in Spanish', () => {
  it('when formatting a date, then it reads as es-US writes it', () => {
    expect(formatDateLongEs('2026-03-09')).toBe('lunes, 9 de marzo de 2026');
    expect(formatDateLongEs('2026-11-01')).toBe('domingo, 1 de noviembre de 2026');
  });

  it("when formatting any day of two years, then it matches Intl's es-US (written out to keep Intl off the page)", () => {
    const intl = new Intl.DateTimeFormat('es-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * DAY_MS);
      expect(formatDateLongEs(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it("when formatting every minute of a day, then it matches Intl's es-US", () => {
    const intl = new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(formatTimeEs(time), time).toBe(intl.format(new Date(Date.UTC(2026, 0, 1, 0, minute))));
    }
  });

  it("when a calendar's month is titled, then it is Intl's es-US month and year", () => {
    const intl = new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 24; month++) {
      const first = new Date(Date.UTC(2026, month, 1));
      expect(formatMonthEs(first.toISOString().slice(0, 7))).toBe(intl.format(first));
    }
  });

  it("when a month is abbreviated, then it is Intl's es-US abbreviation", () => {
    const intl = new Intl.DateTimeFormat('es-US', { month: 'short', timeZone: 'UTC' });
    expect(MONTH_ABBREVIATIONS_ES).toEqual(Array.from({ length: 12 }, (_, month) => intl.format(new Date(Date.UTC(2026, month, 1)))));
  });
});

describe('dates in Spanish: what the pages load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when a Spanish page spells a date and a time, then no Intl.DateTimeFormat is made', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const days = await import('./days.es');
    days.formatDateLongEs('2026-03-09');
    days.formatTimeEs('13:15');
    expect(made).not.toHaveBeenCalled();
  });
});
