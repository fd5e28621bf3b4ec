import * as v from 'valibot';
import {
  CARE_LOCATIONS,
  CONSULTATION_TYPES,
  MAX_LENGTH,
  PHONE_MIN_LENGTH,
  SERVICE_TYPES,
  WOUND_TYPE_CHOICES,
} from './constants';
import { isRealDate } from './dates';

const tooLong = (max: number) => `Please keep this under ${max} characters`;

/**
 * A required field whose absence reads as an empty value, so a missing key gets the
 * field's own message ("First name is required") rather than a generic one.
 */
const required = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

/** A trimmed, required string with one message for "missing" and "empty". */
const requiredText = (message: string, max: number) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, tooLong(max))));

/**
 * What a name never holds (issue 24): a web address, an `@`, a line break or another control
 * character. A name is the one thing a visitor types that an e-mail repeats (a first name, in the
 * greeting), so a stranger must not be able to write "Claim your refund at evil.example/r" into
 * a message the site sends to someone else. Checked after NFKC, so full-width look-alikes count too.
 */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\/|\.(?:com|net|org|info|biz|io|co|me|ly|gl|app|dev|xyz|top|site|online|club|shop|link|click|live|ru|cn|tk|us|uk|de|example)\b/i;
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const isPlainName = (value: string): boolean => {
  const text = value.normalize('NFKC');
  return !text.includes('@') && !CONTROL.test(text) && !LINK.test(text);
};

/** A required name: the field's own message when empty, and one saying what a name may not hold. */
const nameText = (message: string, max: number, label: string) =>
  required(
    v.pipe(
      v.string(message),
      v.trim(),
      v.minLength(1, message),
      v.maxLength(max, tooLong(max)),
      v.check(isPlainName, `${label} cannot hold a web address, an @ or a line break`),
    ),
  );

/** A trimmed, optional string of at most `max` characters (the staff area's notes and messages use it too). */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(max))));

const emailField = (message: string) =>
  required(v.pipe(v.string(message), v.trim(), v.maxLength(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)), v.email(message)));

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** At least PHONE_MIN_LENGTH digits, only characters people type in phone numbers. */
const phoneField = (message: string) =>
  required(
    v.pipe(
      v.string(message),
      v.trim(),
      v.minLength(PHONE_MIN_LENGTH, message),
      v.maxLength(MAX_LENGTH.phone, tooLong(MAX_LENGTH.phone)),
      v.regex(/^[0-9+()\-.\s]+$/, message),
      v.check((value) => countDigits(value) >= PHONE_MIN_LENGTH, message),
    ),
  );

/** An optional choice: a missing or empty value means "not chosen". */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.optional(
    v.pipe(
      v.union([v.literal(''), v.picklist(values)], 'Please choose one of the listed options'),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

export const dateField = (message: string) =>
  required(v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check(isRealDate, message)));

export const timeField = (message: string) =>
  required(v.pipe(v.string(message), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message)));

// ---- Contact inquiry (spec 3 and 5) ----

export const contactInquirySchema = v.object({
  firstName: nameText('First name is required', MAX_LENGTH.name, 'A first name'),
  lastName: nameText('Last name is required', MAX_LENGTH.name, 'A last name'),
  email: emailField('Invalid email address'),
  phone: phoneField('Phone number must be at least 10 digits'),
  serviceType: optionalChoice(SERVICE_TYPES),
  careLocation: optionalChoice(CARE_LOCATIONS),
  message: optionalText(MAX_LENGTH.message),
  consent: required(v.pipe(v.string('Consent is required'), v.picklist(['true', 'false'], 'Consent is required'))),
});
export type ContactInquiryInput = v.InferInput<typeof contactInquirySchema>;
export type ContactInquiry = v.InferOutput<typeof contactInquirySchema>;

export interface StoredContactInquiry extends ContactInquiry {
  id: string;
  createdAt: string;
}

// ---- Booking payloads (spec 3 and 7) ----

const bookingBase = {
  date: dateField('Please select a date'),
  time: timeField('Please select a time'),
  clientEmail: emailField('Please enter a valid email'),
  clientPhone: phoneField('Please enter a valid phone number'),
  notes: optionalText(MAX_LENGTH.bookingNotes),
};

export const consultationBookingSchema = v.object({
  ...bookingBase,
  type: required(v.literal('consultation', "Booking type must be 'consultation'")),
  clientName: nameText('Your name is required', MAX_LENGTH.name, 'A name'),
});
export type ConsultationBooking = v.InferOutput<typeof consultationBookingSchema>;

export const coordinatorBookingSchema = v.object({
  ...bookingBase,
  type: required(v.literal('coordinator', "Booking type must be 'coordinator'")),
  clientName: nameText('Contact name is required', MAX_LENGTH.name, 'A name'),
  facilityName: nameText('Facility name is required', MAX_LENGTH.shortText, 'A facility name'),
});
export type CoordinatorBooking = v.InferOutput<typeof coordinatorBookingSchema>;

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
  notes?: string;
}

// ---- A booking's manage link (issue 18) ----

const BAD_LINK = 'This link is not complete. Please open it again from your e-mail, or call us.';
const tokenField = required(v.pipe(v.string(BAD_LINK), v.trim(), v.minLength(1, BAD_LINK), v.maxLength(300, BAD_LINK)));

export const manageCancelSchema = v.object({ token: tokenField });
export const manageRescheduleSchema = v.object({ token: tokenField, date: dateField('Please select a date'), time: timeField('Please select a time') });
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

export const consultationFormSchema = v.object({
  clientName: nameText('Your name is required', MAX_LENGTH.name, 'A name'),
  clientEmail: emailField('Please enter a valid email'),
  clientPhone: phoneField('Please enter a valid phone number'),
  consultationType: required(v.picklist(CONSULTATION_TYPES, 'Please select consultation type')),
  woundType: optionalChoice(WOUND_TYPE_CHOICES),
  notes: optionalText(MAX_LENGTH.notes),
});
export type ConsultationForm = v.InferOutput<typeof consultationFormSchema>;

export const coordinatorFormSchema = v.object({
  date: dateField('Please select a date'),
  time: timeField('Please select a time'),
  facilityName: nameText('Facility name is required', MAX_LENGTH.shortText, 'A facility name'),
  facilityAddress: requiredText('Facility address is required', MAX_LENGTH.address),
  contactName: nameText('Contact name is required', MAX_LENGTH.name, 'A name'),
  contactEmail: emailField('Please enter a valid email'),
  contactPhone: phoneField('Please enter a valid phone number'),
  notes: optionalText(MAX_LENGTH.notes),
});
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

// ---- Users (spec 3: stored, no screen uses them) ----

export const credentialsSchema = v.object({
  username: requiredText('Username is required', MAX_LENGTH.shortText),
  password: v.pipe(v.string('Password is required'), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(200, tooLong(200))),
});

/** Field → first message, for answering and for showing beside form fields. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
