import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER } from '#contract';
import { newReferralsSchema, REFERRAL_STAFF_API, referralListSchema, type ReferralStatus, staffReferralAddedSchema, staffReferralSchema } from '#contract/staff';
import { ApiError } from '../../../lib/api';
import { getParsed, send, sendOnly, withQuery } from '../../lib/staff-http';
import { noteActivity } from '../../lib/session-clock';

export const referralQueries = {
  all: ['staff', 'referrals'] as const,
  list: (status: ReferralStatus) =>
    queryOptions({
      queryKey: [...referralQueries.all, 'list', status] as const,
      queryFn: async ({ signal }) => (await getParsed(withQuery(REFERRAL_STAFF_API.referrals, { status }), referralListSchema, signal)).referrals,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...referralQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => getParsed(REFERRAL_STAFF_API.referral(id), staffReferralSchema, signal),
    }),
  newCount: () =>
    queryOptions({
      queryKey: [...referralQueries.all, 'new-count'] as const,
      queryFn: ({ signal }) => getParsed(REFERRAL_STAFF_API.newCount, newReferralsSchema, signal),
    }),
};

/** For the navigation on every screen: how many referrals are new, and how many of those are urgent (numbers only). */
export function useNewReferralCount(enabled: boolean) {
  return useQuery({ ...referralQueries.newCount(), enabled, refetchInterval: 60_000 }).data;
}

/** What staff did to a referral, each read again with the lists and the count. */
function useReferralChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: referralQueries.all }) });
}

export const useAccept = () => useReferralChange((id: string) => send('POST', REFERRAL_STAFF_API.accept(id), {}, staffReferralSchema));

export const useDecline = () =>
  useReferralChange(({ id, message, note }: { id: string; message: string; note: string }) =>
    send('POST', REFERRAL_STAFF_API.decline(id), { message: message.trim() || undefined, note: note.trim() || undefined }, staffReferralSchema),
  );

/** Deletion on request: the referral's page stops reading it; the lists are read again. */
export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendOnly('DELETE', REFERRAL_STAFF_API.referral(id)),
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: referralQueries.detail(id).queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...referralQueries.all, 'list'] }),
  });
}

/** A referral typed in from a fax or a call, with its files: multipart, as the website's form sends it. */
export function useAddReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, key }: { form: FormData; key: string }) => {
      const sent = Date.now();
      const response = await fetch(REFERRAL_STAFF_API.referrals, { method: 'POST', body: form, credentials: 'include', headers: { [IDEMPOTENCY_HEADER]: key } });
      if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
      noteActivity(sent);
      return v.parse(staffReferralAddedSchema, await response.json());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralQueries.all }),
  });
}
