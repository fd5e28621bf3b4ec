import { describe, expect, it } from 'vitest';
import { daysWording, openDays, timeRange, weeklyHours } from './hours';
import { provider } from './provider';

describe('hours as the site words them', () => {
  it('when the facts file gives the hours, then they read as docs/product.md words them', () => {
    expect(timeRange(provider.hours.open)).toBe('9:00 AM - 5:00 PM');
    expect(openDays(provider.hours)).toBe('7 days a week including holidays');
    expect(weeklyHours(provider.hours.consultations)).toBe('Monday - Friday 9:00 AM - 5:00 PM');
    expect(weeklyHours(provider.hours.coordinatorVisits)).toBe('Monday - Wednesday 9:00 AM - 3:00 PM');
  });

  it('when days run in a row, then the first and last name them all; every day is "7 days a week"', () => {
    expect(daysWording([0, 1])).toBe('Sunday - Monday');
    expect(daysWording([1, 2, 3, 4, 5], ' to ')).toBe('Monday to Friday');
    expect(daysWording([0, 1, 2, 3, 4, 5, 6], ' to ')).toBe('7 days a week');
  });

  it('when the provider is closed on holidays, then the days say only which days', () => {
    expect(openDays({ open: { weekdays: [1, 2, 3, 4, 5], opens: '08:30', closes: '12:00' }, openOnHolidays: false })).toBe('Monday - Friday');
    expect(timeRange({ weekdays: [1], opens: '08:30', closes: '12:00' })).toBe('8:30 AM - 12:00 PM');
  });
});
