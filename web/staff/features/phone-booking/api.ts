import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '#contract';
import { STAFF_API, staffBookingAnswerSchema } from '#contract/staff';
import { staffRequest } from '../../lib/staff-http';

type Request = Record<string, unknown>;

/**
 * The plan (dryRun): what would be booked, with which nurse, and every conflict; nothing is booked.
 * `path`: where the booking is asked for, the bookings' own, or a referral's first visit (which takes the same request).
 */
export function usePlanBooking(path: string = STAFF_API.bookings) {
  return useMutation({
    mutationFn: async (request: Request) => v.parse(staffBookingAnswerSchema, await (await staffRequest('POST', path, { ...request, dryRun: true })).json()),
  });
}

/**
 * Books what the plan showed. `key` is the plan's: a second press, or a retry after a dropped
 * answer, is the same request, so the server books it once. Every booking query is read again.
 */
export function useBook(path: string = STAFF_API.bookings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, key }: { request: Request; key: string }) =>
      v.parse(staffBookingAnswerSchema, await (await staffRequest('POST', path, { ...request, dryRun: false }, { headers: { [IDEMPOTENCY_HEADER]: key } })).json()),
    // A referral's first visit changes the referral too.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['staff', 'bookings'] }), queryClient.invalidateQueries({ queryKey: ['staff', 'referrals'] })]),
  });
}
