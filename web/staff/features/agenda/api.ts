import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelManyAnswerSchema, type CancelWords, type CareKind, type Outcome, STAFF_API, staffBookingListSchema, staffBookingSchema } from '#contract/staff';
import { getParsed, send, sendOnly, withQuery } from '../../lib/staff-http';
import type { CancelDraft } from './cancel-dialog';

/** The agenda's filters, as GET bookings takes them beside the days: a nurse, a kind, an outcome ('none': not marked yet). */
export interface AgendaFilters {
  clinicianId?: string;
  kind?: CareKind;
  outcome?: Outcome | 'none';
}

/** Every kind of booking, by day range (and filters) or one by id. */
export const agendaQueries = {
  all: ['staff', 'bookings'] as const,
  range: (from: string, to: string, filters: AgendaFilters = {}) =>
    queryOptions({
      queryKey: [...agendaQueries.all, 'range', from, to, filters] as const,
      queryFn: ({ signal }) => getParsed(withQuery(STAFF_API.bookings, { from, to, ...filters }), staffBookingListSchema, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...agendaQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.booking(id), staffBookingSchema, signal),
    }),
};

/** The words as the API takes them: trimmed, and an empty one not sent. */
function wordsOf({ message, note }: CancelDraft): CancelWords {
  const words: CancelWords = {};
  if (message.trim()) words.message = message.trim();
  if (note.trim()) words.note = note.trim();
  return words;
}

/** Cancelling changes the agenda, the booking and the public slot lists: every booking query is read again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: CancelDraft }) => sendOnly('POST', STAFF_API.cancelBooking(id), wordsOf(draft)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaQueries.all }),
  });
}

/** The interpreter a visitor asked for is arranged: the booking and the agenda are read again. */
export function useArrangeBookingInterpreter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendOnly('POST', STAFF_API.bookingInterpreterArranged(id), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaQueries.all }),
  });
}

/** Deletion on request: the booking's page stops reading it; the agenda and the public slot lists are read again. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendOnly('DELETE', STAFF_API.booking(id)),
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: agendaQueries.detail(id).queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...agendaQueries.all, 'range'] }),
  });
}

export function useCancelBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, draft }: { ids: string[]; draft: CancelDraft }) => send('POST', STAFF_API.cancelBookings, { ids, ...wordsOf(draft) }, cancelManyAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaQueries.all }),
  });
}
