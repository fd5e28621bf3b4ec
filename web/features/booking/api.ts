import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { API, type BookingKind, type BookingPayload } from '#contract';
import { ApiError, getJson, serverMessage } from '../../lib/api';
import { nextTask } from '../../lib/next-task';
import type { LazyRules } from '../../lib/lazy-rules';
import { submitJson } from '../../lib/submit';
import { answerRules } from './rules';
import { takeEarlySlots } from './calendar/early-handoff';
import { parseSlotList } from './slot-list';

const SLOT_PATH_SEGMENT: Record<BookingKind, string> = { consultation: 'consultation', coordinator: 'coordinators' };

/** Query factory of the booking feature; the key's parts joined with '/' are the URL (docs/product.md, "Outcomes and errors"). */
export const slotQueries = {
  /**
   * `failed`: the toast when the list cannot be loaded, in the page's language; `checks`: the
   * form's checks in that language, loaded after the list so a submit rarely waits for them (only
   * the key is needed to reload a list).
   */
  list: (kind: BookingKind, failed?: { title: string; description: string }, checks?: LazyRules<unknown>) =>
    queryOptions({
      queryKey: ['/api', SLOT_PATH_SEGMENT[kind], 'slots'] as const,
      // The list shows as soon as it arrives (the first tap on a day waits for it): the form's
      // checks and the answers' checks load after it, each in a task of its own, never before.
      queryFn: async ({ queryKey, signal }) => {
        // The early calendar's request, when it made this one (calendar/early-handoff.ts); if it failed, the page asks again.
        const early = takeEarlySlots(queryKey.join('/'));
        const slots = parseSlotList(await (early?.catch(() => getJson(queryKey, signal)) ?? getJson(queryKey, signal)));
        for (const rules of [answerRules, checks]) void nextTask().then(rules?.load).catch(() => undefined);
        return slots;
      },
      meta: { errorToast: failed },
    }),
};

const BOOK_URL: Record<BookingKind, string> = { consultation: API.consultationBook, coordinator: API.coordinatorBook };

export interface BookingRequest {
  /** The JSON body of a booking POST (docs/product.md, "The free consultation form"): the payload the server's schemas parse, as their output, so the form sends only checked values. */
  body: BookingPayload;
  idempotencyKey: string;
}

/** A 2xx answer that still says `success: false` (docs/product.md, "The free consultation form"). */
class BookingRejectedError extends Error {
  override name = 'BookingRejectedError';
}

async function book(kind: BookingKind, { body, idempotencyKey }: BookingRequest) {
  const result = await submitJson(BOOK_URL[kind], body, idempotencyKey, async (json) => (await answerRules.load()).parseBookingResponse(json));
  // Without a message of its own, the page says it in its language (web/i18n/messages.ts bookingFailed).
  if (result.status === 'sent' && !result.data.success) throw new BookingRejectedError(result.data.message ?? '');
  return result;
}

type Booked = Awaited<ReturnType<typeof book>>;

/**
 * Books a slot; the slot list is reloaded after success and after failure alike (docs/product.md, "Forms"). One
 * request at a time, as a mutation would, without TanStack's mutation observer in every booking
 * page's first load (a form sends once, and only its own page shows it is busy).
 */
export function useBookSlot(kind: BookingKind) {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const sending = useRef(false);
  const mutate = (request: BookingRequest, { onSuccess, onError }: { onSuccess: (result: Booked) => void; onError: (error: unknown) => void }) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    book(kind, request).then(
      (result) => settle(result, () => onSuccess(result)),
      (error: unknown) => settle(undefined, () => onError(error)),
    );
  };
  const settle = (result: Booked | undefined, then: () => void) => {
    sending.current = false;
    setPending(false);
    // A request held by the offline outbox has changed nothing yet, and a reload would only fail.
    if (result?.status !== 'queued') void queryClient.invalidateQueries({ queryKey: slotQueries.list(kind).queryKey });
    then();
  };
  return { mutate, isPending };
}

/** The server's words for a failed booking, when it sent any (docs/product.md, "Outcomes and errors"); the toast supplies the fallback. */
export function bookingFailureMessage(error: unknown): string | undefined {
  if (error instanceof BookingRejectedError) return error.message || undefined;
  return serverMessage(error);
}

/**
 * Whether the failure came with no answer of ours: no connection, or a status alone (a proxy's 502
 * with its own HTML page). Never shown as its status text: the page says it in its own words.
 */
export function unanswered(error: unknown): boolean {
  if (error instanceof BookingRejectedError) return false;
  return !serverMessage(error) && !(error instanceof ApiError && error.status < 500);
}
