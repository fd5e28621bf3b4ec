import { addDays, formatDateLong, todayIn, zonedParts, zonedToInstant, formatTime12h, pad2 } from '#contract';
import { CLINIC_TIME_ZONE } from '../../lib/clinic-time';

/** The provider's calendar date now. */
export const clinicToday = (now = Date.now()): string => todayIn(now, CLINIC_TIME_ZONE);

/** '2026-03-09T19:05:00Z' → 'Monday, March 9, 2026, 3:05 PM' on the provider's wall clock. */
export function formatInstant(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const parts = zonedParts(instant, CLINIC_TIME_ZONE);
  const date = `${parts.year}-${pad2(parts.month)}-${pad2(parts.day)}`;
  return `${formatDateLong(date)}, ${formatTime12h(`${pad2(parts.hour)}:${pad2(parts.minute)}`)}`;
}

/** A day's heading in the agenda: 'Today, Monday, March 9, 2026', 'Tomorrow, …', or the date. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return `Today, ${formatDateLong(date)}`;
  if (date === addDays(today, 1)) return `Tomorrow, ${formatDateLong(date)}`;
  if (date === addDays(today, -1)) return `Yesterday, ${formatDateLong(date)}`;
  return formatDateLong(date);
}

/** An instant's time of day on the provider's wall clock: '3:05 PM'. */
export function clockTime(instant: number): string {
  const parts = zonedParts(instant, CLINIC_TIME_ZONE);
  return formatTime12h(`${pad2(parts.hour)}:${pad2(parts.minute)}`);
}

/** When a booking's visit starts, as an instant: its day and time are on the provider's wall clock. */
export const startsAt = (booking: { date: string; time: string }): number => zonedToInstant(booking.date, booking.time, CLINIC_TIME_ZONE);

/** Whether a booking's time has begun: only then can its outcome be said. */
export const hasBegun = (booking: { date: string; time: string }, now = Date.now()): boolean => startsAt(booking) <= now;
