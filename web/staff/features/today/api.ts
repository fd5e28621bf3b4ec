import { queryOptions } from '@tanstack/react-query';
import { STAFF_API, todayAnswerSchema } from '#contract/staff';
import { getParsed, withQuery } from '../../lib/staff-http';

/**
 * A nurse's day (the nurse linked to the account unless one is chosen; everyone's when the account
 * has none). Read again when the person comes back to the tab, and when they ask; never on a
 * timer, since every staff request counts as activity and a timer would keep an unattended
 * session open (decision 058). What was read stays shown when a new read fails.
 */
export const todayQueries = {
  all: ['staff', 'today'] as const,
  day: (date: string, clinicianId?: string) =>
    queryOptions({
      queryKey: [...todayQueries.all, date, clinicianId ?? ''] as const,
      queryFn: ({ signal }) => getParsed(withQuery(STAFF_API.today, { date, clinicianId }), todayAnswerSchema, signal),
      staleTime: 0,
    }),
};
