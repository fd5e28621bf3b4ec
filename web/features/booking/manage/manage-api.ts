import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageAnswer, ManagedBooking } from '#contract';
import { MANAGE_API } from '#contract/manage';
import type { Lang } from '#contract/language';
import { apiRequest } from '../../../lib/api';
import { withLanguage } from '../../../lib/request-language';
import { nextTask } from '../../../lib/next-task';
import { submitJson } from '../../../lib/submit';
import { slotQueries } from '../api';
import { answerRules } from '../rules';

/**
 * Query factory of the manage page. The key does not start with '/api', so the saved-slot
 * persister (web/lib/slot-persistence.ts keeps '/api' keys only) never writes the booking or its
 * token to the device: the booking lives in memory for the page's life and nowhere else.
 */
export const manageQueries = {
  all: () => ['manage-booking'] as const,
  /**
   * The booking behind a link; from a Spanish page the request says so (`language=es`), which the
   * server uses only for a link it cannot read (a booking is answered in its own language).
   */
  booking: (token: string, lang: Lang = 'en') =>
    queryOptions({
      queryKey: [...manageQueries.all(), token] as const,
      queryFn: async ({ signal }) => {
        const response = await apiRequest('GET', `${MANAGE_API.booking}?token=${encodeURIComponent(token)}${lang === 'es' ? '&language=es' : ''}`, undefined, { signal });
        const [json, rules] = await Promise.all([response.json() as Promise<unknown>, nextTask().then(answerRules.load)]);
        return rules.parseManageAnswer(json).booking;
      },
      gcTime: 0,
    }),
};

export type VisitChange = { action: 'cancel' } | { action: 'reschedule'; date: string; time: string };

async function change(token: string, lang: Lang, request: VisitChange, idempotencyKey: string) {
  const [url, body] = request.action === 'cancel' ? [MANAGE_API.cancel, { token }] : [MANAGE_API.reschedule, { token, date: request.date, time: request.time }];
  return submitJson<ManageAnswer>(url, withLanguage(body, lang), idempotencyKey, async (json) => (await answerRules.load()).parseManageAnswer(json));
}

/** Cancels or moves the visit; the booking shown takes the server's answer, and slot lists reload (not when the outbox holds it). */
export function useChangeVisit(token: string, lang: Lang, kind: ManagedBooking['kind'] | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: VisitChange; idempotencyKey: string }) => change(token, lang, request, idempotencyKey),
    onSuccess: (result) => {
      if (result.status === 'sent') queryClient.setQueryData(manageQueries.booking(token, lang).queryKey, result.data.booking);
    },
    // Refused: the visit may have changed elsewhere (another tab, staff), so show it as it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: manageQueries.booking(token, lang).queryKey }),
    onSettled: (result) => {
      if (result?.status === 'queued' || !kind) return;
      void queryClient.invalidateQueries({ queryKey: slotQueries.list(kind).queryKey });
    },
  });
}
