import { describe, expect, it } from 'vitest';
import { buildIcs, zonedToUtc } from './ics';

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
  it('when a New York time is converted, then the offset follows daylight saving time', () => {
    expect(zonedToUtc('2026-01-15', '09:00', 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(zonedToUtc('2026-07-15', '09:00', 'America/New_York').toISOString()).toBe('2026-07-15T13:00:00.000Z');
    // The day DST starts (8 March 2026): 9 AM is already EDT.
    expect(zonedToUtc('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedToUtc('2026-03-09', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-09T08:00:00.000Z');
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
});
