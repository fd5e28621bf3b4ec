import { CONSULTATION_RULE, COORDINATOR_RULE, provider, type SlotRule } from '#contract';
import { type CareKind, VISIT_MINUTES } from '#contract/staff';
import type { BookingState, MadeBooking } from './booking-records';

/**
 * Each kind's hours and length. The two public kinds have their booking pages' grid; a visit,
 * which staff alone book, the provider's open hours (the facts file) and a length of its own.
 */
export const KIND_RULES: Record<CareKind, SlotRule> = {
  consultation: CONSULTATION_RULE,
  coordinator: COORDINATOR_RULE,
  visit: { ...provider.hours.open, minutes: VISIT_MINUTES.default },
};

/** How long a booking lasts: a visit its own length, the other kinds their kind's. */
export const lengthOf = (booking: Pick<MadeBooking, 'type' | 'minutes'>): number => (booking.type === 'visit' && booking.minutes ? booking.minutes : KIND_RULES[booking.type].minutes);

/** A standing booking's time on its day, in minutes since midnight: [start, end). */
export interface TimeRange {
  id: string;
  start: number;
  end: number;
}

export const rangesOverlap = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

export const lengthOfState = (state: BookingState): number => lengthOf(state.booking);
