import { queryOptions } from '@tanstack/react-query';
import { STAFF_API } from '../../../../api/contract/staff';
import { auditListSchema } from '../../../../api/contract/staff-answers';
import { getParsed, withQuery } from '../../lib/staff-http';

export const auditQueries = {
  all: ['staff', 'audit'] as const,
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...auditQueries.all, from, to] as const,
      queryFn: ({ signal }) => getParsed(withQuery(STAFF_API.audit, { from, to }), auditListSchema, signal),
    }),
};
