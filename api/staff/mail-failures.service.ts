import { type MailFailure, RECENT_FAILURE_DAYS } from '#contract/staff';
import type { MailLogStore } from '../mail/mail-log.store';

export type MailFailuresService = ReturnType<typeof createMailFailuresService>;

/** Messages the mail server refused for good, newest first, for the staff area: ids, kinds and codes, never an address. */
export function createMailFailuresService(log: Pick<MailLogStore, 'outcomes'>) {
  function list(): MailFailure[] {
    const failures: MailFailure[] = [];
    for (const outcome of log.outcomes) {
      if (outcome.outcome !== 'failed') continue;
      failures.push({
        id: outcome.messageId,
        template: outcome.template,
        createdAt: outcome.messageCreatedAt,
        failedAt: outcome.createdAt,
        attempts: outcome.attempts,
        code: outcome.code ?? 'unknown',
        about: { kind: outcome.about.source, id: outcome.about.id },
      });
    }
    return failures.reverse();
  }
  /** How many were refused for good in the last RECENT_FAILURE_DAYS days, up to `now`. */
  function recentCount(now: number): number {
    const since = now - RECENT_FAILURE_DAYS * 24 * 60 * 60 * 1000;
    return list().filter((failure) => Date.parse(failure.failedAt) >= since).length;
  }
  return { list, recentCount };
}
