/**
 * Calendar dates ('YYYY-MM-DD') and times of day ('HH:MM') as text, with no time zone: parsed
 * and spelled out. Names are written here rather than asked of Intl: the site is English only,
 * and a page's first Intl.DateTimeFormat loads the browser's locale data, a 30–50 ms task on a
 * slow phone (docs/decisions/008).
 */

// Split from one string: shorter than an array literal, and every page carries them.
// Marked pure: a bundle that does not use a list (the Spanish early calendar, the English names) leaves it out.
export const MONTH_NAMES: readonly string[] = /* @__PURE__ */ 'January February March April May June July August September October November December'.split(' ');
export const WEEKDAY_NAMES: readonly string[] = /* @__PURE__ */ 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** '2026-03-09' → [2026, 3, 9]; '2026-03' → [2026, 3]. */
export const parseDate = (date: string) => date.split('-').map(Number) as [year: number, month: number, day: number];

/**
 * Midnight UTC of `date`: a Date whose UTC fields are that calendar day, so the machine's own
 * zone never shifts it. An impossible day rolls over ('2026-02-30' is March 2).
 */
export function utcDay(date: string): Date {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d));
}

/** '13:15' → [13, 15]. */
export const parseTime = (time: string) => time.split(':').map(Number) as [hour: number, minute: number];

/** 9 → '09'. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** '2026-03-09' → 'Monday, March 9, 2026'. */
export function formatDateLong(date: string): string {
  const day = utcDay(date);
  return `${WEEKDAY_NAMES[day.getUTCDay()]}, ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** '13:15' → '1:15 PM'. */
export function formatTime12h(time: string): string {
  const [hh, mm] = parseTime(time);
  const suffix = hh < 12 ? 'AM' : 'PM';
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${hour}:${pad2(mm)} ${suffix}`;
}

/** '2026-03' → 'March 2026'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = parseDate(month);
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}
