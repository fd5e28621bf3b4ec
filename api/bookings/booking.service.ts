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
  type StoredBooking,
  timeZoneName,
  todayIn,
  zonedToInstant,
} from '../contract';
import type { Clock } from '../clock';
import { ConflictError, InvalidInputError } from '../domain-errors';
import type { AddressQuota } from './address-quota';
import type { BookingStore } from './booking.store';
import { emailKey } from './email-key';
import { checkSlot, listSlots, slotKey } from './slot-engine';

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
}

export interface SlotListing {
  body: string;
  etag: string;
}

const MINUTE = 60_000;

export type BookingService = ReturnType<typeof createBookingService>;

export function createBookingService({ kind, rule, store, clock, timeZone, maxFuturePerEmail, quota }: BookingServiceOptions) {
  let cache: { minute: number; version: number; listing: SlotListing } | null = null;
  const label = kind === 'consultation' ? 'free consultation' : 'facility coordination visit';

  /**
   * Slot starts fall on whole minutes, so a list computed in a minute holds for all of
   * it; it is rebuilt when the minute or the bookings change.
   */
  function slotListing(): SlotListing {
    const now = clock.now();
    const minute = Math.floor(now / MINUTE);
    if (cache?.minute === minute && cache.version === store.changeCount) return cache.listing;
    const body = JSON.stringify(listSlots({ rule, timeZone, now, booked: store.takenSlots }));
    // The tag is the list's own digest: a counter-based tag could repeat for a different list
    // after a restart (the change counter restarts from the number of stored bookings).
    const listing = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
    cache = { minute, version: store.changeCount, listing };
    return listing;
  }

  function when(date: string, time: string): string {
    const start = formatTime12h(time);
    const range = rule.minutes >= 60 ? `${start} – ${formatTime12h(addMinutes(time, rule.minutes))}` : start;
    return `${formatDateLong(date)} at ${range} (${timeZoneName(timeZone, new Date(zonedToInstant(date, time, timeZone)))})`;
  }

  function successMessage(booking: StoredBooking): string {
    // No e-mail is sent yet: the reply promises only what happens (issue 14).
    return `Your ${label} is booked for ${when(booking.date, booking.time)}. We do not send e-mail confirmations, so please note the time. To change it, call ${provider.phone}.`;
  }

  function assertBookable(payload: BookingPayload, now: number): void {
    const problem = checkSlot(payload.date, payload.time, { rule, timeZone, now });
    if (problem === 'off-grid') {
      throw new InvalidInputError(`${formatTime12h(payload.time)} on ${formatDateLong(payload.date)} is not one of our appointment times. Please choose a time from the list.`, {
        time: 'Please select a time',
      });
    }
    if (problem === 'outside-window') {
      throw new InvalidInputError(`Appointments can be booked from today up to ${BOOKING_WINDOW_DAYS} days ahead. Please choose another date.`, {
        date: 'Please select a date',
      });
    }
    if (problem === 'started') {
      throw new ConflictError(`${when(payload.date, payload.time)} has already passed. Please choose a later time.`);
    }
    if (store.takenSlots.has(slotKey(payload.date, payload.time))) {
      throw new ConflictError(`Sorry, ${when(payload.date, payload.time)} has just been booked by someone else. Please choose another time.`);
    }
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
    for (const booking of store.all) {
      if (booking.date < today || emailKey(booking.clientEmail) !== wanted) continue;
      if (zonedToInstant(booking.date, booking.time, timeZone) > now) count++;
    }
    return count;
  }

  /** `clientAddress` is the request's IP address, for the per-address cap only; it is not stored. */
  async function book(payload: BookingPayload, idempotencyKey: string | undefined, clientAddress: string) {
    const now = clock.now();
    // A replay never reaches `build`, so only new bookings are counted; a failed write gives its count back.
    const counted: { giveBack?: () => void } = {};
    const { record, replayed } = await store
      .insertOnce({ idempotencyKey, payload, now }, () => {
        assertBookable(payload, now);
        counted.giveBack = quota?.take(clientAddress, now);
        return { ...payload, id: randomUUID(), createdAt: new Date(now).toISOString() } satisfies StoredBooking;
      })
      .catch((error: unknown) => {
        counted.giveBack?.();
        throw error;
      });
    return { booking: record, replayed, message: successMessage(record) };
  }

  return { slotListing, book };
}
