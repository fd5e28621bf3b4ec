import { parseDate, utcDay } from './days';

/** Whether a 'YYYY-MM-DD' string names a day that exists ('2026-02-30' does not): the schemas' date check. */
export function isRealDate(date: string): boolean {
  const [y, m, d] = parseDate(date);
  const day = utcDay(date);
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
