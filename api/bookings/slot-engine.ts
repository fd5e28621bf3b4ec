import { addDays, BOOKING_WINDOW_DAYS, minutesOf, type Slot, type SlotRule, timeOf, todayIn, weekdayOf, zonedToInstant } from '#contract';

export interface SlotQuery {
  rule: SlotRule;
  timeZone: string;
  /** Epoch milliseconds of "now"; injected so tests control the clock. */
  now: number;
  /** Keys `YYYY-MM-DD HH:MM` of slots already booked. */
  booked: Pick<ReadonlySet<string>, 'has'>;
  /** Times the provider closed (holidays, leave, training); none when absent. */
  closed?: ClosedTimes;
  windowDays?: number;
}

/** Whether a slot of `minutes` starting at `time` on `date` overlaps a closed time. */
export interface ClosedTimes {
  isClosed(date: string, time: string, minutes: number): boolean;
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
export function listSlots({ rule, timeZone, now, booked, closed, windowDays }: SlotQuery): Slot[] {
  const times = startTimes(rule);
  const slots: Slot[] = [];
  const dates = windowDates(now, timeZone, windowDays);
  const today = dates[0];
  for (const date of dates) {
    if (!rule.weekdays.includes(weekdayOf(date))) continue;
    for (const time of times) {
      // Only today's slots can have started: the window begins at the provider's today.
      const started = date === today && zonedToInstant(date, time, timeZone) <= now;
      const available = !started && !booked.has(slotKey(date, time)) && !closed?.isClosed(date, time, rule.minutes);
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
