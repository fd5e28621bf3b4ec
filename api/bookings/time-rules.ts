import { minutesOf, type SlotRule, weekdayOf, zonedToInstant } from '#contract';
import type { CareKind } from '#contract/staff';
import type { BookingStore } from './booking.store';
import type { CapacityRequest, NurseCapacity, NurseProblem } from './capacity';
import { type ClosedTimes, checkSlot, type SlotProblem, slotKey } from './slot-engine';

/** What decides whether a time of one kind can be had: the kind's hours, its bookings, the closed times and, once set up, the nurses. */
export interface TimeContext {
  kind: CareKind;
  rule: SlotRule;
  store: BookingStore;
  timeZone: string;
  closures?: ClosedTimes;
  capacity?: NurseCapacity;
}

/** A time asked of a kind's context: what the nurses' capacity is asked, less the kind the context already has. */
export type WantedTime = Omit<CapacityRequest, 'kind'>;

/** Why a time cannot be had, for a refusal or a series' list of conflicts. */
export type TimeProblem =
  | { reason: 'closed' | 'started' | 'taken' | 'no-free-nurse' }
  /** Outside the kind's hours, or (`nurses`) no nurse who takes it works then. */
  | { reason: 'outside-hours'; nurses?: true }
  | { reason: 'no-nurses' }
  | { reason: 'nurse-unavailable'; nurse: { name: string }; problem: NurseProblem }
  | { reason: 'off-grid' | 'outside-window' };

export type TimeVerdict = { ok: true; clinicianId?: string } | ({ ok: false } & TimeProblem);

/** Whether a time's whole length is within the kind's hours on that day. */
export function withinKindHours(rule: SlotRule, date: string, time: string, minutes: number): boolean {
  const start = minutesOf(time);
  return rule.weekdays.includes(weekdayOf(date)) && minutesOf(rule.opens) <= start && start + minutes <= minutesOf(rule.closes);
}

/** Whether `time` is on the kind's public grid (from its opening, in steps of its length), at any hour: the only times one calendar per kind can hold without overlaps. */
export const onKindGrid = (rule: SlotRule, time: string): boolean => (((minutesOf(time) - minutesOf(rule.opens)) % rule.minutes) + rule.minutes) % rule.minutes === 0;

/** With nurses: who is free. Without: the kind's one calendar, one booking per start time (visits need a nurse). */
function availability(context: TimeContext, wanted: WantedTime): TimeVerdict {
  const { capacity, kind, store } = context;
  if (capacity?.on) {
    const verdict = capacity.check({ kind, ...wanted });
    if (verdict.ok) return verdict;
    if (verdict.reason === 'nurse-unavailable') return { ok: false, reason: verdict.reason, nurse: verdict.nurse, problem: verdict.problem };
    return verdict.reason === 'outside-hours' ? { ok: false, reason: 'outside-hours', nurses: true } : { ok: false, reason: verdict.reason };
  }
  if (kind === 'visit') return { ok: false, reason: 'no-nurses' };
  return store.takenSlots.has(slotKey(wanted.date, wanted.time)) ? { ok: false, reason: 'taken' } : { ok: true };
}

/**
 * A visitor's time (a new booking or a move through the manage link): on the kind's grid, in the
 * booking window, not started, not closed, then free (docs/product.md, "The API").
 */
export function checkPublicTime(context: TimeContext, wanted: WantedTime, now: number): TimeVerdict {
  const problem: SlotProblem = checkSlot(wanted.date, wanted.time, { rule: context.rule, timeZone: context.timeZone, now, closed: context.closures });
  if (problem === 'off-grid' || problem === 'outside-window') return { ok: false, reason: problem };
  if (problem === 'started') return { ok: false, reason: 'started' };
  // Taken is said before closed, as the one calendar always did: a visitor is told the time went, not why it would not come back.
  const free = availability(context, wanted);
  if (!free.ok && (free.reason === 'taken' || free.reason === 'no-free-nurse' || free.reason === 'outside-hours')) return { ok: false, reason: 'taken' };
  if (problem === 'closed') return { ok: false, reason: 'closed' };
  return free;
}

/**
 * A time staff book or move to (decision 055): not bound by the booking window, any time on the
 * five-minute grid (the request's own check), outside the kind's hours only when staff say so,
 * never started or in a closed time, then free.
 */
export function checkStaffTime(context: TimeContext, wanted: WantedTime, now: number): TimeVerdict {
  if (zonedToInstant(wanted.date, wanted.time, context.timeZone) <= now) return { ok: false, reason: 'started' };
  if (context.closures?.isClosed(wanted.date, wanted.time, wanted.minutes)) return { ok: false, reason: 'closed' };
  if (!wanted.outsideHours && !withinKindHours(context.rule, wanted.date, wanted.time, wanted.minutes)) return { ok: false, reason: 'outside-hours' };
  return availability(context, wanted);
}
