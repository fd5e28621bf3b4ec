import { contactInquirySchema, messages } from '#contract/schemas.es';
import { makeInquiryChecks } from './inquiry-checks';

/** The inquiry form's checks with their Spanish messages: only a Spanish page loads this module (rules.ts). */
export const { checkInquiry } = makeInquiryChecks(contactInquirySchema, messages.inquiry.consent);
