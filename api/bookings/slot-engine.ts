import { addDays, BOOKING_WINDOW_DAYS, minutesOf, type Slot, type SlotRule, timeOf, todayIn, weekdayOf, zonedToInstant } from '#contract';

export interface SlotQuery {
  rule: SlotRule;
  timeZone: string;
  /** Epoch milliseconds of "now"; injected so tests control the clock. */
  now: number;
  /** Keys `YYYY-MM-DD HH:MM` of slots already booked. */
  booked: Pick<ReadonlySet<string>, 'has'>;
  /**
   * Once nurses are set up, whether a time is free is theirs to say (capacity.ts), a day at a
   * time: `day(date)` reads the day once and answers for each of its times. Absent: `booked` says.
   */
  room?: { day(date: string): (time: string) => boolean };
  /** Times the provider closed (holidays, leave, training); none when absent. */
  closed?: ClosedTimes;
  windowDays?: number;
}

/** Whether a slot of `minutes` starting at `time` on `date` overlaps a time the whole practice is closed. */
export interface ClosedTimes {
  isClosed(date: string, time: string, minutes: number): boolean;
}

/** Whether a nurse is on leave for any of a time of `minutes` from `time` on `date` (a closed time naming them). */
export interface LeaveTimes {
  onLeave(clinicianId: string, date: string, time: string, minutes: number): boolean;
}

export const slotKey = (date: string, time: string): string => `${date} ${time}`;

/** Start times of a rule, HH:MM, in order. */
export function startTimes(rule: SlotRule): string[] {
  const times: string[] = [];
  for (let m = minutesOf(rule.opens); m + rule.minutes <= minutesOf(rule.closes); m += rule.minutes) times.push(timeOf(m));
  return times;
}

/** The dates of the booking window: the provider's today and the next `windowDays` days. */
export function windowDates(now: number, timeZone: string, windowDays = BOOKING_WINDOW_DAYS): string[] {
  const today = todayIn(now, timeZone);
  return Array.from({ length: windowDays + 1 }, (_, i) => addDays(today, i));
}

/** Every slot of the window, in date and time order. */
export function listSlots({ rule, timeZone, now, booked, room, closed, windowDays }: SlotQuery): Slot[] {
  const times = startTimes(rule);
  const slots: Slot[] = [];
  const dates = windowDates(now, timeZone, windowDays);
  const today = dates[0];
  for (const date of dates) {
    if (!rule.weekdays.includes(weekdayOf(date))) continue;
    const free = room ? room.day(date) : (time: string) => !booked.has(slotKey(date, time));
    for (const time of times) {
      // Only today's slots can have started: the window begins at the provider's today.
      const started = date === today && zonedToInstant(date, time, timeZone) <= now;
      const available = !started && !closed?.isClosed(date, time, rule.minutes) && free(time);
      slots.push({ date, time, available });
    }
  }
  return slots;
}

export type SlotProblem = 'off-grid' | 'outside-window' | 'started' | 'closed' | null;

/** Why a requested slot cannot be booked, whatever the bookings; null when it can. */
export function checkSlot(date: string, time: string, query: Omit<SlotQuery, 'booked'>): SlotProblem {
  const { rule, timeZone, now, windowDays, closed } = query;
  if (!rule.weekdays.includes(weekdayOf(date)) || !startTimes(rule).includes(time)) return 'off-grid';
  if (!windowDates(now, timeZone, windowDays).includes(date)) return 'outside-window';
  if (zonedToInstant(date, time, timeZone) <= now) return 'started';
  if (closed?.isClosed(date, time, rule.minutes)) return 'closed';
  return null;
}
