/** Formatting shared by the server's messages and the site, so both say dates the same way. */

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const utcDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** '2026-03-09' → 'Monday, March 9, 2026'. */
export function formatDateLong(date: string): string {
  return longDate.format(utcDate(date));
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

/** 'America/New_York' → 'Eastern Time' (falls back to the zone's id). */
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
