/**
 * Bookings staff make (by phone, for a referral), in series, moved and marked with their outcome;
 * and a nurse's day. The public booking's fields, with what only staff give: the nurse, the
 * visit's place and length, a repeat, and whether the patient is sent anything.
 */
import * as v from 'valibot';
import { CONSULTATION_TYPES, MAX_LENGTH, PHONE_MIN_LENGTH } from '../constants';
import { isRealDate } from '../dates';
import { LANGS } from '../language';
import { interpreterLanguageField, isPlainName } from '../schemas';
import { en } from '../messages/en';
import { CARE_KINDS } from './team';
import { dayField, hourField, optionalNote, optionalString, text } from './fields';

/** A visit's default length, and the range staff may give (whole quarter hours are usual, five minutes the grid). */
export const VISIT_MINUTES = { default: 45, min: 15, max: 240, step: 5 } as const;
/** A series repeats for at most this many weeks. */
export const MAX_SERIES_WEEKS = 12;
/** Where a booking came from: the public site, or staff taking it by phone or from a referral. */
export const BOOKING_SOURCES = ['web', 'phone', 'referral'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

const phoneText = v.pipe(
  v.string('Please give a phone number'),
  v.trim(),
  v.regex(/^[\d\s()+.-]*$/, 'A phone number holds digits, spaces and + ( ) - . only'),
  v.check((value) => value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH, `Please give a phone number of at least ${PHONE_MIN_LENGTH} digits`),
  v.maxLength(MAX_LENGTH.phone, `Please keep this under ${MAX_LENGTH.phone} characters`),
);

const emailText = v.pipe(
  v.string('Please give a valid e-mail address'),
  v.trim(),
  v.maxLength(MAX_LENGTH.email, `Please keep this under ${MAX_LENGTH.email} characters`),
  v.email('Please give a valid e-mail address'),
);

/** A repeat: these ISO weekdays (Monday = 1), for this many weeks, starting the week of `date` (whose own day counts only when listed). */
export const repeatSchema = v.object({
  weekdays: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1, 'Weekdays run from 1 (Monday) to 7 (Sunday)'), v.maxValue(7, 'Weekdays run from 1 (Monday) to 7 (Sunday)')), 'Choose the weekdays to repeat on'),
    v.minLength(1, 'Choose at least one weekday to repeat on'),
    v.check((days) => new Set(days).size === days.length, 'Choose each weekday once'),
  ),
  weeks: v.pipe(v.number('Give the number of weeks'), v.integer('Give a whole number of weeks'), v.minValue(1, 'Repeat for at least 1 week'), v.maxValue(MAX_SERIES_WEEKS, `Repeat for at most ${MAX_SERIES_WEEKS} weeks`)),
});
export type Repeat = v.InferOutput<typeof repeatSchema>;

/**
 * POST bookings: any kind. Not bound by the public booking window or per-address caps; a time
 * outside the hours only with `outsideHours` (the screen warns first). `dryRun` books nothing and
 * answers the plan, so every conflict shows before anything is booked.
 */
export const staffBookingRequestSchema = v.pipe(
  v.object({
    type: v.picklist(CARE_KINDS, 'Choose the kind of booking'),
    date: dayField('Please give the day'),
    time: hourField('Please give the time'),
    clientName: v.pipe(
      text('Please give the patient’s name', MAX_LENGTH.name),
      v.check((name) => !name || isPlainName(name), 'A name cannot hold a web address, an @ or a line break'),
    ),
    /** The nurse calls from it and the day view shows it: required, as on the public forms. */
    clientPhone: v.optional(phoneText, ''),
    /** Many phone patients have none. */
    clientEmail: v.optional(v.union([v.literal(''), emailText], 'Please give a valid e-mail address')),
    notes: optionalNote(MAX_LENGTH.bookingNotes),
    /** The language the patient's e-mails are in; Spanish shows "Prefers Spanish" to staff. */
    language: v.optional(v.picklist(LANGS, "Language must be 'en' or 'es'")),
    /** A free interpreter the patient asks for (decision 052): as on the public forms, a listed code, 'ase' or 'other:<name>'. */
    interpreterLanguage: interpreterLanguageField(en.common.interpreterLanguage),
    /** A phone call from the patient (the default) or a referral (a hospital, a doctor). */
    source: v.optional(v.picklist(['phone', 'referral'], "Source must be 'phone' or 'referral'"), 'phone'),
    consultationType: v.optional(v.picklist(CONSULTATION_TYPES, 'Choose phone or video')),
    facilityName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.shortText))),
    /** A visit's place: the patient's address or a facility's. */
    address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.address, `Please keep this under ${MAX_LENGTH.address} characters`))),
    zip: v.optional(v.pipe(v.string('A ZIP code is 5 digits'), v.trim(), v.regex(/^(\d{5})?$/, 'A ZIP code is 5 digits'))),
    /**
     * The town of the visit, the only part of the place a calendar feed shows. Absent, the server
     * takes it from the address when the address ends "…, Town, ST 12345"; otherwise a feed shows none.
     */
    town: v.optional(v.pipe(v.string('Please give the town'), v.trim(), v.maxLength(MAX_LENGTH.shortText, `Please keep this under ${MAX_LENGTH.shortText} characters`))),
    minutes: v.optional(
      v.pipe(
        v.number('Give the length in minutes'),
        v.integer('Give the length in whole minutes'),
        v.minValue(VISIT_MINUTES.min, `A visit lasts at least ${VISIT_MINUTES.min} minutes`),
        v.maxValue(VISIT_MINUTES.max, `A visit lasts at most ${VISIT_MINUTES.max} minutes`),
        v.multipleOf(VISIT_MINUTES.step, `Give the length in steps of ${VISIT_MINUTES.step} minutes`),
      ),
    ),
    /** What the nurse brings (dressings, a compression kit): shown on the nurse's day. */
    supplies: optionalNote(MAX_LENGTH.notes),
    /** A nurse chosen by staff; absent (or empty), the server picks the free one with the fewest bookings that day. */
    clinicianId: v.optional(v.pipe(v.string('Choose a nurse'), v.maxLength(100, 'Choose a nurse from the list'))),
    /** The confirmation, its calendar file and manage link go only when true and an e-mail address is given. */
    sendConfirmation: v.optional(v.boolean('Choose whether to send a confirmation'), false),
    outsideHours: v.optional(v.boolean('Choose whether the time may be outside the hours'), false),
    repeat: v.optional(repeatSchema),
    dryRun: v.optional(v.boolean('Choose whether this is a plan only'), false),
  }),
  v.forward(v.partialCheck([['type'], ['minutes']], (input) => input.type === 'visit' || input.minutes === undefined, 'Only a visit’s length can be chosen'), ['minutes']),
  v.forward(v.partialCheck([['type'], ['address']], (input) => input.type !== 'visit' || Boolean(input.address), 'Please give the address of the visit'), ['address']),
  v.forward(v.partialCheck([['type'], ['zip']], (input) => input.type !== 'visit' || Boolean(input.zip), 'Please give the ZIP code of the visit'), ['zip']),
  v.forward(v.partialCheck([['type'], ['facilityName']], (input) => input.type !== 'coordinator' || Boolean(input.facilityName), 'Please give the facility’s name'), ['facilityName']),
  v.forward(
    v.partialCheck([['sendConfirmation'], ['clientEmail']], (input) => !input.sendConfirmation || Boolean(input.clientEmail), 'A confirmation needs an e-mail address'),
    ['clientEmail'],
  ),
);
export type StaffBookingRequest = v.InferOutput<typeof staffBookingRequestSchema>;

/** Why a wanted time could not be booked. */
export const CONFLICT_REASONS = ['closed', 'no-free-nurse', 'outside-hours', 'started', 'nurse-unavailable', 'taken'] as const;
export const bookingConflictSchema = v.object({
  date: v.string(),
  time: v.string(),
  reason: v.picklist(CONFLICT_REASONS),
  /** Said to staff: "Tuesday, March 3 at 9:00 AM: no free nurse". */
  message: v.string(),
});
export type BookingConflict = v.InferOutput<typeof bookingConflictSchema>;

/** One planned or made booking of a request: when, with whom. */
export const plannedVisitSchema = v.object({
  date: v.string(),
  time: v.string(),
  minutes: v.number(),
  clinicianId: optionalString,
  clinicianName: optionalString,
  /** Set once booked; a dry run's plan has none. */
  id: optionalString,
  /** The booking's reference (said on the phone, shown in the nurse's calendar); set once booked. */
  reference: optionalString,
});
export type PlannedVisit = v.InferOutput<typeof plannedVisitSchema>;

/** 201 (or 200 for a dry run): what was (or would be) booked, what could not be and why, and the series when repeated. */
export const staffBookingAnswerSchema = v.object({
  bookings: v.array(plannedVisitSchema),
  conflicts: v.array(bookingConflictSchema),
  seriesId: optionalString,
  dryRun: v.boolean(),
});
export type StaffBookingAnswer = v.InferOutput<typeof staffBookingAnswerSchema>;

/**
 * POST booking(id)/move: a new time and/or nurse (the same time with another nurse reassigns it);
 * the patient is e-mailed only when `notify` and an address is known. Answers the StaffBooking.
 */
export const moveRequestSchema = v.object({
  date: dayField('Please give the new day'),
  time: hourField('Please give the new time'),
  clinicianId: v.optional(v.pipe(v.string('Choose a nurse'), v.maxLength(100, 'Choose a nurse from the list'))),
  notify: v.optional(v.boolean('Choose whether to tell the patient'), false),
  outsideHours: v.optional(v.boolean('Choose whether the time may be outside the hours'), false),
});
export type MoveRequest = v.InferOutput<typeof moveRequestSchema>;

export const OUTCOMES = ['completed', 'no-show'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** POST booking(id)/outcome: only once the visit's time has begun; may be changed, each change audited. Answers the StaffBooking. */
export const outcomeRequestSchema = v.object({ outcome: v.picklist(OUTCOMES, "Outcome must be 'completed' or 'no-show'") });

/** GET bookings' (and the CSV export's) filters, beside the day range; `clinicianId: 'none'` for bookings without a nurse. */
export const agendaFilterSchema = v.object({
  clinicianId: v.optional(v.pipe(v.string('Choose a nurse'), v.maxLength(100, 'Choose a nurse from the list'))),
  kind: v.optional(v.picklist(CARE_KINDS, "Kind must be 'consultation', 'coordinator' or 'visit'")),
  outcome: v.optional(v.picklist([...OUTCOMES, 'none'], "Outcome must be 'completed', 'no-show' or 'none'")),
});
export type AgendaFilter = v.InferOutput<typeof agendaFilterSchema>;

/** GET today?date&clinicianId: one nurse's day, in order (default: the nurse linked to the account, today). */
export const todayQuerySchema = v.object({
  date: v.optional(v.pipe(v.string('Give the day as YYYY-MM-DD'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD'), v.check(isRealDate, 'That day does not exist'))),
  clinicianId: v.optional(v.pipe(v.string('Choose a nurse'), v.maxLength(100, 'Choose a nurse from the list'))),
});

/** A stop of a nurse's day: what the nurse needs at the door, nothing more. */
export const todayVisitSchema = v.object({
  id: v.string(),
  reference: v.string(),
  kind: v.picklist(CARE_KINDS),
  time: v.string(),
  minutes: v.number(),
  status: v.picklist(['booked', 'cancelled']),
  clientName: v.string(),
  clientPhone: v.string(),
  /** A facility's name, or the patient's address; with a map link for an address. */
  place: v.string(),
  mapUrl: optionalString,
  supplies: optionalString,
  outcome: v.optional(v.picklist(OUTCOMES)),
  /** The language at the door, in words: the interpreter asked for and whether one is arranged ('Somali, free interpreter arranged'), else 'Spanish' when the patient reads it. */
  interpreterLanguage: optionalString,
  /** The nurse, when the day shown is everyone's (an account linked to no nurse). */
  clinicianName: optionalString,
});
export type TodayVisit = v.InferOutput<typeof todayVisitSchema>;
/** The day's bookings of every kind, in time order; `clinician` absent: everyone's day. */
export const todayAnswerSchema = v.object({
  date: v.string(),
  clinician: v.optional(v.object({ id: v.string(), name: v.string() })),
  visits: v.array(todayVisitSchema),
});
export type TodayAnswer = v.InferOutput<typeof todayAnswerSchema>;

/** POST series(id)/cancel: every standing visit of the series, with one message to the patient (one e-mail). */
export const seriesCancelRequestSchema = v.object({
  message: optionalNote(MAX_LENGTH.notes),
  note: optionalNote(MAX_LENGTH.notes),
});

export type SeriesCancelRequest = v.InferOutput<typeof seriesCancelRequestSchema>;
/** The ids of the visits cancelled, and of those that could not be (already cancelled, started), each with why. */
export const seriesCancelAnswerSchema = v.object({ cancelled: v.array(v.string()), refused: v.array(v.object({ id: v.string(), message: v.string() })) });
export type SeriesCancelAnswer = v.InferOutput<typeof seriesCancelAnswerSchema>;
