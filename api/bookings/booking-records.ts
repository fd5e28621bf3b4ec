import type { StoredBooking } from '#contract';
import type { BookingSource, CareKind, Outcome } from '#contract/staff';
import type { Mailing } from '../declared-mail/outgoing';

/**
 * A booking as made: the visitor's payload (or what staff took down on the phone), the messages
 * it caused (none for bookings stored before e-mail existed) and, for a web booking, the keyed
 * fingerprint of its client's network (HMAC, never the address) for spotting bursts.
 */
export type MadeBooking = Omit<StoredBooking, 'type' | 'clientEmail'> &
  Mailing & {
    readonly type: CareKind;
    /** Always given on the public forms; a phone patient may have none. */
    readonly clientEmail?: string;
    readonly clientAddressKey?: string;
    /** The nurse it was given when made (decision 054); none before nurses were set up. */
    readonly clinicianId?: string;
    /** A visit's length; other kinds last their kind's length. */
    readonly minutes?: number;
    /** A visit's place, what to bring, and the only part of the place a calendar feed shows. */
    readonly address?: string;
    readonly zip?: string;
    readonly town?: string;
    readonly supplies?: string;
    readonly consultationType?: 'phone' | 'video';
    /** Staff took it (decision 055): by phone, or from a referral. Absent: the public site. */
    readonly source?: Exclude<BookingSource, 'web'>;
    /** The staff member who took it (an id, never a name). */
    readonly staffId?: string;
    readonly seriesId?: string;
    /** The referral whose first visit (or series) it is, when staff booked it from the referral's page (api/referrals/). */
    readonly referralId?: string;
    /** Set when the patient is sent nothing about it (no address, or staff chose no confirmation): no reminder, no notice of a cancellation. */
    readonly patientMail?: 'none';
  };

/** Who made a change to a booking: the visitor (through the link in their e-mail) or a staff member. */
export type ChangedBy = { by: 'visitor' } | { by: 'staff'; staffId: string };

/** A booking cancelled: kept, never deleted; its time is free again. */
export type BookingCancellation = {
  id: string;
  event: 'cancelled';
  bookingId: string;
  createdAt: string;
  /** Staff's message to the patient: the only words of a cancellation any e-mail carries (decision 022). */
  message?: string;
  /** Staff's internal note: never sent, shown and exported in the staff area only. */
  note?: string;
  /**
   * Written before a cancellation had two fields (decision 022), when staff had one, labelled "for staff only": read as the
   * internal note (`internalNote`), never sent. New records do not write it.
   */
  reason?: string;
  /** One of a series cancelled whole: the series' one record declares the one e-mail. */
  seriesCancelId?: string;
} & ChangedBy &
  Mailing;

/** A cancellation's internal note, whichever name it was stored under. */
export const internalNote = (cancellation: Pick<BookingCancellation, 'note' | 'reason'>): string | undefined => cancellation.note ?? cancellation.reason;

/** A booking moved to another time or nurse: the new time is taken and the old one freed by this one record. */
export type BookingMove = {
  id: string;
  event: 'moved';
  bookingId: string;
  createdAt: string;
  date: string;
  time: string;
  /** The nurse it is with from now on; absent: the same one. */
  clinicianId?: string;
} & ChangedBy &
  Mailing;

/** Staff said whether the visit happened; a later one replaces it (each kept). */
export interface BookingOutcome {
  id: string;
  event: 'outcome';
  bookingId: string;
  createdAt: string;
  outcome: Outcome;
  staffId: string;
}

/**
 * Staff arranged the interpreter the visitor asked for (decision 052): the booking, its time and its
 * messages are unchanged; the agenda shows "arranged" instead of a button to mark it.
 */
export type InterpreterArranged = {
  id: string;
  event: 'interpreter-arranged';
  bookingId: string;
  createdAt: string;
  /** The staff member (an id, never a name). */
  staffId: string;
} & Mailing;

export type BookingChange = BookingCancellation | BookingMove | BookingOutcome | InterpreterArranged;

/** Visits staff booked together from one request (decision 055): the series' one confirmation is declared here. */
export interface SeriesRecord extends Mailing {
  id: string;
  event: 'series';
  bookingIds: string[];
  /** The wanted dates that could not be booked, with why: a replay of the request answers them again. */
  conflicts: { date: string; time: string; reason: string; message: string }[];
  staffId: string;
  createdAt: string;
}

/** A series cancelled whole: the visits it cancelled (each has its own cancellation too) and the one e-mail. */
export interface SeriesCancellation extends Mailing {
  id: string;
  event: 'series-cancelled';
  seriesId: string;
  bookingIds: string[];
  staffId: string;
  createdAt: string;
}

export type SeriesEvent = SeriesRecord | SeriesCancellation;

/**
 * What a bookings file holds: the bookings as they were made (no `event` field, the shape
 * older versions wrote), the changes made to them since, and the series staff booked, each an
 * appended record. Stored records never change, so a change and everything it implies (the
 * times it frees and takes, the messages it causes) are in one atomic write.
 */
export type BookingRecord = MadeBooking | BookingChange | SeriesEvent;

const CHANGES = new Set(['cancelled', 'moved', 'outcome', 'interpreter-arranged']);
export const isChange = (record: BookingRecord): record is BookingChange => 'event' in record && CHANGES.has(record.event);
export const isSeriesEvent = (record: BookingRecord): record is SeriesEvent => 'event' in record && (record.event === 'series' || record.event === 'series-cancelled');
export const isMade = (record: BookingRecord): record is MadeBooking => !('event' in record);

export type BookingStatus = 'booked' | 'cancelled';

/** A booking as it stands after its changes. */
export interface BookingState {
  /** The booking as made: who, what, and the time first chosen. */
  readonly booking: MadeBooking;
  readonly date: string;
  readonly time: string;
  readonly status: BookingStatus;
  /** The nurse it is with now. */
  readonly clinicianId?: string;
  /** 0 as made, one more for every change of time or cancellation (the calendar file's SEQUENCE). */
  readonly sequence: number;
  readonly cancellation?: BookingCancellation;
  /** The latest outcome staff gave. */
  readonly outcome?: BookingOutcome;
  /** When staff marked the interpreter arranged. */
  readonly interpreterArranged?: InterpreterArranged;
  /** The changes, oldest first. */
  readonly changes: readonly BookingChange[];
}

export function fold(booking: MadeBooking, changes: readonly BookingChange[]): BookingState {
  let state: BookingState = { booking, date: booking.date, time: booking.time, status: 'booked', sequence: 0, changes, ...(booking.clinicianId ? { clinicianId: booking.clinicianId } : {}) };
  for (const change of changes) {
    if (change.event === 'moved') {
      const retimed = change.date !== state.date || change.time !== state.time;
      state = { ...state, date: change.date, time: change.time, sequence: state.sequence + (retimed ? 1 : 0), ...(change.clinicianId ? { clinicianId: change.clinicianId } : {}) };
    } else if (change.event === 'cancelled') {
      state = { ...state, status: 'cancelled', cancellation: change, sequence: state.sequence + 1 };
    } else if (change.event === 'interpreter-arranged') {
      // No time and no calendar file changes: the sequence stays.
      state = { ...state, interpreterArranged: change };
    } else {
      state = { ...state, outcome: change };
    }
  }
  return state;
}

/**
 * The booking as it stood right after one of its changes (or as made, for `undefined`): a
 * message about a change describes that moment, however the booking changed since.
 */
export function stateAfter(state: BookingState, changeId: string | undefined): BookingState {
  const upTo = changeId === undefined ? 0 : state.changes.findIndex((change) => change.id === changeId) + 1;
  return fold(state.booking, state.changes.slice(0, upTo));
}

/** Moves that changed the time (a reassignment to another nurse at the same time is not one for the patient). */
export const retimings = (state: BookingState): number => {
  let count = 0;
  let at = `${state.booking.date} ${state.booking.time}`;
  for (const change of state.changes) {
    if (change.event !== 'moved') continue;
    const next = `${change.date} ${change.time}`;
    if (next !== at) count++;
    at = next;
  }
  return count;
};
