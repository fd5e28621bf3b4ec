/**
 * iCalendar (RFC 5545) files: for one appointment, the site's "Add to calendar" download and the
 * files attached to e-mails (RFC 5546 METHOD:REQUEST / CANCEL); for several, a series' e-mail and a
 * staff calendar feed. All are written here, so every file gives a booking the same UID and the
 * same UTC times.
 */
import { zonedToInstant } from './dates/wall-clock';
import { provider } from './provider';

export interface CalendarEvent {
  uid: string;
  date: string;
  time: string;
  minutes: number;
  /** The zone the date and time are in (the provider's). */
  timeZone: string;
  summary: string;
  description: string;
  location?: string;
}

export interface CalendarMessage {
  /** PUBLISH for a download, REQUEST for an invitation or its update, CANCEL to withdraw it. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** Higher in every later version of the event (RFC 5545 3.8.7.4). */
  sequence?: number;
  /** Required by REQUEST and CANCEL (RFC 5546): who sends the invitation, and to whom. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

/**
 * The host part of every calendar UID and e-mail Message-ID: the provider's e-mail domain, from
 * the facts file, so ids never change with the address a deployment is reached at.
 */
export const ID_HOST = provider.email.slice(provider.email.lastIndexOf('@') + 1);

/** The one UID of a booking's event, in every file about it: a calendar then updates the event instead of adding another. */
export const calendarUid = (bookingId: string): string => `${bookingId}@${ID_HOST}`;

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value is quoted, and may hold no quote or line break. */
const quoteParam = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const chunks: string[] = [];
  let chunk = '';
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
    if (size + charSize > (chunks.length ? 74 : 75)) {
      chunks.push(chunk);
      chunk = '';
      size = 0;
    }
    chunk += char;
    size += charSize;
  }
  chunks.push(chunk);
  return chunks.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, now = new Date(), message: CalendarMessage = { method: 'PUBLISH' }): string {
  const { method, sequence, organizer, attendee } = message;
  const status = method === 'CANCEL' ? 'CANCELLED' : method === 'REQUEST' ? 'CONFIRMED' : undefined;
  return calendarOf([`METHOD:${method}`], [eventLines({ ...event, sequence, status }, now, organizer, attendee)]);
}

/** One event of a file of several: its own version number and status, and when it last changed (DTSTAMP). */
export interface ListedEvent extends CalendarEvent {
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** When the event last changed: a feed read twice with nothing changed is the same file, so its ETag holds. */
  stamp?: Date;
}

export interface CalendarFile {
  /** PUBLISH for a series' file sent by e-mail (several events, RFC 5546 3.2.1); none for a subscribed feed. */
  method?: 'PUBLISH';
  /** The calendar's name in the app that subscribes to it (X-WR-CALNAME). */
  name?: string;
  /** How often a subscribing app should fetch it again (RFC 7986 REFRESH-INTERVAL), in minutes. */
  refreshMinutes?: number;
}

/** A file of several events, each with its own UID: a series' visits in one e-mail, or a calendar feed. */
export function buildCalendar(events: readonly ListedEvent[], now = new Date(), file: CalendarFile = {}): string {
  const head = [
    ...(file.method ? [`METHOD:${file.method}`] : []),
    ...(file.name ? [`X-WR-CALNAME:${escapeText(file.name)}`, `NAME:${escapeText(file.name)}`] : []),
    ...(file.refreshMinutes ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${file.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${file.refreshMinutes}M`] : []),
  ];
  return calendarOf(head, events.map((event) => eventLines(event, event.stamp ?? now)));
}

function calendarOf(head: string[], events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Evergreen Mobile Wound Care//Booking//EN', 'CALSCALE:GREGORIAN', ...head, ...events.flat(), 'END:VCALENDAR'];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function eventLines(event: ListedEvent, stampAt: Date, organizer?: CalendarMessage['organizer'], attendee?: CalendarMessage['attendee']): string[] {
  const start = zonedToInstant(event.date, event.time, event.timeZone);
  const end = start + event.minutes * 60_000;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTAMP:${stamp(stampAt)}`,
    `DTSTART:${stamp(new Date(start))}`,
    `DTEND:${stamp(new Date(end))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(organizer ? [`ORGANIZER;CN=${quoteParam(organizer.name)}:mailto:${organizer.email}`] : []),
    ...(attendee ? [`ATTENDEE;CN=${quoteParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${attendee.email}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    'END:VEVENT',
  ];
}
