import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MoveRequest, type Outcome, seriesCancelAnswerSchema, type SeriesCancelRequest, STAFF_API, staffBookingSchema } from '#contract/staff';
import { send } from '../../lib/staff-http';

/** Every booking query: a move, an outcome or a series cancelled changes the agenda, the booking and a nurse's day. */
const BOOKINGS = ['staff', 'bookings'] as const;
const TODAY = ['staff', 'today'] as const;

function useBookingChange<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: BOOKINGS }), queryClient.invalidateQueries({ queryKey: TODAY })]),
  });
}

/** A new day, time or nurse (the same time with another nurse reassigns it); the patient is e-mailed only when asked and an address is known. */
export const useMoveBooking = () => useBookingChange(({ id, move }: { id: string; move: MoveRequest }) => send('POST', STAFF_API.moveBooking(id), move, staffBookingSchema));

/** Completed or no-show, once the visit's time has begun; it can be changed. */
export const useSetOutcome = () => useBookingChange(({ id, outcome }: { id: string; outcome: Outcome }) => send('POST', STAFF_API.bookingOutcome(id), { outcome }, staffBookingSchema));

/** Every standing visit of a series, with one message to the patient. */
export const useCancelSeries = () =>
  useBookingChange(({ id, words }: { id: string; words: SeriesCancelRequest }) => send('POST', STAFF_API.cancelSeries(id), words, seriesCancelAnswerSchema));
