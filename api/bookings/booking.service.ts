import { createHash, randomUUID } from 'node:crypto';
import { BOOKING_WINDOW_DAYS, type BookingKind, type BookingPayload, type SlotRule, todayIn, zonedToInstant } from '#contract';
import { formatDateIn, formatTimeIn } from '#contract/dates/localized';
import { type Lang, languageOf } from '#contract/language';
import { en as englishFields } from '#contract/messages/en';
import { es as spanishFields } from '#contract/messages/es';
import type { Clock } from '../clock';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { type DeclaringRecord, type MailArrivals, outgoing } from '../declared-mail/outgoing';
import type { VisitorMailQuota } from '../declared-mail/visitor-mail-quota';
import type { AddressQuota } from './address-quota';
import type { BookingCancellation, BookingMove, BookingState, BookingStore, ChangedBy, InterpreterArranged, MadeBooking } from './booking.store';
import { BOOKING_WORDS, visitWhen } from './booking-words';
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
  /** What the visit is called in a sentence ("free consultation"), in a language. */
  const labelIn = (lang: Lang) => BOOKING_WORDS[lang].label[kind];

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

  /** When a visit of this kind at `date` `time` is, in a language (booking-words.ts). */
  const when = (date: string, time: string, lang: Lang = 'en'): string => visitWhen(rule.minutes, date, time, timeZone, lang);

  /** In the language the booking was made in. */
  function successMessage(booking: MadeBooking): string {
    const lang = languageOf(booking);
    const words = BOOKING_WORDS[lang];
    return `${words.booked(labelIn(lang), when(booking.date, booking.time, lang))} ${booking.mailWithheld ? words.confirmationWithheld : words.confirmationSent}`;
  }

  /** Once the record is on disk: a replay stored nothing new, and its messages were announced the first time. */
  const announce = <R extends { record: DeclaringRecord; replayed: boolean }>(result: R): R => {
    if (!result.replayed) mail?.arrived(kind, result.record);
    return result;
  };

  /** The checks a slot must pass to be booked or moved to, whoever asks; refused in `lang`. */
  function assertSlotFree(date: string, time: string, now: number, lang: Lang): void {
    const problem = checkSlot(date, time, { rule, timeZone, now, closed: closures });
    const words = BOOKING_WORDS[lang];
    const fields = FIELD_WORDS[lang].booking;
    if (problem === 'off-grid') throw new InvalidInputError(words.offGrid(formatTimeIn(time, lang), formatDateIn(date, lang)), { time: fields.time });
    if (problem === 'outside-window') throw new InvalidInputError(words.outsideWindow(BOOKING_WINDOW_DAYS), { date: fields.date });
    if (problem === 'started') throw new ConflictError(words.started(when(date, time, lang)));
    if (store.takenSlots.has(slotKey(date, time))) throw new ConflictError(words.taken(when(date, time, lang)));
    if (problem === 'closed') throw new ConflictError(words.closed(when(date, time, lang)));
  }

  function assertBookable(payload: BookingPayload, now: number, lang: Lang): void {
    assertSlotFree(payload.date, payload.time, now, lang);
    if (maxFuturePerEmail !== undefined && futureBookingsOf(payload.clientEmail, now) >= maxFuturePerEmail) {
      throw new ConflictError(BOOKING_WORDS[lang].tooManyForEmail(maxFuturePerEmail));
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
    const lang = languageOf(payload);
    // A replay never reaches `build`, so only new bookings are counted; a failed write gives its count back.
    const counted: { giveBack?: () => void; mailGiveBack?: () => void } = {};
    const { record, replayed } = await store
      .insertOnce({ idempotencyKey, payload, now }, () => {
        assertBookable(payload, now, lang);
        counted.giveBack = quota?.take(clientAddress, now, lang);
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

  /** A booking that can still change. A visitor is refused in their booking's language, staff in English (the staff area's). */
  function standing(id: string, now: number, by: ChangedBy['by']): { state: BookingState; lang: Lang } {
    const state = store.get(id);
    if (!state) throw new NotFoundError('There is no booking with that id.');
    const lang = by === 'visitor' ? languageOf(state.booking) : 'en';
    if (state.status === 'cancelled') throw new ConflictError(BOOKING_WORDS[lang].alreadyCancelled(labelIn(lang)));
    if (by === 'visitor' && startOf(state) <= now) throw new ConflictError(BOOKING_WORDS[lang].alreadyStarted(labelIn(lang)));
    return { state, lang };
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
        const { state, lang } = standing(id, now, who.by);
        if (state.date === slot.date && state.time === slot.time) {
          throw new InvalidInputError(BOOKING_WORDS[lang].sameSlot(labelIn(lang), when(slot.date, slot.time, lang)), { time: FIELD_WORDS[lang].booking.time });
        }
        assertSlotFree(slot.date, slot.time, now, lang);
        const mailing = { mail: outgoing('booking-rescheduled', ...(who.by === 'visitor' ? (['staff-booking-rescheduled'] as const) : [])) };
        return { id: randomUUID(), event: 'moved', bookingId: id, createdAt: new Date(now).toISOString(), ...slot, ...who, ...mailing } satisfies BookingMove;
      })
      .then(announce);
    return { change: record, state: store.get(id)!, replayed };
  }

  /** Staff arranged the interpreter the visitor asked for: once per booking that asked for one and stands. */
  async function markInterpreterArranged(id: string, staffId: string, idempotencyKey?: string) {
    const now = clock.now();
    const { record, replayed } = await store.change({ idempotencyKey, payload: { interpreterArranged: id }, now }, () => {
      const state = store.get(id);
      if (!state) throw new NotFoundError('There is no booking with that id.');
      if (!state.booking.interpreterLanguage) throw new ConflictError('This booking did not ask for an interpreter.');
      if (state.status === 'cancelled') throw new ConflictError('This booking is cancelled: no interpreter is needed.');
      if (state.interpreterArranged) throw new ConflictError('The interpreter for this booking was already marked arranged.');
      return { id: randomUUID(), event: 'interpreter-arranged', bookingId: id, createdAt: new Date(now).toISOString(), staffId } satisfies InterpreterArranged;
    });
    return { change: record, state: store.get(id)!, replayed };
  }

  return { kind, labelIn, rule, store, slotListing, book, cancel, move, markInterpreterArranged, when, startOf };
}

/** The forms' field messages, for a refusal that names the field to correct. */
const FIELD_WORDS = { en: englishFields, es: spanishFields } as const;
