/**
 * Prints, as JSON, what the slot engine computes for fixed instants, so a test can run
 * it under several TZ values and prove the server's own zone changes nothing.
 */
import { listSlots, checkSlot } from '../bookings/slot-engine';
import { CONSULTATION_RULE, COORDINATOR_RULE, formatDateLong, formatTime12h, todayIn, zonedToInstant } from '#contract';

const zones = ['America/New_York', 'Europe/Berlin'];
const instants = [
  '2026-03-08T06:59:00Z',
  '2026-03-08T07:01:00Z',
  '2026-11-01T05:59:00Z',
  '2026-11-01T06:01:00Z',
  '2026-06-10T02:30:00Z',
  '2026-06-09T22:30:00Z',
  '2026-12-31T23:30:00Z',
];

const facts = zones.flatMap((timeZone) =>
  instants.map((at) => {
    const now = Date.parse(at);
    const consultations = listSlots({ rule: CONSULTATION_RULE, timeZone, now, booked: new Set() });
    const coordinators = listSlots({ rule: COORDINATOR_RULE, timeZone, now, booked: new Set() });
    const first = consultations[0]!;
    return {
      timeZone,
      at,
      today: todayIn(now, timeZone),
      consultations,
      coordinators,
      firstInstant: new Date(zonedToInstant(first.date, first.time, timeZone)).toISOString(),
      firstLabel: `${formatDateLong(first.date)} ${formatTime12h(first.time)}`,
      check: checkSlot(first.date, '09:00', { rule: CONSULTATION_RULE, timeZone, now }),
    };
  }),
);

process.stdout.write(JSON.stringify({ serverOffsetMinutes: new Date('2026-06-01T00:00:00Z').getTimezoneOffset(), facts }));
