import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailFailuresAnswerSchema, recentMailFailuresAnswerSchema, STAFF_API } from '#contract/staff';
import { getParsed } from '../../lib/staff-http';

/** E-mails the mail server refused for good, newest first (ids, kinds and codes; reading the list is audited), and how many lately. */
export const mailQueries = {
  all: ['staff', 'mail'] as const,
  failures: () =>
    queryOptions({
      queryKey: [...mailQueries.all, 'failures'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.mailFailures, mailFailuresAnswerSchema, signal)).failures,
    }),
  recent: () =>
    queryOptions({
      queryKey: [...mailQueries.all, 'recent'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.mailFailuresRecent, recentMailFailuresAnswerSchema, signal)).recent,
    }),
};

/**
 * For the navigation on every screen: how many failed in the last few days (a number from the
 * server, so showing it reads no record), or nothing while unknown. A count of every failure ever
 * would only grow; the screen lists them all. A failed read shows no count rather than an error
 * in the bar: the screen itself says what went wrong.
 */
export function useRecentFailureCount(enabled: boolean): number | undefined {
  return useQuery({ ...mailQueries.recent(), enabled }).data;
}
