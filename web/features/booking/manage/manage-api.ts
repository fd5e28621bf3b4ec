import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageAnswer, ManagedBooking } from '../../../../api/contract';
import { MANAGE_API } from '../../../../api/contract/manage';
import { apiRequest } from '../../../lib/api';
import { nextTask } from '../../../lib/next-task';
import { submitJson } from '../../../lib/submit';
import { slotQueries } from '../api';
import { bookingRules } from '../rules';

/**
 * Query factory of the manage page. The key does not start with '/api', so the saved-slot
 * persister (web/lib/slot-persistence.ts keeps '/api' keys only) never writes the booking or its
 * token to the device: the booking lives in memory for the page's life and nowhere else.
 */
export const manageQueries = {
  all: () => ['manage-booking'] as const,
  booking: (token: string) =>
    queryOptions({
      queryKey: [...manageQueries.all(), token] as const,
      queryFn: async ({ signal }) => {
        const response = await apiRequest('GET', `${MANAGE_API.booking}?token=${encodeURIComponent(token)}`, undefined, { signal });
        const [json, rules] = await Promise.all([response.json() as Promise<unknown>, nextTask().then(bookingRules.load)]);
        return rules.parseManageAnswer(json).booking;
      },
      gcTime: 0,
    }),
};

export type VisitChange = { action: 'cancel' } | { action: 'reschedule'; date: string; time: string };

async function change(token: string, request: VisitChange, idempotencyKey: string) {
  const [url, body] = request.action === 'cancel' ? [MANAGE_API.cancel, { token }] : [MANAGE_API.reschedule, { token, date: request.date, time: request.time }];
  return submitJson<ManageAnswer>(url, body, idempotencyKey, async (json) => (await bookingRules.load()).parseManageAnswer(json));
}

/** Cancels or moves the visit; the booking shown takes the server's answer, and slot lists reload (not when the outbox holds it). */
export function useChangeVisit(token: string, kind: ManagedBooking['kind'] | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: VisitChange; idempotencyKey: string }) => change(token, request, idempotencyKey),
    onSuccess: (result) => {
      if (result.status === 'sent') queryClient.setQueryData(manageQueries.booking(token).queryKey, result.data.booking);
    },
    // Refused: the visit may have changed elsewhere (another tab, staff), so show it as it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: manageQueries.booking(token).queryKey }),
    onSettled: (result) => {
      if (result?.status === 'queued' || !kind) return;
      void queryClient.invalidateQueries({ queryKey: slotQueries.list(kind).queryKey });
    },
  });
}
