import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from '#contract/mail-templates';
import type { MailFailure } from '#contract/staff';
import { aboutLink, attemptsInWords, describeMessage, replyInWords } from './failure-words';

const failure = (failedAt: string, about: MailFailure['about'] = { kind: 'consultation', id: 'b/1' }): MailFailure => ({
  id: failedAt,
  template: 'booking-confirmed',
  createdAt: failedAt,
  failedAt,
  attempts: 1,
  code: '550',
  about,
});

describe('mail failures in words', () => {
  it('when any kind of message failed, then it has a name, says who missed it and what to do', () => {
    for (const template of MAIL_TEMPLATES) {
      const described = describeMessage(template);
      expect(described.name).not.toBe('');
      expect(described.to).toBe(template.startsWith('staff-') ? 'staff' : 'visitor');
      // A referral's messages go to its referrer, who is who staff call.
      expect(described.todo).toMatch(described.to === 'staff' ? /STAFF_EMAIL/ : template.startsWith('referral-') ? /^Call the referrer/ : /^Call the visitor/);
    }
  });

  it('when the reply code is a known refusal, then it is explained; another 5xx is a refusal for good; anything else is shown as it came', () => {
    expect(replyInWords('550')).toBe('550: the mailbox does not exist or does not take mail');
    expect(replyInWords('552')).toBe('552: the mailbox is full');
    expect(replyInWords('EENVELOPE')).toBe('EENVELOPE: the address could not be used; it may be mistyped');
    expect(replyInWords('557')).toBe('557: refused for good');
    expect(replyInWords('ESOCKET')).toBe('ESOCKET');
    expect(replyInWords('unknown')).toBe('Not given');
  });

  it('when tries are counted, then one is "Once"', () => {
    expect([attemptsInWords(1), attemptsInWords(4)]).toEqual(['Once', '4 times']);
  });

  it('when a failure was about a booking or an inquiry, then the link opens its staff page with the id made safe for a path', () => {
    expect(aboutLink(failure('2026-03-01T00:00:00.000Z'))).toEqual({ to: '/bookings/b%2F1', label: 'Open the booking' });
    expect(aboutLink(failure('2026-03-01T00:00:00.000Z', { kind: 'coordinator', id: 'c1' })).to).toBe('/bookings/c1');
    expect(aboutLink(failure('2026-03-01T00:00:00.000Z', { kind: 'inquiry', id: 'i1' }))).toEqual({ to: '/inquiries/i1', label: 'Open the inquiry' });
  });

});
