import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#contract';
import { serverMessage } from '../../lib/api';
import { submitJson } from '../../lib/submit';
import type { InquiryBody } from './inquiry-checks';
import { inquiryAnswerRules } from './rules';

/** Query keys of the inquiry feature; joined with '/' they are the URL (docs/product.md, "Outcomes and errors"). */
const contactQueries = {
  all: () => ['/api', 'contact'] as const,
};

/** Sends an inquiry; the contact cache is invalidated afterwards (docs/product.md, "The General Inquiry form"). */
export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InquiryBody & { language?: 'es' }; idempotencyKey: string }) =>
      submitJson(API.contact, body, idempotencyKey, async (json) => (await inquiryAnswerRules.load()).parseContactResponse(json)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactQueries.all() }),
  });
}

/**
 * docs/product.md, "Outcomes and errors": the server's own words, in the page's language, when it
 * sent JSON; empty when it did not (a proxy's 502 with HTML, no connection), and the toast then
 * gives the page's own sentence: never the error's "{status}: {text}", which is not for visitors.
 */
export function inquiryFailureMessage(error: unknown): string {
  return serverMessage(error) ?? '';
}
