/** Times of day ('HH:MM') as minutes since midnight: the slot grid and a visit's end time. */

import { pad2, parseTime } from './days';

/** '13:15' → 795. */
export function minutesOf(time: string): number {
  const [hh, mm] = parseTime(time);
  return hh * 60 + mm;
}

/** 795 → '13:15'. */
export const timeOf = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** '09:00', 60 → '10:00'; past midnight it starts again ('23:30', 45 → '00:15'). */
export const addMinutes = (time: string, minutes: number): string => timeOf((minutesOf(time) + minutes) % (24 * 60));
