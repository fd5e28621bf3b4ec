import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { closureAnswerSchema, type ClosureRequest, STAFF_API, staffClosureListSchema } from '#contract/staff';
import { getParsed, send, sendOnly } from '../../lib/staff-http';

export const closureQueries = {
  all: ['staff', 'closures'] as const,
  list: () =>
    queryOptions({
      queryKey: [...closureQueries.all, 'list'] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.closures, staffClosureListSchema, signal),
    }),
};

/** Adds a closed day, range of days or hours; the answer names bookings already inside it. */
export function useAddClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ClosureRequest) => send('POST', STAFF_API.closures, request, closureAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closureQueries.all }),
  });
}

export function useRemoveClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendOnly('DELETE', STAFF_API.closure(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closureQueries.all }),
  });
}
