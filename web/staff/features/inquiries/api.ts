import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type InquiryStatus, STAFF_API, staffInquiryListSchema, staffInquirySchema } from '#contract/staff';
import { getParsed, sendOnly, withQuery } from '../../lib/staff-http';

export const inquiryQueries = {
  all: ['staff', 'inquiries'] as const,
  list: (status: InquiryStatus) =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'list', status] as const,
      queryFn: ({ signal }) => getParsed(withQuery(STAFF_API.inquiries, { status }), staffInquiryListSchema, signal),
    }),
  /** One inquiry, the page a staff alert links to. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'detail', id] as const,
      queryFn: ({ signal }) => getParsed(STAFF_API.inquiry(id), staffInquirySchema, signal),
    }),
};

/** Moves an inquiry from 'new' to 'handled' with an optional note: the lists and the inquiry's page are read again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => sendOnly('POST', STAFF_API.inquiryHandled(id), { note: note.trim() || undefined }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryQueries.all }),
  });
}

/** The interpreter a visitor asked for is arranged: the lists and the inquiry's page are read again. */
export function useArrangeInquiryInterpreter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendOnly('POST', STAFF_API.inquiryInterpreterArranged(id), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryQueries.all }),
  });
}

/** Deletion on request: the inquiry's page stops reading it; the lists are read again. */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendOnly('DELETE', STAFF_API.inquiry(id)),
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: inquiryQueries.detail(id).queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...inquiryQueries.all, 'list'] }),
  });
}
