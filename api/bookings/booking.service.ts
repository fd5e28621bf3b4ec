import { createHash, randomUUID } from 'node:crypto';
import {
  addMinutes,
  BOOKING_WINDOW_DAYS,
  type BookingKind,
  type BookingPayload,
  formatDateLong,
  formatTime12h,
  provider,
  type SlotRule,
  timeZoneName,
  todayIn,
  zonedToInstant,
} from '../contract';
import type { Clock } from '../clock';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { type DeclaringRecord, type MailArrivals, outgoing } from '../declared-mail/outgoing';
import type { VisitorMailQuota } from '../declared-mail/visitor-mail-quota';
import type { AddressQuota } from './address-quota';
import type { BookingCancellation, BookingMove, BookingState, BookingStore, ChangedBy, MadeBooking } from './booking.store';
import { emailKey } from '../declared-mail/email-key';
import { type ClosedTimes, checkSlot, listSlots, slotKey } from './slot-engine';

export interface BookingServiceOptions {
  kind: BookingKind;
  rule: SlotRule;
  store: BookingStore;
  clock: Clock;
  timeZone: string;
  /** Most future bookings one e-mail address may hold; undefined for no cap. */
  maxFuturePerEmail?: number;
  /** New bookings per client address per day, shared by both kinds; null or absent for no cap. */
  quota?: AddressQuota | null;
  /** Times the provider closed; their slots are neither offered nor bookable. */
  closures?: ClosedTimes & { readonly changeCount: number };
  /** The keyed fingerprint kept with each new booking in place of its client address (staff see bursts by it). */
  addressKey?: (address: string) => string;
  /** Told of each new booking, cancellation and move once it is stored, so its e-mails go out at once. */
  mail?: MailArrivals;
  /** The confirmations and receipts one mailbox may get in a day, shared with the contact form. */
  visitorMail?: VisitorMailQuota;
}

export interface SlotListing {
  body: string;
  etag: string;
}

const MINUTE = 60_000;

export type BookingService = ReturnType<typeof createBookingService>;

export function createBookingService({ kind, rule, store, clock, timeZone, maxFuturePerEmail, quota, closures, addressKey, mail, visitorMail }: BookingServiceOptions) {
  let cache: { minute: number; version: string; listing: SlotListing } | null = null;
  const label = kind === 'consultation' ? 'free consultation' : 'facility coordination visit';

  /**
   * Slot starts fall on whole minutes, so a list computed in a minute holds for all of
   * it; it is rebuilt when the minute or the bookings change.
   */
  function slotListing(): SlotListing {
    const now = clock.now();
    const minute = Math.floor(now / MINUTE);
    const version = `${store.changeCount}/${closures?.changeCount ?? 0}`;
    if (cache?.minute === minute && cache.version === version) return cache.listing;
    const body = JSON.stringify(listSlots({ rule, timeZone, now, booked: store.takenSlots, closed: closures }));
    // The tag is the list's own digest: a counter-based tag could repeat for a different list
    // after a restart (the change counter restarts from the number of stored bookings).
    const listing = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
    cache = { minute, version, listing };
    return listing;
  }

  function when(date: string, time: string): string {
    const start = formatTime12h(time);
    const range = rule.minutes >= 60 ? `${start} – ${formatTime12h(addMinutes(time, rule.minutes))}` : start;
    return `${formatDateLong(date)} at ${range} (${timeZoneName(timeZone, new Date(zonedToInstant(date, time, timeZone)))})`;
  }

  function successMessage(booking: MadeBooking): string {
    const booked = `Your ${label} is booked for ${when(booking.date, booking.time)}.`;
    if (booking.mailWithheld) {
      return `${booked} This address has had several e-mails from us today, so no confirmation is sent for this one: please note the time. To change or cancel it, call us at ${provider.phone}.`;
    }
    return `${booked} We are e-mailing you a confirmation with a calendar file and a link to change or cancel it.`;
  }

  /** Once the record is on disk: a replay stored nothing new, and its messages were announced the first time. */
  const announce = <R extends { record: DeclaringRecord; replayed: boolean }>(result: R): R => {
    if (!result.replayed) mail?.arrived(kind, result.record);
    return result;
  };

  /** The checks a slot must pass to be booked or moved to, whoever asks. */
  function assertSlotFree(date: string, time: string, now: number): void {
    const problem = checkSlot(date, time, { rule, timeZone, now, closed: closures });
    if (problem === 'off-grid') {
      throw new InvalidInputError(`${formatTime12h(time)} on ${formatDateLong(date)} is not one of our appointment times. Please choose a time from the list.`, {
        time: 'Please select a time',
      });
    }
    if (problem === 'outside-window') {
      throw new InvalidInputError(`Appointments can be booked from today up to ${BOOKING_WINDOW_DAYS} days ahead. Please choose another date.`, {
        date: 'Please select a date',
      });
    }
    if (problem === 'started') throw new ConflictError(`${when(date, time)} has already passed. Please choose a later time.`);
    if (store.takenSlots.has(slotKey(date, time))) {
      throw new ConflictError(`Sorry, ${when(date, time)} has just been booked by someone else. Please choose another time.`);
    }
    if (problem === 'closed') throw new ConflictError(`Sorry, we are closed at ${when(date, time)}. Please choose another time.`);
  }

  function assertBookable(payload: BookingPayload, now: number): void {
    assertSlotFree(payload.date, payload.time, now);
    if (maxFuturePerEmail !== undefined && futureBookingsOf(payload.clientEmail, now) >= maxFuturePerEmail) {
      throw new ConflictError(
        `This e-mail address already holds ${maxFuturePerEmail} upcoming bookings, the most we can hold for one person. Please call us at ${provider.phone} if you need to change or add an appointment.`,
      );
    }
  }

  function futureBookingsOf(email: string, now: number): number {
    const today = todayIn(now, timeZone);
    const wanted = emailKey(email);
    let count = 0;
    for (const { booking, date, time, status } of store.current()) {
      if (status !== 'booked' || date < today || emailKey(booking.clientEmail) !== wanted) continue;
      if (zonedToInstant(date, time, timeZone) > now) count++;
    }
    return count;
  }

  /** `clientAddress` is the request's IP address, for the per-address cap and the fingerprint; the address itself is not stored. */
  async function book(payload: BookingPayload, idempotencyKey: string | undefined, clientAddress: string) {
    const now = clock.now();
    // A replay never reaches `build`, so only new bookings are counted; a failed write gives its count back.
    const counted: { giveBack?: () => void; mailGiveBack?: () => void } = {};
    const { record, replayed } = await store
      .insertOnce({ idempotencyKey, payload, now }, () => {
        assertBookable(payload, now);
        counted.giveBack = quota?.take(clientAddress, now);
        // A stranger can type anyone's address: past its day's quota the booking stands, but no confirmation is mailed.
        const confirm = visitorMail ? visitorMail.take(payload.clientEmail, now) : () => undefined;
        if (confirm) counted.mailGiveBack = confirm;
        const mailing = confirm ? { mail: outgoing('booking-confirmed', 'staff-booking-made') } : { mail: outgoing('staff-booking-made'), mailWithheld: 'daily-limit' as const };
        const made: MadeBooking = { ...payload, id: randomUUID(), createdAt: new Date(now).toISOString(), ...mailing };
        return addressKey ? { ...made, clientAddressKey: addressKey(clientAddress) } : made;
      })
      .then(announce)
      .catch((error: unknown) => {
        counted.giveBack?.();
        counted.mailGiveBack?.();
        throw error;
      });
    return { booking: record, replayed, message: successMessage(record) };
  }

  /** When a booking's visit starts, as an instant. */
  const startOf = (state: Pick<BookingState, 'date' | 'time'>) => zonedToInstant(state.date, state.time, timeZone);

  function standing(id: string, now: number, by: ChangedBy['by']): BookingState {
    const state = store.get(id);
    if (!state) throw new NotFoundError('There is no booking with that id.');
    if (state.status === 'cancelled') throw new ConflictError(`This ${label} was already cancelled.`);
    if (by === 'visitor' && startOf(state) <= now) {
      throw new ConflictError(`This ${label} has already started, so it can no longer be changed online. Please call us at ${provider.phone}.`);
    }
    return state;
  }

  /** Cancels a booking that stands; it is kept, marked cancelled, and its slot is free at once. Staff may add a message for the patient and an internal note. */
  async function cancel(id: string, who: ChangedBy, options: { message?: string; note?: string; idempotencyKey?: string } = {}) {
    const now = clock.now();
    const { message, note, idempotencyKey } = options;
    const { record, replayed } = await store
      .change({ idempotencyKey, payload: { cancel: id, message, note }, now }, () => {
        standing(id, now, who.by);
        // The visitor hears of every cancellation; staff only of those they did not make themselves.
        const mailing = { mail: outgoing('booking-cancelled', ...(who.by === 'visitor' ? (['staff-booking-cancelled'] as const) : [])) };
        return {
          id: randomUUID(),
          event: 'cancelled',
          bookingId: id,
          createdAt: new Date(now).toISOString(),
          ...(message ? { message } : {}),
          ...(note ? { note } : {}),
          ...who,
          ...mailing,
        } satisfies BookingCancellation;
      })
      .then(announce);
    return { change: record, state: store.get(id)!, replayed };
  }

  /** Moves a booking to another free slot: one record takes the new slot and frees the old one. */
  async function move(id: string, slot: { date: string; time: string }, who: ChangedBy, idempotencyKey?: string) {
    const now = clock.now();
    const { record, replayed } = await store
      .change({ idempotencyKey, payload: { move: id, ...slot }, now }, () => {
        const state = standing(id, now, who.by);
        if (state.date === slot.date && state.time === slot.time) {
          throw new InvalidInputError(`Your ${label} is already booked for ${when(slot.date, slot.time)}. Please choose a different time.`, { time: 'Please select a time' });
        }
        assertSlotFree(slot.date, slot.time, now);
        const mailing = { mail: outgoing('booking-rescheduled', ...(who.by === 'visitor' ? (['staff-booking-rescheduled'] as const) : [])) };
        return { id: randomUUID(), event: 'moved', bookingId: id, createdAt: new Date(now).toISOString(), ...slot, ...who, ...mailing } satisfies BookingMove;
      })
      .then(announce);
    return { change: record, state: store.get(id)!, replayed };
  }

  return { kind, label, rule, store, slotListing, book, cancel, move, when, startOf };
}
