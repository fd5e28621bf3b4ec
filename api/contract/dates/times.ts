/** Times of day ('HH:MM') as minutes since midnight: the slot grid and a visit's end time. */

import { pad2 } from './days';

/** '13:15' → 795. Without the array `parseTime` makes: the nurses' engine asks it thousands of times for one slot list. */
export function minutesOf(time: string): number {
  const colon = time.indexOf(':');
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1, colon + 3));
}

/** 795 → '13:15'. */
export const timeOf = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** '09:00', 60 → '10:00'; past midnight it starts again ('23:30', 45 → '00:15'). */
export const addMinutes = (time: string, minutes: number): string => timeOf((minutesOf(time) + minutes) % (24 * 60));
