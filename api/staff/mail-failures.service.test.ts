import { describe, expect, it } from 'vitest';
import type { MailOutcome } from '../mail/mail-log.store';
import { createMailFailuresService } from './mail-failures.service';

const outcome = (createdAt: string, result: 'sent' | 'failed' = 'failed'): MailOutcome => ({
  id: `log-${createdAt}`,
  messageId: `m-${createdAt}`,
  template: 'booking-confirmed',
  outcome: result,
  attempts: 1,
  createdAt,
  messageCreatedAt: createdAt,
  ...(result === 'failed' ? { code: '550' } : {}),
  about: { source: 'consultation', id: 'b1' },
});

describe('undelivered e-mails for staff', () => {
  it('when failures are older than seven days or were sent after all, then the recent count leaves them out and the list keeps every failure, newest first', () => {
    const service = createMailFailuresService({
      outcomes: [
        outcome('2026-03-03T11:59:59.000Z'),
        outcome('2026-03-03T12:00:00.000Z'),
        outcome('2026-03-09T08:00:00.000Z', 'sent'),
        outcome('2026-03-10T11:00:00.000Z'),
      ],
    });
    expect(service.recentCount(Date.parse('2026-03-10T12:00:00.000Z'))).toBe(2);
    expect(service.list().map((failure) => failure.failedAt)).toEqual(['2026-03-10T11:00:00.000Z', '2026-03-03T12:00:00.000Z', '2026-03-03T11:59:59.000Z']);
  });
});
