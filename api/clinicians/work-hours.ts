import { isoWeekday, type WorkDay } from '#contract/staff';
import { minutesOf, weekdayOf } from '#contract';
import type { ClinicianState } from './clinician.store';

/** A nurse's working day on `date` (by its ISO weekday), if they work that day. */
export function workDayOn(nurse: Pick<ClinicianState, 'hours'>, date: string): WorkDay | undefined {
  const weekday = isoWeekday(weekdayOf(date));
  return nurse.hours.find((day) => day.weekday === weekday);
}

/** Whether the nurse works the whole of [start, end) on `date` (minutes since midnight, wall clock). */
export function worksThroughout(nurse: Pick<ClinicianState, 'hours'>, date: string, start: number, end: number): boolean {
  const day = workDayOn(nurse, date);
  return day !== undefined && minutesOf(day.opens) <= start && end <= minutesOf(day.closes);
}

/** Whether the nurse takes a booking of `kind` at `zip` (a territory of none takes any ZIP; an unknown ZIP any nurse). */
export function takes(nurse: Pick<ClinicianState, 'kinds' | 'zips'>, kind: string, zip?: string): boolean {
  return (nurse.kinds as readonly string[]).includes(kind) && (!zip || !nurse.zips.length || nurse.zips.includes(zip));
}
