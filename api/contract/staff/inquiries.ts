/** Inquiries as staff see them: what the visitor sent, and whether staff handled it. */
import * as v from 'valibot';
import { MAX_LENGTH } from '../constants';
import { LANGS } from '../language';
import { optionalNote, optionalString } from './fields';

const inquiryStatus = v.picklist(['new', 'handled'], "Status must be 'new' or 'handled'");
export type InquiryStatus = v.InferOutput<typeof inquiryStatus>;

/** GET inquiries?status: new, handled or both. */
export const inquiryStatusSchema = v.object({ status: v.optional(inquiryStatus) });

/** POST inquiryHandled(id): a note of staff's own, kept beside the inquiry (never changing it). */
export const handledSchema = v.object({ note: optionalNote(MAX_LENGTH.notes) });

export const staffInquirySchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  status: inquiryStatus,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  serviceType: optionalString,
  careLocation: optionalString,
  message: optionalString,
  consent: v.string(),
  /** The language a free interpreter was asked for, and when staff marked one arranged (as on a booking). */
  interpreterLanguage: optionalString,
  interpreterArrangedAt: optionalString,
  handledAt: optionalString,
  note: optionalString,
  /** The receipt was not e-mailed: its address had had three receipts or confirmations that day (a stranger may have typed it). */
  notMailed: v.optional(v.boolean()),
  /** The language it was sent in (decision 033), as on a booking. */
  language: v.optional(v.picklist(LANGS)),
});
export type StaffInquiry = v.InferOutput<typeof staffInquirySchema>;
export const staffInquiryListSchema = v.array(staffInquirySchema);
