import { describe, expect, it } from 'vitest';
import { buildIcs, calendarUid } from './ics';
import { provider } from './provider';

const event = {
  uid: 'abc@evergreenwoundcare.com',
  date: '2026-03-09',
  time: '13:15',
  minutes: 15,
  timeZone: 'America/New_York',
  summary: 'Free consultation; phone',
  description: 'We will call you at (555) 123-4567, then follow up.\nQuestions? Call us.',
};

describe('ics', () => {
  it('when an appointment is in summer or on the day DST starts, then its UTC times follow the offset of that day', () => {
    // The conversion itself is tested with the date module (api/contract/dates/wall-clock.test.ts).
    expect(buildIcs({ ...event, date: '2026-07-15', time: '09:00' })).toContain('DTSTART:20260715T130000Z\r\n');
    expect(buildIcs({ ...event, date: '2026-03-08', time: '09:00', minutes: 60 })).toContain('DTEND:20260308T140000Z\r\n');
    expect(buildIcs({ ...event, date: '2026-01-15', time: '09:00' })).toContain('DTSTART:20260115T140000Z\r\n');
  });

  it('when a file is built, then it has UTC start and end, escaped text and CRLF lines', () => {
    const ics = buildIcs(event, new Date('2026-03-01T10:00:00Z'));
    expect(ics).toContain('DTSTART:20260309T171500Z\r\n');
    expect(ics).toContain('DTEND:20260309T173000Z\r\n');
    expect(ics).toContain('DTSTAMP:20260301T100000Z\r\n');
    expect(ics).toContain('SUMMARY:Free consultation\\; phone\r\n');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/END:VCALENDAR\r\n$/);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:We will call you at (555) 123-4567\\, then follow up.\\nQuestions? Call us.');
  });

  it('when an invitation is written, then it has METHOD:REQUEST, its SEQUENCE, the organizer and attendee, and STATUS:CONFIRMED', () => {
    const ics = buildIcs(event, new Date('2026-03-01T10:00:00Z'), {
      method: 'REQUEST',
      sequence: 2,
      organizer: { name: 'Evergreen "Care"', email: 'care@example.org' },
      attendee: { name: 'Jane Roe', email: 'jane@example.com' },
    }).replace(/\r\n /g, '');

    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('ORGANIZER;CN="Evergreen Care":mailto:care@example.org\r\n');
    expect(ics).toContain('ATTENDEE;CN="Jane Roe";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:jane@example.com\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
  });

  it('when a cancellation is written, then it has METHOD:CANCEL and STATUS:CANCELLED for the same UID; a download has neither', () => {
    const cancel = buildIcs(event, new Date(), { method: 'CANCEL', sequence: 1 });
    const download = buildIcs(event);

    expect(cancel).toContain('METHOD:CANCEL\r\n');
    expect(cancel).toContain('STATUS:CANCELLED\r\n');
    expect(cancel).toContain(`UID:${event.uid}\r\n`);
    expect(download).toContain('METHOD:PUBLISH\r\n');
    expect(download).not.toMatch(/SEQUENCE|STATUS|ORGANIZER/);
  });

  it("when a booking's UID is made, then it is the booking id at the site's host name", () => {
    expect(calendarUid('b-1')).toBe(`b-1@${provider.email.split('@')[1]}`);
  });
});
