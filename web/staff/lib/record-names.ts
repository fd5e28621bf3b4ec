import { formatDateLong, formatTime12h } from '#contract';
import type { StaffBooking } from '#contract/staff';

/**
 * 'Harold Jenkins' → 'H. J.': enough to tell two tabs apart. A tab's title is kept in the
 * browser's history and shown in the task bar, so it never holds a patient's full name.
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0]!.toLocaleUpperCase()}.`)
    .join(' ');
}

/** '10:00 AM on Monday, March 9, 2026': a booking's visit, as its page and the agenda's notices name it. */
export const visitWhen = (booking: Pick<StaffBooking, 'date' | 'time'>): string => `${formatTime12h(booking.time)} on ${formatDateLong(booking.date)}`;
