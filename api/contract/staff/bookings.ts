/** Bookings as staff see them: by day range or one by id, each with who it is for and what happened to it. */
import * as v from 'valibot';
import { LANGS } from '../language';
import { CONSULTATION_TYPES, WOUND_TYPE_CHOICES } from '../constants';
import { dayField, optionalString } from './fields';
import { CARE_KINDS } from './team';
import { BOOKING_SOURCES, OUTCOMES } from './visits';

/** GET bookings?from&to and the export's range: days in the provider's time zone, both included. */
export const dateRangeSchema = v.object({
  from: dayField('Please give a start date'),
  to: dayField('Please give an end date'),
});

const bookingStatus = v.picklist(['booked', 'cancelled']);
export type StaffBookingStatus = v.InferOutput<typeof bookingStatus>;

export const staffBookingSchema = v.object({
  id: v.string(),
  kind: v.picklist(CARE_KINDS),
  /** A short reference the patient, the calendar feed and staff can say aloud. */
  reference: v.string(),
  date: v.string(),
  time: v.string(),
  /** The booking's length: the kind's (15 or 60) or a visit's own. */
  minutes: v.number(),
  status: bookingStatus,
  clientName: v.string(),
  /** Empty for a phone booking without an address. */
  clientEmail: v.string(),
  clientPhone: v.string(),
  facilityName: optionalString,
  /** A consultation's type (phone or video) and wound type, when the booking has them as fields (older bookings have them in `notes`). */
  consultationType: v.optional(v.picklist(CONSULTATION_TYPES)),
  woundType: v.optional(v.picklist(WOUND_TYPE_CHOICES)),
  notes: v.string(),
  /** The language a free interpreter was asked for (api/contract/interpreter.ts; `interpreterLanguageName` names it), and when staff marked one arranged. */
  interpreterLanguage: optionalString,
  interpreterArrangedAt: optionalString,
  createdAt: v.string(),
  /** When cancelled: by whom ('visitor' or 'staff') and when. */
  cancelledBy: v.optional(v.picklist(['visitor', 'staff'])),
  cancelledAt: optionalString,
  /** Staff's message to the patient, sent in the cancellation e-mail. */
  cancelMessage: optionalString,
  /** Staff's internal note on the cancellation (a reason stored before decision 022 too): never sent. */
  cancelNote: optionalString,
  /** Times the visit was moved since it was made (absent from a server older than moves: none). */
  moves: v.optional(v.number(), 0),
  /**
   * Set when this booking is one of many made in a short time from one client address or one
   * e-mail address: the size of that burst and what it shares. The address itself is never shown.
   */
  burst: v.optional(v.object({ size: v.number(), by: v.picklist(['address', 'email']) })),
  /**
   * The confirmation was not e-mailed: its address had had three receipts or confirmations that
   * day (a stranger may have typed it), or staff took the booking without sending one.
   */
  notMailed: v.optional(v.boolean()),
  /** The language it was made in (decision 033), given when not English: 'es' shows "Prefers Spanish", so the right person calls back. */
  language: v.optional(v.picklist(LANGS)),
  /** The nurse it is with (none for bookings made before nurses were set up). */
  clinicianId: optionalString,
  clinicianName: optionalString,
  /** Where it came from: the public site, a phone call, a referral. */
  source: v.picklist(BOOKING_SOURCES),
  /** The series it is one visit of (cancelled whole or one visit at a time). */
  seriesId: optionalString,
  /** The referral it was booked for, from the referral's page. */
  referralId: optionalString,
  /** A visit's place and what to bring; the town is all a calendar feed shows of the place. */
  address: optionalString,
  zip: optionalString,
  town: optionalString,
  supplies: optionalString,
  /** Whether the visit happened, once its time began; absent until staff say. */
  outcome: v.optional(v.picklist(OUTCOMES)),
  outcomeAt: optionalString,
});
export type StaffBooking = v.InferOutput<typeof staffBookingSchema>;
export const staffBookingListSchema = v.array(staffBookingSchema);

/** The answer to cancelling several at once. */
export const cancelManyAnswerSchema = v.object({
  cancelled: staffBookingListSchema,
  /** Bookings that could not be cancelled, each with why (unknown, already cancelled). */
  refused: v.array(v.object({ id: v.string(), message: v.string() })),
});
export type CancelManyAnswer = v.InferOutput<typeof cancelManyAnswerSchema>;
