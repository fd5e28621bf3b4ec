import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_RULE, COORDINATOR_RULE, type Slot, todayIn, zonedParts, zonedToInstant } from '#contract';
import { listSlots, windowDates } from './slot-engine';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const none = new Set<string>();

const iso = (instant: number) => new Date(instant).toISOString();
const slotsAt = (now: string, timeZone = NEW_YORK, rule = CONSULTATION_RULE) =>
  listSlots({ rule, timeZone, now: Date.parse(now), booked: none });
const instantOf = (slot: Slot | undefined, timeZone = NEW_YORK) => iso(zonedToInstant(slot!.date, slot!.time, timeZone));
const find = (slots: Slot[], date: string, time: string) => slots.find((slot) => slot.date === date && slot.time === time);

describe('New York spring change (Sunday 2026-03-08, 02:00 EST → 03:00 EDT)', () => {
  const justBefore = '2026-03-08T06:59:00Z'; // 01:59 EST
  const justAfter = '2026-03-08T07:01:00Z'; // 03:01 EDT

  it('when the clock is just before or just after the change, then today is March 8 either way', () => {
    expect(todayIn(Date.parse(justBefore), NEW_YORK)).toBe('2026-03-08');
    expect(todayIn(Date.parse(justAfter), NEW_YORK)).toBe('2026-03-08');
    expect(slotsAt(justBefore)[0]?.date).toBe('2026-03-09');
    expect(slotsAt(justAfter)).toEqual(slotsAt(justBefore));
  });

  it('when listing slots across the change, then Friday is on winter time and Monday on summer time', () => {
    const slots = slotsAt('2026-03-06T12:00:00Z'); // Friday 07:00 EST

    expect(instantOf(find(slots, '2026-03-06', '09:00'))).toBe('2026-03-06T14:00:00.000Z');
    expect(instantOf(find(slots, '2026-03-09', '09:00'))).toBe('2026-03-09T13:00:00.000Z');
    expect(instantOf(find(slots, '2026-03-09', '16:45'))).toBe('2026-03-09T20:45:00.000Z');
    expect(slots.filter((slot) => slot.date === '2026-03-09')).toHaveLength(32);
    expect(slots.some((slot) => slot.date === '2026-03-08')).toBe(false);
  });

  it('when converting 09:00 on the change day itself, then it is 13:00Z', () => {
    expect(iso(zonedToInstant('2026-03-08', '09:00', NEW_YORK))).toBe('2026-03-08T13:00:00.000Z');
  });

  it("when Monday after the change is today, then the started/open boundary follows summer time", () => {
    const at0900 = slotsAt('2026-03-09T13:00:00Z');
    const before0900 = slotsAt('2026-03-09T12:59:00Z');

    expect(find(at0900, '2026-03-09', '09:00')?.available).toBe(false);
    expect(find(at0900, '2026-03-09', '09:15')?.available).toBe(true);
    expect(find(before0900, '2026-03-09', '09:00')?.available).toBe(true);
  });
});

describe('New York autumn change (Sunday 2026-11-01, 02:00 EDT → 01:00 EST)', () => {
  const justBefore = '2026-11-01T05:59:00Z'; // 01:59 EDT
  const justAfter = '2026-11-01T06:01:00Z'; // 01:01 EST, the second time 01:01 comes round

  it('when the clock is just before or just after the change, then today is November 1 either way', () => {
    expect(todayIn(Date.parse(justBefore), NEW_YORK)).toBe('2026-11-01');
    expect(todayIn(Date.parse(justAfter), NEW_YORK)).toBe('2026-11-01');
    expect(slotsAt(justAfter)).toEqual(slotsAt(justBefore));
  });

  it('when listing slots across the change, then Friday is on summer time and Monday on winter time', () => {
    const slots = slotsAt('2026-10-30T11:00:00Z'); // Friday 07:00 EDT

    expect(instantOf(find(slots, '2026-10-30', '09:00'))).toBe('2026-10-30T13:00:00.000Z');
    expect(instantOf(find(slots, '2026-11-02', '09:00'))).toBe('2026-11-02T14:00:00.000Z');
    expect(instantOf(find(slots, '2026-11-02', '16:45'))).toBe('2026-11-02T21:45:00.000Z');
    expect(slots.some((slot) => slot.date === '2026-11-01')).toBe(false);
  });

  it('when converting coordinator slots on the Monday after, then 09:00 is 14:00Z and 14:00 is 19:00Z', () => {
    const slots = slotsAt(justAfter, NEW_YORK, COORDINATOR_RULE);

    expect(instantOf(find(slots, '2026-11-02', '09:00'))).toBe('2026-11-02T14:00:00.000Z');
    expect(instantOf(find(slots, '2026-11-02', '14:00'))).toBe('2026-11-02T19:00:00.000Z');
    expect(iso(zonedToInstant('2026-11-01', '09:00', NEW_YORK))).toBe('2026-11-01T14:00:00.000Z');
  });
});

describe("the provider's today", () => {
  it('when UTC has already moved to the next day, then today is still the provider\'s date', () => {
    const now = '2026-06-10T02:30:00Z'; // Tuesday June 9, 22:30 in New York

    const slots = slotsAt(now);

    expect(todayIn(Date.parse(now), NEW_YORK)).toBe('2026-06-09');
    expect(windowDates(Date.parse(now), NEW_YORK).at(-1)).toBe('2026-08-08');
    const june9 = slots.filter((slot) => slot.date === '2026-06-09');
    expect(june9).toHaveLength(32);
    expect(june9.every((slot) => !slot.available)).toBe(true);
    expect(slots.filter((slot) => slot.date === '2026-06-10').every((slot) => slot.available)).toBe(true);
  });

  it('when it is already tomorrow in Berlin but still today in UTC, then Berlin\'s window starts tomorrow', () => {
    const now = Date.parse('2026-06-09T22:30:00Z'); // Wednesday 00:30 in Berlin

    expect(todayIn(now, BERLIN)).toBe('2026-06-10');
    expect(windowDates(now, BERLIN)[0]).toBe('2026-06-10');
  });
});

describe('Europe/Berlin changes (2026-03-29 and 2026-10-25)', () => {
  it('when listing slots across the spring change, then 09:00 is 08:00Z before and 07:00Z after', () => {
    const slots = slotsAt('2026-03-27T06:00:00Z', BERLIN);

    expect(instantOf(find(slots, '2026-03-27', '09:00'), BERLIN)).toBe('2026-03-27T08:00:00.000Z');
    expect(instantOf(find(slots, '2026-03-30', '09:00'), BERLIN)).toBe('2026-03-30T07:00:00.000Z');
  });

  it('when listing slots across the autumn change, then 09:00 is 07:00Z before and 08:00Z after', () => {
    const slots = slotsAt('2026-10-25T01:30:00Z', BERLIN); // 02:30 CET, just after the change

    expect(slots[0]?.date).toBe('2026-10-26');
    expect(instantOf(find(slots, '2026-10-26', '09:00'), BERLIN)).toBe('2026-10-26T08:00:00.000Z');
    expect(iso(zonedToInstant('2026-10-23', '09:00', BERLIN))).toBe('2026-10-23T07:00:00.000Z');
  });
});

describe('every listed slot, in any zone and at any moment', () => {
  const zones = [NEW_YORK, BERLIN, 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Kiritimati', 'Asia/Kolkata', 'UTC'];

  it("when converted to an instant and back, then shows its own date and time on the provider's wall clock", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        (timeZone, now) => {
          const slots = listSlots({ rule: COORDINATOR_RULE, timeZone, now, booked: none });
          expect(slots[0]!.date >= todayIn(now, timeZone)).toBe(true);
          for (const slot of slots) {
            const instant = zonedToInstant(slot.date, slot.time, timeZone);
            const wall = zonedParts(instant, timeZone);
            const shown = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')} ${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
            expect(shown).toBe(`${slot.date} ${slot.time}`);
            expect(slot.available).toBe(instant > now);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
