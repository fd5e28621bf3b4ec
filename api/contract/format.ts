/**
 * Formatting shared by the server's messages and the site, so both say dates the same way.
 * Dates and times are spelled out here rather than with Intl: the site is English only, and a
 * page's first Intl.DateTimeFormat loads the browser's locale data, a 30–50 ms task on a slow
 * phone that would block the page while it starts.
 */

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const utcDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** '2026-03-09' → 'Monday, March 9, 2026'. */
export function formatDateLong(date: string): string {
  const day = utcDate(date);
  return `${WEEKDAY_NAMES[day.getUTCDay()]}, ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** '13:15' → '1:15 PM'. */
export function formatTime12h(time: string): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const suffix = hh < 12 ? 'AM' : 'PM';
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${hour}:${String(mm).padStart(2, '0')} ${suffix}`;
}

/** '09:00', 60 → '10:00'. */
export function addMinutes(time: string, minutes: number): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const total = (hh * 60 + mm + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 'America/New_York' → 'Eastern Time' (falls back to the zone's id). Uses Intl: the site reads it from the build instead (web/features/booking/clinic-time.ts). */
export function timeZoneName(timeZone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
