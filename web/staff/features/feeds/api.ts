import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { feedCreatedAnswerSchema, feedStatusAnswerSchema, STAFF_API } from '#contract/staff';
import { getParsed, send, sendOnly } from '../../lib/staff-http';

/** This account's calendar feed: whose, since when, how often fetched; never its address (the server keeps only a hash). */
export const feedQueries = {
  all: ['staff', 'calendar-feeds'] as const,
  status: () =>
    queryOptions({
      queryKey: [...feedQueries.all, 'status'] as const,
      queryFn: async ({ signal }) => (await getParsed(STAFF_API.calendarFeeds, feedStatusAnswerSchema, signal)).feed ?? null,
    }),
};

/** A new feed: its address comes back once; the account's earlier feed stops at once. `null`: everyone's visits. */
export function useMakeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clinicianId: string | null) => send('POST', STAFF_API.calendarFeeds, { clinicianId }, feedCreatedAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedQueries.all }),
  });
}

export function useStopFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendOnly('DELETE', STAFF_API.calendarFeeds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedQueries.all }),
  });
}
