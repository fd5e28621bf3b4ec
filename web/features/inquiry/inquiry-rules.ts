import * as v from 'valibot';
import { contactInquirySchema, contactResponseSchema } from '../../../api/contract';
import { check, parse } from '../../lib/form-rules';

/**
 * The contract's inquiry schema, with one rule the site adds: the visitor must agree to be
 * contacted (the stored field accepts 'false', the form does not send it). Loaded when the
 * form is first used (rules.ts).
 */
const inquiryFormSchema = v.object({
  ...contactInquirySchema.entries,
  consent: v.literal('true', 'Consent is required'),
});

export type InquiryBody = v.InferOutput<typeof inquiryFormSchema>;

export const checkInquiry = (values: unknown) => check(inquiryFormSchema, values);
export const parseContactResponse = (json: unknown) => parse(contactResponseSchema, json);
