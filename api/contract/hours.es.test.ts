import { describe, expect, it } from 'vitest';
import { daysWordingEs, openDaysEs, timeRangeEs, weeklyHoursEs } from './hours.es';
import { provider } from './provider';

describe('hours in Spanish', () => {
  it('when the facts file gives the hours, then they read in plain US Spanish', () => {
    expect(timeRangeEs(provider.hours.open)).toBe('de 9:00 a.m. a 5:00 p.m.');
    expect(openDaysEs(provider.hours)).toBe('Los 7 días de la semana, incluso los días festivos');
    expect(weeklyHoursEs(provider.hours.consultations)).toBe('De lunes a viernes, de 9:00 a.m. a 5:00 p.m.');
    expect(weeklyHoursEs(provider.hours.coordinatorVisits)).toBe('De lunes a miércoles, de 9:00 a.m. a 3:00 p.m.');
  });

  it('when days run in a row, then the first and last name them all; every day is "los 7 días de la semana"', () => {
    expect(daysWordingEs([0, 1])).toBe('de domingo a lunes');
    expect(daysWordingEs([1, 2, 3, 4, 5])).toBe('de lunes a viernes');
    expect(daysWordingEs([0, 1, 2, 3, 4, 5, 6])).toBe('los 7 días de la semana');
  });

  it('when the provider is closed on holidays, then the days say only which days', () => {
    expect(openDaysEs({ open: { weekdays: [1, 2, 3, 4, 5], opens: '08:30', closes: '12:00' }, openOnHolidays: false })).toBe('De lunes a viernes');
    expect(timeRangeEs({ weekdays: [1], opens: '08:30', closes: '12:00' })).toBe('de 8:30 a.m. a 12:00 p.m.');
  });
});
