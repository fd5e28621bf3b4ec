import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_API } from '../../../../api/contract/staff';
import { mailFailuresAnswerSchema } from '../../../../api/contract/staff-answers';
import { getParsed } from '../../lib/staff-http';
import { recentFailures } from './failure-words';

/** E-mails the mail server refused for good, newest first (ids, kinds and codes: nothing personal, so not audited). */
export const mailQueries = {
  all: ['staff', 'mail'] as const,
  failures: () =>
    queryOptions({
      queryKey: [...mailQueries.all, 'failures'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.mailFailures, mailFailuresAnswerSchema, signal)).failures,
    }),
};

/**
 * For the navigation: how many failed in the last few days, or nothing while unknown. A count of
 * every failure ever would only grow; the screen lists them all. A failed read shows no count
 * rather than an error in the bar: the screen itself says what went wrong.
 */
export function useRecentFailureCount(enabled: boolean): number | undefined {
  const failures = useQuery({ ...mailQueries.failures(), enabled });
  return failures.data && recentFailures(failures.data).length;
}
