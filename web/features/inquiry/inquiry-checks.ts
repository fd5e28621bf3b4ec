import * as v from 'valibot';
import type { makeContactInquirySchema } from '#contract/form-schemas';
import { check } from '../../lib/form-rules';

/**
 * The inquiry form's checks made from one language's schema (decision 033): the contract's inquiry
 * schema, with one rule the site adds: the visitor must agree to be contacted (the stored field
 * accepts 'false', the form does not send it). inquiry-rules.ts gives the English, inquiry-rules.es.ts the Spanish.
 */
/* @__NO_SIDE_EFFECTS__ */
export function makeInquiryChecks(contactInquirySchema: ReturnType<typeof makeContactInquirySchema>, consentMessage: string) {
  const inquiryFormSchema = v.object({ ...contactInquirySchema.entries, consent: v.literal('true', consentMessage) });
  return { checkInquiry: (values: unknown) => check(inquiryFormSchema, values) };
}

export type InquiryChecks = ReturnType<typeof makeInquiryChecks>;
export type InquiryBody = Extract<ReturnType<InquiryChecks['checkInquiry']>, { success: true }>['output'];
