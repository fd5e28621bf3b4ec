import { addMinutes } from '#contract';
import type { TodayVisit } from '#contract/staff';
import { startsAt } from '../../lib/clinic-time';

export interface Next {
  visit: TodayVisit;
  /** Begun and not yet over. */
  now: boolean;
}

/**
 * The visit to show first on today's list: the one under way, else the next to begin; standing,
 * with no outcome yet. None on another day, or once the day's visits are over.
 */
export function nextVisit(visits: readonly TodayVisit[], date: string, today: string, now: number): Next | null {
  if (date !== today) return null;
  for (const visit of [...visits].sort((a, b) => a.time.localeCompare(b.time))) {
    if (visit.status !== 'booked' || visit.outcome) continue;
    const start = startsAt({ date, time: visit.time });
    const end = startsAt({ date, time: addMinutes(visit.time, visit.minutes) });
    if (end > now) return { visit, now: start <= now };
  }
  return null;
}

export const visitCount = (count: number): string => (count === 1 ? '1 visit' : `${count} visits`);
