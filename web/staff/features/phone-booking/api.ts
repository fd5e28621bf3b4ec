import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '#contract';
import { STAFF_API, staffBookingAnswerSchema } from '#contract/staff';
import { staffRequest } from '../../lib/staff-http';

type Request = Record<string, unknown>;

/** The plan (dryRun): what would be booked, with which nurse, and every conflict; nothing is booked. */
export function usePlanBooking() {
  return useMutation({
    mutationFn: async (request: Request) => v.parse(staffBookingAnswerSchema, await (await staffRequest('POST', STAFF_API.bookings, { ...request, dryRun: true })).json()),
  });
}

/**
 * Books what the plan showed. `key` is the plan's: a second press, or a retry after a dropped
 * answer, is the same request, so the server books it once. Every booking query is read again.
 */
export function useBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, key }: { request: Request; key: string }) =>
      v.parse(staffBookingAnswerSchema, await (await staffRequest('POST', STAFF_API.bookings, { ...request, dryRun: false }, { headers: { [IDEMPOTENCY_HEADER]: key } })).json()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'bookings'] }),
  });
}
