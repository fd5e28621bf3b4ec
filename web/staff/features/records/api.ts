import { queryOptions } from '@tanstack/react-query';
import { dataStatusAnswerSchema, STAFF_API } from '#contract/staff';
import { getParsed } from '../../lib/staff-http';

/** What is kept and when the server purges next. */
export const recordsQueries = {
  status: () =>
    queryOptions({
      queryKey: ['staff', 'data-status'] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.dataStatus, dataStatusAnswerSchema, signal),
    }),
};
