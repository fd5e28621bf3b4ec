import { describe, expect, it } from 'vitest';
import { CONSULTATION_RULE, COORDINATOR_RULE, type Slot } from '#contract';
import { checkSlot, listSlots, slotKey, startTimes, windowDates } from './slot-engine';

const NEW_YORK = 'America/New_York';
const none = new Set<string>();

/** Thursday 2026-06-11, noon in New York: the window ends on Monday 2026-08-10. */
const THURSDAY_NOON = Date.parse('2026-06-11T16:00:00Z');

const byDate = (slots: Slot[]) => {
  const dates = new Map<string, Slot[]>();
  for (const slot of slots) dates.set(slot.date, [...(dates.get(slot.date) ?? []), slot]);
  return dates;
};

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('slot grid', () => {
  it('when listing consultation start times, then they run 09:00 to 16:45 every 15 minutes (32 a day)', () => {
    const times = startTimes(CONSULTATION_RULE);

    expect(times).toHaveLength(32);
    expect(times.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(times.at(-1)).toBe('16:45');
  });

  it('when listing coordinator start times, then they run 09:00 to 14:00 hourly (6 a day)', () => {
    expect(startTimes(COORDINATOR_RULE)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
  });

  it('when listing consultation slots, then every Monday–Friday of the window has 32 and no weekend day has any', () => {
    const slots = listSlots({ rule: CONSULTATION_RULE, timeZone: NEW_YORK, now: THURSDAY_NOON, booked: none });

    const dates = byDate(slots);
    const weekdays = windowDates(THURSDAY_NOON, NEW_YORK).filter((date) => weekday(date) >= 1 && weekday(date) <= 5);
    expect([...dates.keys()]).toEqual(weekdays);
    for (const daySlots of dates.values()) expect(daySlots.map((slot) => slot.time)).toEqual(startTimes(CONSULTATION_RULE));
    expect(slots).toHaveLength(weekdays.length * 32);
  });

  it('when listing coordinator slots, then only Mondays, Tuesdays and Wednesdays have them, 6 each', () => {
    const slots = listSlots({ rule: COORDINATOR_RULE, timeZone: NEW_YORK, now: THURSDAY_NOON, booked: none });

    const dates = byDate(slots);
    expect(dates.size).toBeGreaterThan(0);
    for (const [date, daySlots] of dates) {
      expect([1, 2, 3]).toContain(weekday(date));
      expect(daySlots).toHaveLength(6);
    }
    expect(dates.has('2026-06-15')).toBe(true);
    expect(dates.has('2026-06-18')).toBe(false);
  });
});

describe('booking window', () => {
  it("when now is a Thursday, then the window runs from the provider's today to today + 60 inclusive", () => {
    const dates = windowDates(THURSDAY_NOON, NEW_YORK);

    expect(dates).toHaveLength(61);
    expect(dates[0]).toBe('2026-06-11');
    expect(dates.at(-1)).toBe('2026-08-10');
  });

  it('when listing slots, then the first is on today and the last on day 60, none after', () => {
    const slots = listSlots({ rule: CONSULTATION_RULE, timeZone: NEW_YORK, now: THURSDAY_NOON, booked: none });

    expect(slots[0]?.date).toBe('2026-06-11');
    expect(slots.at(-1)).toEqual({ date: '2026-08-10', time: '16:45', available: true });
  });

  it('when the window crosses the end of a month and a year, then the dates are real calendar dates', () => {
    const dates = windowDates(Date.parse('2026-12-15T15:00:00Z'), NEW_YORK);

    expect(dates).toContain('2026-12-31');
    expect(dates).toContain('2027-01-01');
    expect(dates).toContain('2027-02-13');
    expect(dates.at(-1)).toBe('2027-02-13');
    expect(new Set(dates).size).toBe(61);
  });
});

describe('availability', () => {
  it('when a slot is booked, then it alone is listed as unavailable', () => {
    const booked = new Set([slotKey('2026-06-12', '10:15')]);

    const slots = listSlots({ rule: CONSULTATION_RULE, timeZone: NEW_YORK, now: THURSDAY_NOON, booked });

    const unavailable = slots.filter((slot) => !slot.available && slot.date !== '2026-06-11');
    expect(unavailable).toEqual([{ date: '2026-06-12', time: '10:15', available: false }]);
  });

  it("when it is noon, then today's slots up to 12:00 have started and the later ones are open", () => {
    const slots = listSlots({ rule: CONSULTATION_RULE, timeZone: NEW_YORK, now: THURSDAY_NOON, booked: none });

    const today = slots.filter((slot) => slot.date === '2026-06-11');
    expect(today.filter((slot) => !slot.available).map((slot) => slot.time).at(-1)).toBe('12:00');
    expect(today.find((slot) => slot.time === '12:00')?.available).toBe(false);
    expect(today.find((slot) => slot.time === '12:15')?.available).toBe(true);
    expect(today.filter((slot) => slot.available)).toHaveLength(19);
  });

  it('when now is one millisecond before a start, then that slot is still open; at the start it is not', () => {
    const before = Date.parse('2026-06-11T12:59:59.999Z'); // 08:59:59.999 in New York
    const at = Date.parse('2026-06-11T13:00:00Z');
    const first = (now: number) => listSlots({ rule: CONSULTATION_RULE, timeZone: NEW_YORK, now, booked: none })[0];

    expect(first(before)).toEqual({ date: '2026-06-11', time: '09:00', available: true });
    expect(first(at)).toEqual({ date: '2026-06-11', time: '09:00', available: false });
  });
});

describe('checkSlot', () => {
  const query = { rule: CONSULTATION_RULE, timeZone: NEW_YORK, now: THURSDAY_NOON };

  it('when the slot is on the grid, inside the window and later today, then there is no problem', () => {
    expect(checkSlot('2026-06-11', '12:15', query)).toBeNull();
    expect(checkSlot('2026-08-10', '16:45', query)).toBeNull();
  });

  it('when the time is not a start time or the day has no slots, then it is off-grid', () => {
    expect(checkSlot('2026-06-12', '09:10', query)).toBe('off-grid');
    expect(checkSlot('2026-06-12', '17:00', query)).toBe('off-grid');
    expect(checkSlot('2026-06-12', '08:45', query)).toBe('off-grid');
    expect(checkSlot('2026-06-13', '10:00', query)).toBe('off-grid'); // Saturday
    expect(checkSlot('2026-06-18', '10:00', { ...query, rule: COORDINATOR_RULE })).toBe('off-grid'); // Thursday
    expect(checkSlot('2026-06-15', '10:30', { ...query, rule: COORDINATOR_RULE })).toBe('off-grid');
  });

  it('when the date is before today or after day 60, then it is outside the window', () => {
    expect(checkSlot('2026-06-10', '16:45', query)).toBe('outside-window');
    expect(checkSlot('2026-08-11', '09:00', query)).toBe('outside-window');
    expect(checkSlot('2027-06-11', '09:00', query)).toBe('outside-window');
  });

  it('when the slot has started today, then it is started', () => {
    expect(checkSlot('2026-06-11', '09:00', query)).toBe('started');
    expect(checkSlot('2026-06-11', '12:00', query)).toBe('started');
  });
});
