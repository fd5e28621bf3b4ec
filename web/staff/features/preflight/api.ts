import { queryOptions } from '@tanstack/react-query';
import { preflightAnswerSchema, STAFF_API } from '#contract/staff';
import { getParsed } from '../../lib/staff-http';

/** What is still sample or unsafe for real patients: the list `npm run preflight` prints (decision 025). */
export const preflightQueries = {
  all: ['staff', 'preflight'] as const,
  list: () =>
    queryOptions({
      queryKey: [...preflightQueries.all, 'list'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.preflight, preflightAnswerSchema, signal)).items,
    }),
};
