import * as v from 'valibot';
import { CARE_LOCATIONS, CONSULTATION_TYPES, MAX_LENGTH, PHONE_MIN_LENGTH, SERVICE_TYPES, WOUND_TYPE_CHOICES } from './constants';
import { isRealDate } from './dates';
import { isInterpreterLanguage } from './interpreter-languages';
import type { FormMessages } from './messages/en';

/**
 * The public requests' and forms' schemas, each made from one language's messages (decision 033):
 * schemas.ts makes the English ones, schemas.es.ts the Spanish ones, and the server checks a body
 * with the schemas of its `language`. One factory per schema, each marked free of side effects and
 * given only the sections of messages it uses, so a page's bundle keeps only the schemas it uses,
 * with their words, in its own language. A request's `language` is not a form field: the server
 * reads it first (schemas.ts requestLanguageSchema), since it says which messages the rest gets.
 */

type Common = FormMessages['common'];

/**
 * A required field whose absence reads as an empty value, so a missing key gets the
 * field's own message ("First name is required") rather than a generic one.
 */
export const required = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

/** A trimmed, required string with one message for "missing" and "empty". */
/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (message: string, max: number, m: Pick<Common, 'tooLong'>) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, m.tooLong(max))));

/**
 * What a name never holds (decision 026): a web address, an `@`, a line break or another control
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
/* @__NO_SIDE_EFFECTS__ */
export const nameText = (message: string, max: number, notPlain: string, m: Common) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, m.tooLong(max)), v.check(isPlainName, notPlain)));

/** A trimmed, optional string of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalTextIn = (max: number, m: Pick<Common, 'tooLong'>) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, m.tooLong(max))));

/* @__NO_SIDE_EFFECTS__ */
export const emailField = (message: string, m: Common) =>
  required(v.pipe(v.string(message), v.trim(), v.maxLength(MAX_LENGTH.email, m.tooLong(MAX_LENGTH.email)), v.email(message)));

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** At least PHONE_MIN_LENGTH digits, only characters people type in phone numbers. */
/* @__NO_SIDE_EFFECTS__ */
export const phoneField = (message: string, m: Common) =>
  required(
    v.pipe(
      v.string(message),
      v.trim(),
      v.minLength(PHONE_MIN_LENGTH, message),
      v.maxLength(MAX_LENGTH.phone, m.tooLong(MAX_LENGTH.phone)),
      v.regex(/^[0-9+()\-.\s]+$/, message),
      v.check((value) => countDigits(value) >= PHONE_MIN_LENGTH, message),
    ),
  );

/** An optional choice: a missing or empty value means "not chosen". */
/* @__NO_SIDE_EFFECTS__ */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, m: Common) =>
  v.optional(
    v.pipe(
      v.union([v.literal(''), v.picklist(values)], m.notListed),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/* @__NO_SIDE_EFFECTS__ */
export const dateField = (message: string) =>
  required(v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check(isRealDate, message)));

/* @__NO_SIDE_EFFECTS__ */
export const timeField = (message: string) => required(v.pipe(v.string(message), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message)));

/**
 * An interpreter's language (decision 052; api/contract/interpreter.ts), optional: absent or empty
 * for none. The one schema of the field, for the public forms and the staff's own alike.
 */
/* @__NO_SIDE_EFFECTS__ */
export const interpreterLanguageField = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((value) => value === '' || isInterpreterLanguage(value), message),
      v.transform((value) => value || undefined),
    ),
  );

// ---- Contact inquiry (docs/product.md, "The General Inquiry form") ----

/* @__NO_SIDE_EFFECTS__ */
export const makeContactInquirySchema = ({ common, inquiry }: Pick<FormMessages, 'common' | 'inquiry'>) =>
  v.object({
    firstName: nameText(inquiry.firstName, MAX_LENGTH.name, inquiry.firstNamePlain, common),
    lastName: nameText(inquiry.lastName, MAX_LENGTH.name, inquiry.lastNamePlain, common),
    email: emailField(inquiry.email, common),
    phone: phoneField(inquiry.phone, common),
    serviceType: optionalChoice(SERVICE_TYPES, common),
    careLocation: optionalChoice(CARE_LOCATIONS, common),
    message: optionalTextIn(MAX_LENGTH.message, common),
    interpreterLanguage: interpreterLanguageField(common.interpreterLanguage),
    consent: required(v.pipe(v.string(inquiry.consent), v.picklist(['true', 'false'], inquiry.consent))),
  });

// ---- Booking payloads (docs/product.md, "The API") ----

/* @__NO_SIDE_EFFECTS__ */
const bookingBase = ({ common, booking }: Pick<FormMessages, 'common' | 'booking'>) => ({
  date: dateField(booking.date),
  time: timeField(booking.time),
  clientEmail: emailField(booking.email, common),
  clientPhone: phoneField(booking.phone, common),
  notes: optionalTextIn(MAX_LENGTH.bookingNotes, common),
  interpreterLanguage: interpreterLanguageField(common.interpreterLanguage),
});

/* @__NO_SIDE_EFFECTS__ */
export const makeConsultationBookingSchema = (m: Pick<FormMessages, 'common' | 'booking' | 'bookingType'>) =>
  v.object({
    ...bookingBase(m),
    type: required(v.literal('consultation', m.bookingType.consultation)),
    clientName: nameText(m.booking.yourName, MAX_LENGTH.name, m.booking.namePlain, m.common),
    // Fields of their own since they stopped being lines of `notes`; optional, as a page of before sends them in `notes`.
    consultationType: v.optional(v.picklist(CONSULTATION_TYPES, m.booking.consultationKind)),
    woundType: optionalChoice(WOUND_TYPE_CHOICES, m.common),
  });

/* @__NO_SIDE_EFFECTS__ */
export const makeCoordinatorBookingSchema = (m: Pick<FormMessages, 'common' | 'booking' | 'bookingType'>) =>
  v.object({
    ...bookingBase(m),
    type: required(v.literal('coordinator', m.bookingType.coordinator)),
    clientName: nameText(m.booking.contactName, MAX_LENGTH.name, m.booking.namePlain, m.common),
    facilityName: nameText(m.booking.facilityName, MAX_LENGTH.shortText, m.booking.facilityNamePlain, m.common),
  });

// ---- A booking's manage link (decision 019) ----

/* @__NO_SIDE_EFFECTS__ */
const tokenField = (badLink: string) => required(v.pipe(v.string(badLink), v.trim(), v.minLength(1, badLink), v.maxLength(300, badLink)));

/* @__NO_SIDE_EFFECTS__ */
export const makeManageCancelSchema = ({ manage }: Pick<FormMessages, 'manage'>) => v.object({ token: tokenField(manage.badLink) });

/* @__NO_SIDE_EFFECTS__ */
export const makeManageRescheduleSchema = ({ booking, manage }: Pick<FormMessages, 'booking' | 'manage'>) =>
  v.object({ token: tokenField(manage.badLink), date: dateField(booking.date), time: timeField(booking.time) });

// ---- Forms (what the visitor types; the site turns them into payloads) ----

/* @__NO_SIDE_EFFECTS__ */
export const makeConsultationFormSchema = ({ common, booking }: Pick<FormMessages, 'common' | 'booking'>) =>
  v.object({
    clientName: nameText(booking.yourName, MAX_LENGTH.name, booking.namePlain, common),
    clientEmail: emailField(booking.email, common),
    clientPhone: phoneField(booking.phone, common),
    consultationType: required(v.picklist(CONSULTATION_TYPES, booking.consultationKind)),
    woundType: optionalChoice(WOUND_TYPE_CHOICES, common),
    notes: optionalTextIn(MAX_LENGTH.notes, common),
    interpreterLanguage: interpreterLanguageField(common.interpreterLanguage),
  });

/* @__NO_SIDE_EFFECTS__ */
export const makeCoordinatorFormSchema = ({ common, booking }: Pick<FormMessages, 'common' | 'booking'>) =>
  v.object({
    date: dateField(booking.date),
    time: timeField(booking.time),
    facilityName: nameText(booking.facilityName, MAX_LENGTH.shortText, booking.facilityNamePlain, common),
    facilityAddress: requiredText(booking.facilityAddress, MAX_LENGTH.address, common),
    contactName: nameText(booking.contactName, MAX_LENGTH.name, booking.namePlain, common),
    contactEmail: emailField(booking.email, common),
    contactPhone: phoneField(booking.phone, common),
    notes: optionalTextIn(MAX_LENGTH.notes, common),
    interpreterLanguage: interpreterLanguageField(common.interpreterLanguage),
  });
