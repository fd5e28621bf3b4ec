/**
 * iCalendar (RFC 5545) files for one appointment: the site's "Add to calendar" download and the
 * files attached to e-mails (RFC 5546 METHOD:REQUEST / CANCEL) are written here, so both give a
 * booking the same UID and the same UTC times.
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
  const start = zonedToInstant(event.date, event.time, event.timeZone);
  const end = start + event.minutes * 60_000;
  const { method, sequence, organizer, attendee } = message;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Evergreen Mobile Wound Care//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...(sequence === undefined ? [] : [`SEQUENCE:${sequence}`]),
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(new Date(start))}`,
    `DTEND:${stamp(new Date(end))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(organizer ? [`ORGANIZER;CN=${quoteParam(organizer.name)}:mailto:${organizer.email}`] : []),
    ...(attendee ? [`ATTENDEE;CN=${quoteParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${attendee.email}`] : []),
    ...(method === 'CANCEL' ? ['STATUS:CANCELLED'] : method === 'REQUEST' ? ['STATUS:CONFIRMED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
