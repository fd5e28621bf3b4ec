import { addDays, todayIn, utcDay, zonedToInstant } from '#contract';
import { InvalidInputError } from '../domain-errors';

/** At most a year and a day per request: an agenda, an export or an audit period, not the whole history at once. */
export const MAX_RANGE_DAYS = 366;

export interface DateRange {
  from: string;
  to: string;
}

/** Refuses a range that ends before it starts or is longer than MAX_RANGE_DAYS. */
export function checkRange({ from, to }: DateRange): DateRange {
  if (to < from) throw new InvalidInputError('The end date cannot be before the start date.', { to: 'The end date cannot be before the start date' });
  const days = (utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000 + 1;
  if (days > MAX_RANGE_DAYS) {
    throw new InvalidInputError(`Please ask for at most ${MAX_RANGE_DAYS} days at once.`, { to: `At most ${MAX_RANGE_DAYS} days after the start date` });
  }
  return { from, to };
}

/** The instants that begin `from` and end `to` on the provider's wall clock. */
export function rangeInstants({ from, to }: DateRange, timeZone: string): { start: number; end: number } {
  return { start: zonedToInstant(from, '00:00', timeZone), end: zonedToInstant(addDays(to, 1), '00:00', timeZone) };
}

/** The provider's calendar day of an ISO instant. */
export const dayOf = (iso: string, timeZone: string): string => todayIn(Date.parse(iso), timeZone);
