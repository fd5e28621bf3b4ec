import type { Clock } from '../clock';

/** A clock the test moves by hand, so "now" never depends on when the suite runs. */
export interface TestClock extends Clock {
  set(instant: string | number): void;
  advance(milliseconds: number): void;
}

export function testClock(start: string | number): TestClock {
  let now = toEpoch(start);
  return {
    now: () => now,
    set: (instant) => {
      now = toEpoch(instant);
    },
    advance: (milliseconds) => {
      now += milliseconds;
    },
  };
}

function toEpoch(instant: string | number): number {
  const epoch = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(epoch)) throw new Error(`Not an instant: ${instant}`);
  return epoch;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
