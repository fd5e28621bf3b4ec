import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar';
import { timeOf } from './times';
import { timeZoneName, todayIn, zonedParts, zonedToInstant } from './wall-clock';

const NEW_YORK = 'America/New_York';
const iso = (instant: number) => new Date(instant).toISOString();

describe('dates: wall clock', () => {
  it('when a New York time is converted, then the offset follows daylight saving time', () => {
    expect(iso(zonedToInstant('2026-01-15', '09:00', NEW_YORK))).toBe('2026-01-15T14:00:00.000Z');
    expect(iso(zonedToInstant('2026-07-15', '09:00', NEW_YORK))).toBe('2026-07-15T13:00:00.000Z');
    // The day DST starts (8 March 2026): 9 AM is already EDT.
    expect(iso(zonedToInstant('2026-03-08', '09:00', NEW_YORK))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(zonedToInstant('2026-03-09', '09:00', 'Europe/Berlin'))).toBe('2026-03-09T08:00:00.000Z');
  });

  it("when UTC is already on the next day, then today is still the zone's date", () => {
    expect(todayIn(Date.parse('2026-06-10T02:30:00Z'), NEW_YORK)).toBe('2026-06-09');
    expect(todayIn(Date.parse('2026-06-09T22:30:00Z'), 'Europe/Berlin')).toBe('2026-06-10');
  });

  it('when any wall-clock time between 06:00 and 23:59 is converted, then the zone shows that time at the instant', () => {
    // Offset changes happen between midnight and 03:00 in these zones, so every such time exists once.
    const zones = [NEW_YORK, 'Europe/Berlin', 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Kiritimati', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 6 * 60, max: 24 * 60 - 1 }),
        (timeZone, day, minutes) => {
          const date = day.toISOString().slice(0, 10);
          const instant = zonedToInstant(date, timeOf(minutes), timeZone);
          const wall = zonedParts(instant, timeZone);
          expect(`${isoDate(wall.year, wall.month, wall.day)} ${timeOf(wall.hour * 60 + wall.minute)}`).toBe(`${date} ${timeOf(minutes)}`);
          expect(todayIn(instant, timeZone)).toBe(date);
        },
      ),
    );
  });

  it("when naming New York's zone, then it is Eastern Time; an unknown zone falls back to its id", () => {
    expect(timeZoneName(NEW_YORK)).toBe('Eastern Time');
    expect(timeZoneName('Not/AZone')).toBe('Not/AZone');
  });
});
