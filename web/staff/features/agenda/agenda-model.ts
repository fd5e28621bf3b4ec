import { addDays, BOOKING_WINDOW_DAYS, formatTime12h } from '#contract';
import type { StaffBooking } from '#contract/staff';

export interface AgendaDay {
  date: string;
  bookings: StaffBooking[];
}

export type AgendaView = 'upcoming' | 'past';

/** How many past days the agenda shows at first, and adds with each 'Show earlier days'. */
export const PAST_STEP_DAYS = 30;

/** The days the agenda asks the server for: today and the booking window, or the past days before today. */
export function agendaRange(view: AgendaView, today: string, pastDays = PAST_STEP_DAYS): { from: string; to: string } {
  return view === 'upcoming' ? { from: today, to: addDays(today, BOOKING_WINDOW_DAYS) } : { from: addDays(today, -pastDays), to: addDays(today, -1) };
}

const byTime = (a: StaffBooking, b: StaffBooking) => a.time.localeCompare(b.time) || a.kind.localeCompare(b.kind) || a.createdAt.localeCompare(b.createdAt);

/**
 * Bookings grouped by day, each day's in time order. Upcoming: today first (shown even when
 * empty, so 'nothing today' is said), then the later days that have bookings. Past: the most
 * recent day first.
 */
export function groupByDay(bookings: readonly StaffBooking[], view: AgendaView, today: string): AgendaDay[] {
  const days = new Map<string, StaffBooking[]>();
  if (view === 'upcoming') days.set(today, []);
  for (const booking of bookings) {
    const inView = view === 'upcoming' ? booking.date >= today : booking.date < today;
    if (!inView) continue;
    days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  }
  const dates = [...days.keys()].sort();
  if (view === 'past') dates.reverse();
  return dates.map((date) => ({ date, bookings: days.get(date)!.sort(byTime) }));
}

/** '3 booked, 1 cancelled' for a day's heading. */
export function dayCounts(bookings: readonly StaffBooking[]): string {
  const cancelled = bookings.filter((booking) => booking.status === 'cancelled').length;
  const booked = bookings.length - cancelled;
  if (!bookings.length) return 'No bookings';
  return cancelled ? `${booked} booked, ${cancelled} cancelled` : `${booked} booked`;
}

const SOURCE = { address: 'network address', email: 'e-mail address' } as const;

/** The burst mark in words: colour is never the only cue. */
export function burstLabel(burst: NonNullable<StaffBooking['burst']>): string {
  return `Possible burst: one of ${burst.size} bookings from one ${SOURCE[burst.by]} in a short time`;
}

/** The same, short enough for a row of the agenda on a phone. */
export const burstBadge = (burst: NonNullable<StaffBooking['burst']>): string => `Possible burst: ${burst.size} from one ${SOURCE[burst.by]}`;

/** How a booking is named to screen readers and in confirmations: 'Harold Jenkins, 10:00 AM'. */
export const bookingName = (booking: StaffBooking): string => `${booking.clientName}, ${formatTime12h(booking.time)}`;
