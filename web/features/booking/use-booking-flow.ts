import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { BookingKind, BookingPayload } from '#contract';
import { useSubmissionKey } from '../../lib/submission-key';
import { useOnline } from '../../lib/use-online';
import { bookingFailed } from '../../i18n/messages';
import { useLang, useShell } from '../../i18n/lang-context';
import { toast } from '../../ui/toast';
import { bookingFailureMessage, slotQueries, unanswered, useBookSlot } from './api';
import type { BookingOutcome } from './booking-outcome';
import { useBookingWords } from './booking-words';
import { outcomeReady } from './outcome-area';
import { bookingRules } from './rules';
import { indexSlots } from './slots';

interface SendHandlers {
  /** Shows the success toast and describes the booking for the confirmation. */
  onBooked: () => Extract<BookingOutcome, { kind: 'done' }>;
  /** Clears the form and the choice: the booking is made, or safely held by the outbox. */
  onDone: () => void;
  onFailed?: (error: unknown) => void;
}

/** The parts both booking flows share: slots, the booking request, its key and its outcome. */
export function useBookingFlow(kind: BookingKind) {
  const words = useBookingWords();
  const slots = useQuery(slotQueries.list(kind, words.slotsFailed, bookingRules[useLang()]));
  const index = useMemo(() => (slots.data ? indexSlots(slots.data) : undefined), [slots.data]);
  const booking = useBookSlot(kind);
  const key = useSubmissionKey();
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const online = useOnline();
  const { toasts } = useShell();

  const send = (body: BookingPayload, { onBooked, onDone, onFailed }: SendHandlers) => {
    booking.mutate(
      { body, idempotencyKey: key.for(body) },
      {
        // The outcome shows with its code (outcome-area.tsx): here before the answer, mostly.
        onSuccess: (result) =>
          void outcomeReady().then(() => {
            key.reset();
            setOutcome(result.status === 'queued' ? { kind: 'queued' } : { ...onBooked(), bookingId: result.data.booking?.id });
            onDone();
          }),
        onError: (error) =>
          void outcomeReady().then(() => {
            const failure = bookingFailed(toasts, bookingFailureMessage(error), unanswered(error));
            toast(failure);
            setOutcome({ kind: 'failed', title: failure.title, message: failure.description ?? '' });
            onFailed?.(error);
          }),
      },
    );
  };

  return {
    index,
    slotsFailed: slots.isError,
    /** Times shown from an earlier load that could not be refreshed (offline, or the server unreachable). */
    slotsStale: Boolean(slots.data) && (!online || slots.isError),
    retrySlots: () => void slots.refetch(),
    pending: booking.isPending,
    send,
    outcome,
    clearOutcome: () => setOutcome(null),
  };
}
