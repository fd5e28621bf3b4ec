import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountAnswerSchema, accountSessionsAnswerSchema, type ChangePasswordRequest, type EndSessionsRequest, sessionsEndedAnswerSchema, STAFF_API } from '#contract/staff';
import { getParsed, send } from '../../lib/staff-http';

/**
 * The signed-in person's own account. A wrong password or code here is a 400 (not a 401), so it
 * shows beside the field and never reads as an ended session.
 */
export const accountQueries = {
  all: ['staff', 'account'] as const,
  account: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'authenticator'] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.account, accountAnswerSchema, signal),
    }),
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all, 'sessions'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.accountSessions, accountSessionsAnswerSchema, signal)).sessions,
    }),
};

/** The answer sets a new session cookie; every other session of the account has ended, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => send('POST', STAFF_API.changePassword, request, sessionsEndedAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.all }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndSessionsRequest) => send('POST', STAFF_API.endOtherSessions, request, sessionsEndedAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.all }),
  });
}
