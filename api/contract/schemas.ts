import * as v from 'valibot';
import { CONSULTATION_TYPES, MAX_LENGTH, WOUND_TYPE_CHOICES } from './constants';
import {
  makeConsultationBookingSchema,
  makeConsultationFormSchema,
  makeContactInquirySchema,
  makeCoordinatorBookingSchema,
  makeCoordinatorFormSchema,
  makeManageCancelSchema,
  makeManageRescheduleSchema,
  optionalTextIn,
  requiredText,
} from './form-schemas';
import { type Lang, LANGS } from './language';
import { booking, bookingType, common, inquiry, manage } from './messages/en';

/**
 * The public requests' and forms' schemas with their English messages, the exact texts of
 * docs/product.md ("Forms"), made from messages/en.ts; schemas.es.ts holds the Spanish ones. The answers'
 * schemas and the stored records' shapes are here too: they carry no words. Each schema is given
 * only the sections of messages it uses, so a page's bundle keeps only theirs.
 */

/**
 * A visitor's request's language (decision 033): a field of every public request, absent for English
 * (as on every record stored before). Not a form field: the server checks it first, since it says
 * in which language the rest is checked and answered (api/http/validate.ts parseBodyIn), and
 * stores it with the record when it is Spanish. Only a program sends another value: told in English.
 */
export const requestLanguageSchema = v.object({ language: v.optional(v.picklist(LANGS, "Language must be 'en' or 'es'")) });
/** What a request, and the record made from it, says of its language. */
export interface InLanguage {
  language?: Lang;
}

export { dateField, interpreterLanguageField, isPlainName, timeField } from './form-schemas';

/** A trimmed, optional string of at most `max` characters (the staff area's notes and messages use it too). */
export const optionalText = (max: number) => optionalTextIn(max, common);

// ---- Contact inquiry (docs/product.md, "The General Inquiry form") ----

export const contactInquirySchema = /* @__PURE__ */ makeContactInquirySchema({ common, inquiry });
export type ContactInquiryInput = v.InferInput<typeof contactInquirySchema> & InLanguage;
export type ContactInquiry = v.InferOutput<typeof contactInquirySchema> & InLanguage;

export interface StoredContactInquiry extends ContactInquiry {
  id: string;
  createdAt: string;
}

// ---- Booking payloads (docs/product.md, "The API") ----

export const consultationBookingSchema = /* @__PURE__ */ makeConsultationBookingSchema({ common, booking, bookingType });
export type ConsultationBooking = v.InferOutput<typeof consultationBookingSchema> & InLanguage;

export const coordinatorBookingSchema = /* @__PURE__ */ makeCoordinatorBookingSchema({ common, booking, bookingType });
export type CoordinatorBooking = v.InferOutput<typeof coordinatorBookingSchema> & InLanguage;

export const BOOKING_KINDS = ['consultation', 'coordinator'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export type BookingPayload = ConsultationBooking | CoordinatorBooking;

export interface StoredBooking {
  id: string;
  createdAt: string;
  date: string;
  time: string;
  type: BookingKind;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  facilityName?: string;
  /** A consultation's: phone or video, and the wound type the visitor chose (bookings made before these were fields carry both in `notes`). */
  consultationType?: (typeof CONSULTATION_TYPES)[number];
  woundType?: (typeof WOUND_TYPE_CHOICES)[number];
  /** The visitor's own notes. */
  notes?: string;
  /** The language an interpreter was asked for (api/contract/interpreter.ts). */
  interpreterLanguage?: string;
  /** The language it was made in (decision 033); absent, as on every booking made before, means English. */
  language?: Lang;
}

// ---- A booking's manage link (decision 019) ----

export const manageCancelSchema = /* @__PURE__ */ makeManageCancelSchema({ manage });
export const manageRescheduleSchema = /* @__PURE__ */ makeManageRescheduleSchema({ booking, manage });
export type ManageReschedule = v.InferOutput<typeof manageRescheduleSchema>;

/** What a manage link shows: the visit and nothing else (no name, contact or notes). */
export const managedBookingSchema = v.object({
  kind: v.picklist(['consultation', 'coordinator']),
  date: v.string(),
  time: v.string(),
  status: v.picklist(['booked', 'cancelled']),
});
export type ManagedBooking = v.InferOutput<typeof managedBookingSchema>;
export const manageAnswerSchema = v.object({ booking: managedBookingSchema, message: v.optional(v.string()) });
export type ManageAnswer = v.InferOutput<typeof manageAnswerSchema>;

// ---- Forms (what the visitor types; the site turns them into payloads) ----

export const consultationFormSchema = /* @__PURE__ */ makeConsultationFormSchema({ common, booking });
export type ConsultationForm = v.InferOutput<typeof consultationFormSchema>;

export const coordinatorFormSchema = /* @__PURE__ */ makeCoordinatorFormSchema({ common, booking });
export type CoordinatorForm = v.InferOutput<typeof coordinatorFormSchema>;

// ---- Responses ----

export const slotSchema = v.object({
  date: v.string(),
  time: v.string(),
  available: v.boolean(),
});
export type Slot = v.InferOutput<typeof slotSchema>;
export const slotListSchema = v.array(slotSchema);

export const bookingResponseSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
  /** Its id names the booking's calendar event, the same in "Add to calendar" and in the e-mails. */
  booking: v.optional(v.object({ id: v.string() })),
});
export type BookingResponse = v.InferOutput<typeof bookingResponseSchema>;

export const contactResponseSchema = v.object({ message: v.string() });

/** What the service worker answers when it kept a request for later. */
export const queuedResponseSchema = v.object({ queued: v.literal(true), id: v.string() });
export type QueuedResponse = v.InferOutput<typeof queuedResponseSchema>;

export interface ErrorResponse {
  message: string;
  errors?: Record<string, string>;
}

// ---- Users (stored since the first version; no public screen uses them: staff accounts are api/users/) ----

/** Made by a call free of side effects, so a page that does not use it keeps none of it (not even MAX_LENGTH's lookup). */
/* @__NO_SIDE_EFFECTS__ */
const makeCredentialsSchema = () =>
  v.object({
    username: requiredText('Username is required', MAX_LENGTH.shortText, common),
    password: v.pipe(v.string('Password is required'), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(200, common.tooLong(200))),
  });
export const credentialsSchema = makeCredentialsSchema();

/** Field → first message, for answering and for showing beside form fields. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
