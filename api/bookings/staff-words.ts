import { formatDateLong, formatTime12h } from '#contract';
import type { BookingConflict } from '#contract/staff';
import type { NurseProblem } from './capacity';
import type { TimeProblem } from './time-rules';

/** Why a time cannot be had, as staff read it (the staff area is in English). `label`: what the booking is ("wound-care visit"). */
export function whyNot(problem: TimeProblem, label: string): string {
  switch (problem.reason) {
    case 'closed':
      return 'we are closed then';
    case 'started':
      return 'that time has already passed';
    case 'taken':
      return 'that time is already booked';
    case 'no-free-nurse':
      return `no nurse who takes ${label}s is free then`;
    case 'no-nurses':
      return 'no nurse is set up yet: add one on the Team screen first';
    case 'outside-hours':
      return problem.nurses ? `no nurse who takes ${label}s works then` : `it is outside the hours for ${label}s`;
    case 'nurse-unavailable':
      return `${problem.nurse.name} ${NURSE_PROBLEM[problem.problem](label)}`;
    case 'off-grid':
      return 'it is not one of the appointment times';
    case 'outside-window':
      return 'it is outside the booking window';
  }
}

const NURSE_PROBLEM: Record<NurseProblem, (label: string) => string> = {
  inactive: () => 'is not active',
  kind: (label) => `does not take ${label}s`,
  hours: () => 'does not work then',
  leave: () => 'is on leave then',
  busy: () => 'has another booking then',
};

/** "Tuesday, March 3, 2026 at 9:00 AM". */
export const staffWhen = (date: string, time: string): string => `${formatDateLong(date)} at ${formatTime12h(time)}`;

/** A conflict of a staff booking as the contract names it: one reason per kind of problem, and the sentence staff read. */
export function conflictOf(date: string, time: string, problem: TimeProblem, label: string): BookingConflict {
  const reason = problem.reason === 'no-nurses' ? 'no-free-nurse' : problem.reason === 'off-grid' || problem.reason === 'outside-window' ? 'outside-hours' : problem.reason;
  return { date, time, reason, message: `${staffWhen(date, time)}: ${whyNot(problem, label)}` };
}

/** A refusal's sentence: "Tuesday, March 3, 2026 at 9:00 AM cannot be booked: we are closed then." */
export const cannotBook = (date: string, time: string, problem: TimeProblem, label: string): string => `${staffWhen(date, time)} cannot be booked: ${whyNot(problem, label)}.`;
