/** Moving through the calendar: days, weekdays and the booking calendar's months ('YYYY-MM'). */

import { pad2, parseDate, utcDay } from './days';

/** 2026, 3, 9 → '2026-03-09'. */
export const isoDate = (year: number, month: number, day: number): string => `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;

/** `date` plus `days` calendar days (minus, when negative). */
export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDate(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => utcDay(date).getUTCDay();

/** '2026-03-09' → '2026-03'. */
export const monthOf = (date: string): string => date.slice(0, 7);

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const firstOfMonth = (month: string): string => `${month}-01`;

export function lastOfMonth(month: string): string {
  const [y, m] = parseDate(month);
  return isoDate(y, m, daysIn(y, m));
}

/** The same day `months` later, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parseDate(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return isoDate(year, month, Math.min(d, daysIn(year, month)));
}

/** Six weeks of seven days from Sunday; days outside the month are null, so the grid never changes height. */
export function monthGrid(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const start = addDays(first, -weekdayOf(first));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => {
      const date = addDays(start, week * 7 + day);
      return monthOf(date) === month ? date : null;
    }),
  );
}
