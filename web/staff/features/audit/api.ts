import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditBreaksAnswerSchema, auditListSchema, STAFF_API } from '#contract/staff';
import { getParsed, send, withQuery } from '../../lib/staff-http';

export const auditQueries = {
  all: ['staff', 'audit'] as const,
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...auditQueries.all, from, to] as const,
      queryFn: ({ signal }) => getParsed(withQuery(STAFF_API.audit, { from, to }), auditListSchema, signal),
    }),
  /** Breaks in the trail's chain no one has acknowledged: what and when only (reading them is not audited, decision 024). */
  breaks: () =>
    queryOptions({
      queryKey: [...auditQueries.all, 'breaks'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.auditBreaks, auditBreaksAnswerSchema, signal)).breaks,
    }),
};

/** Acknowledges one break: the server answers with the breaks left; the trail (which now records who acknowledged it) is read again. */
export function useAcknowledgeBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send('POST', STAFF_API.acknowledgeAuditBreak(id), {}, auditBreaksAnswerSchema),
    onSuccess: ({ breaks }) => queryClient.setQueryData(auditQueries.breaks().queryKey, breaks),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditQueries.all }),
  });
}
