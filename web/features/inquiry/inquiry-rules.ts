import { contactInquirySchema } from '#contract';
import { inquiry } from '#contract/messages/en';
import { makeInquiryChecks } from './inquiry-checks';

/** The inquiry form's checks with their English messages (rules.ts loads this module on an English page when the form is first used). */
export const { checkInquiry } = makeInquiryChecks(contactInquirySchema, inquiry.consent);
export type { InquiryBody } from './inquiry-checks';
