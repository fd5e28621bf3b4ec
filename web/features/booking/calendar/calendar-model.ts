import { MONTH_NAMES } from '../../../../api/contract';

/**
 * Date arithmetic for the calendar on 'YYYY-MM-DD' strings, done in UTC so the visitor's
 * own time zone never shifts a day: the dates are the provider's dates as the server sent them.
 */

const DAY_MS = 86_400_000;

const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(toUtc(date)).getUTCDay();

export const monthOf = (date: string): string => date.slice(0, 7);

const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

export const firstOfMonth = (month: string): string => `${month}-01`;
export const lastOfMonth = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** The same day `months` later, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const month = first.toISOString().slice(0, 7);
  return `${month}-${String(Math.min(d, daysInMonth(month))).padStart(2, '0')}`;
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

export const clampDate = (date: string, min: string, max: string): string => (date < min ? min : date > max ? max : date);

/**
 * Where the focus goes for a key of the WAI-ARIA APG date grid, or null when the key is not
 * a navigation key. Shift+PageUp/PageDown move by a year.
 */
export function nextFocus(date: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** '2026-03' → 'March 2026'. */
export const formatMonth = (month: string): string => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
};
