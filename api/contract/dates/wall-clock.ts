/**
 * The provider's wall clock and instants (epoch milliseconds), correct across daylight saving
 * time changes. The only part of the date module that uses Intl, and only when called: the
 * server, the build and the .ics writer do; pages at first load do not (docs/decisions/008).
 */

import { isoDate } from './calendar';
import { parseDate, parseTime } from './days';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What the zone's wall clock shows at `instant`. */
export function zonedParts(instant: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds to add to UTC to get the zone's wall clock at that instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's wall clock shows `date` `time`. */
export function zonedToInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = parseDate(date);
  const [hh, mm] = parseTime(time);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - zoneOffset(wall, timeZone);
  // A second pass settles times near an offset change.
  instant = wall - zoneOffset(instant, timeZone);
  return instant;
}

/** The zone's calendar date at `instant`. */
export function todayIn(instant: number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return isoDate(p.year, p.month, p.day);
}

/**
 * 'America/New_York' → 'Eastern Time' (falls back to the zone's id). The site reads it from the
 * build instead (VITE_CLINIC_TZ_NAME, vite.config.ts), so pages never start Intl for it.
 */
export function timeZoneName(timeZone: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
