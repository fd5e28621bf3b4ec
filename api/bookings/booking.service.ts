import { createHash, randomUUID } from 'node:crypto';
import { BOOKING_WINDOW_DAYS, type BookingPayload, type SlotRule, todayIn, zonedToInstant } from '#contract';
import { formatDateIn, formatTimeIn } from '#contract/dates/localized';
import { type Lang, languageOf } from '#contract/language';
import { en as englishFields } from '#contract/messages/en';
import { es as spanishFields } from '#contract/messages/es';
import type { CareKind, Outcome } from '#contract/staff';
import type { Clock } from '../clock';
import { ConflictError, InvalidInputError, NotFoundError, SlotClaimedError } from '../domain-errors';
import { type DeclaringRecord, type MailArrivals, type MailSource, outgoing } from '../declared-mail/outgoing';
import type { VisitorMailQuota } from '../declared-mail/visitor-mail-quota';
import type { AddressQuota } from './address-quota';
import type { BookingCancellation, BookingMove, BookingOutcome, BookingState, BookingStore, ChangedBy, InterpreterArranged, MadeBooking } from './booking.store';
import { BOOKING_WORDS, visitWhen } from './booking-words';
import { emailKey } from '../declared-mail/email-key';
import type { NurseCapacity } from './capacity';
import { lengthOfState } from './kinds';
import { patientWasMailed } from './patient-mail';
import { referenceOf } from './reference';
import { type ClosedTimes, listSlots } from './slot-engine';
import { cannotBook } from './staff-words';
import { checkPublicTime, checkStaffTime, type TimeContext, type TimeVerdict, type WantedTime } from './time-rules';

export interface BookingServiceOptions {
  kind: CareKind;
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
  /** Once nurses are set up, who is free when (decision 054); absent, each kind is its own calendar. */
  capacity?: NurseCapacity;
  /** Whether any booking of any kind has the reference already: a new booking then gets another id. */
  referenceTaken?: (reference: string) => boolean;
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

/** What staff may add to a move: the nurse, whether the patient hears of it, whether the time may be outside the hours. */
export interface MoveOptions {
  idempotencyKey?: string;
  clinicianId?: string;
  notify?: boolean;
  outsideHours?: boolean;
}

const MINUTE = 60_000;

export type BookingService = ReturnType<typeof createBookingService>;

export function createBookingService(options: BookingServiceOptions) {
  const { kind, rule, store, clock, timeZone, maxFuturePerEmail, quota, closures, capacity, referenceTaken = () => false, addressKey, mail, visitorMail } = options;
  const context: TimeContext = { kind, rule, store, timeZone, closures, capacity };
  let cache: { minute: number; version: string; listing: SlotListing } | null = null;
  /** What the visit is called in a sentence ("free consultation"), in a language. */
  const labelIn = (lang: Lang) => BOOKING_WORDS[lang].label[kind];

  /**
   * Slot starts fall on whole minutes, so a list computed in a minute holds for all of
   * it; it is rebuilt when the minute, the bookings, the closed times or the team change.
   */
  function slotListing(): SlotListing {
    const now = clock.now();
    const minute = Math.floor(now / MINUTE);
    const nurses = capacity?.on ? capacity : undefined;
    const version = `${store.changeCount}/${closures?.changeCount ?? 0}/${nurses?.changeCount ?? '-'}`;
    if (cache?.minute === minute && cache.version === version) return cache.listing;
    const room = nurses && {
      day: (date: string) => {
        const load = nurses.day(date);
        return (time: string) => nurses.check({ kind, date, time, minutes: rule.minutes }, load).ok;
      },
    };
    const body = JSON.stringify(listSlots({ rule, timeZone, now, booked: store.takenSlots, room, closed: closures }));
    // The tag is the list's own digest: a counter-based tag could repeat for a different list
    // after a restart (the change counter restarts from the number of stored bookings).
    const listing = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
    cache = { minute, version, listing };
    return listing;
  }

  /** When a visit of this kind at `date` `time` is, in a language (booking-words.ts). */
  const when = (date: string, time: string, lang: Lang = 'en', minutes = rule.minutes): string => visitWhen(minutes, date, time, timeZone, lang);

  /** In the language the booking was made in. */
  function successMessage(booking: MadeBooking): string {
    const lang = languageOf(booking);
    const words = BOOKING_WORDS[lang];
    return `${words.booked(labelIn(lang), when(booking.date, booking.time, lang))} ${booking.mailWithheld ? words.confirmationWithheld : words.confirmationSent}`;
  }

  /** Once the records are on disk: a replay stored nothing new, and its messages were announced the first time. */
  const announce = <R extends { record: DeclaringRecord; replayed: boolean }>(result: R): R => {
    if (!result.replayed) mail?.arrived(kind as MailSource, result.record);
    return result;
  };
  const announceAll = (records: readonly DeclaringRecord[]) => records.forEach((record) => record.mail?.length && mail?.arrived(kind as MailSource, record));

  /** A new booking id whose reference no booking of any kind has (reference.ts): the rare clash draws again. */
  function newId(): string {
    for (;;) {
      const id = randomUUID();
      if (!referenceTaken(referenceOf(id))) return id;
    }
  }

  /** The database's refusal of a time another server's booking just took (docs/decisions/074), as this server's own check says it. */
  function inWords(error: unknown, { date, time }: { date: string; time: string }, lang: Lang): unknown {
    return error instanceof SlotClaimedError ? new ConflictError(BOOKING_WORDS[lang].taken(when(date, time, lang))) : error;
  }

  /** A visitor's refusal, in their language, for a time that cannot be had. */
  function refuse(verdict: Exclude<TimeVerdict, { ok: true }>, date: string, time: string, lang: Lang): never {
    const words = BOOKING_WORDS[lang];
    const fields = FIELD_WORDS[lang].booking;
    if (verdict.reason === 'off-grid') throw new InvalidInputError(words.offGrid(formatTimeIn(time, lang), formatDateIn(date, lang)), { time: fields.time });
    if (verdict.reason === 'outside-window') throw new InvalidInputError(words.outsideWindow(BOOKING_WINDOW_DAYS), { date: fields.date });
    if (verdict.reason === 'started') throw new ConflictError(words.started(when(date, time, lang)));
    if (verdict.reason === 'closed') throw new ConflictError(words.closed(when(date, time, lang)));
    throw new ConflictError(words.taken(when(date, time, lang)));
  }

  function futureBookingsOf(email: string, now: number): number {
    const today = todayIn(now, timeZone);
    const wanted = emailKey(email);
    let count = 0;
    for (const { booking, date, time, status } of store.current()) {
      if (status !== 'booked' || date < today || !booking.clientEmail || emailKey(booking.clientEmail) !== wanted) continue;
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
        const verdict = checkPublicTime(context, { date: payload.date, time: payload.time, minutes: rule.minutes }, now);
        if (!verdict.ok) refuse(verdict, payload.date, payload.time, lang);
        if (maxFuturePerEmail !== undefined && futureBookingsOf(payload.clientEmail, now) >= maxFuturePerEmail) {
          throw new ConflictError(BOOKING_WORDS[lang].tooManyForEmail(maxFuturePerEmail));
        }
        counted.giveBack = quota?.take(clientAddress, now, lang);
        // A stranger can type anyone's address: past its day's quota the booking stands, but no confirmation is mailed.
        const confirm = visitorMail ? visitorMail.take(payload.clientEmail, now) : () => undefined;
        if (confirm) counted.mailGiveBack = confirm;
        const mailing = confirm ? { mail: outgoing('booking-confirmed', 'staff-booking-made') } : { mail: outgoing('staff-booking-made'), mailWithheld: 'daily-limit' as const };
        const nurse = verdict.clinicianId ? { clinicianId: verdict.clinicianId } : {};
        const made: MadeBooking = { ...payload, id: newId(), createdAt: new Date(now).toISOString(), ...nurse, ...mailing };
        return addressKey ? { ...made, clientAddressKey: addressKey(clientAddress) } : made;
      })
      .then(announce)
      .catch((error: unknown) => {
        counted.giveBack?.();
        counted.mailGiveBack?.();
        throw inWords(error, payload, lang);
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

  /**
   * Cancels a booking that stands; it is kept, marked cancelled, and its time is free at once.
   * Staff may add a message for the patient and an internal note. The patient is told when they
   * were e-mailed about it before (patient-mail.ts); staff hear of the cancellations they did not make.
   */
  async function cancel(id: string, who: ChangedBy, options: { message?: string; note?: string; idempotencyKey?: string } = {}) {
    const now = clock.now();
    const { message, note, idempotencyKey } = options;
    const { record, replayed } = await store
      .change({ idempotencyKey, payload: { cancel: id, message, note }, now }, () => {
        const { state } = standing(id, now, who.by);
        const templates = [...(patientWasMailed(state) ? (['booking-cancelled'] as const) : []), ...(who.by === 'visitor' ? (['staff-booking-cancelled'] as const) : [])];
        return {
          id: randomUUID(),
          event: 'cancelled',
          bookingId: id,
          createdAt: new Date(now).toISOString(),
          ...(message ? { message } : {}),
          ...(note ? { note } : {}),
          ...who,
          mail: outgoing(...templates),
        } satisfies BookingCancellation;
      })
      .then(announce);
    return { change: record, state: store.get(id)!, replayed };
  }

  /**
   * Moves a booking to another time or nurse: one record takes the new time and frees the old.
   * A visitor moves within the public grid and window; staff anywhere on the five-minute grid,
   * to a chosen nurse or (the same time, another nurse) reassign it. Staff's moves reach the
   * patient only with `notify` and an address, and a reassignment, which changes nothing the
   * patient sees, never does.
   */
  async function move(id: string, slot: { date: string; time: string }, who: ChangedBy, options: MoveOptions = {}) {
    const now = clock.now();
    const { idempotencyKey, clinicianId, notify = false, outsideHours = false } = options;
    const { record, replayed } = await store
      .change({ idempotencyKey, payload: { move: id, ...slot, ...(who.by === 'staff' ? { clinicianId, notify, outsideHours } : {}) }, now }, () => {
        const { state, lang } = standing(id, now, who.by);
        const sameTime = state.date === slot.date && state.time === slot.time;
        if (sameTime && (who.by === 'visitor' || !clinicianId || clinicianId === state.clinicianId)) {
          throw new InvalidInputError(BOOKING_WORDS[lang].sameSlot(labelIn(lang), when(slot.date, slot.time, lang)), { time: FIELD_WORDS[lang].booking.time });
        }
        const minutes = lengthOfState(state);
        const wanted: WantedTime = { ...slot, minutes, zip: state.booking.zip, except: id, outsideHours: who.by === 'staff' && outsideHours };
        const verdict = who.by === 'visitor' ? keepingNurse(wanted, state, (each) => checkPublicTime(context, each, now)) : chosenOrKept(wanted, state, clinicianId, now);
        if (!verdict.ok) {
          if (who.by === 'visitor') refuse(verdict, slot.date, slot.time, lang);
          throw new ConflictError(cannotBook(slot.date, slot.time, verdict, labelIn('en')));
        }
        const tell = who.by === 'visitor' || (notify && !sameTime && Boolean(state.booking.clientEmail));
        const templates = [...(tell ? (['booking-rescheduled'] as const) : []), ...(who.by === 'visitor' ? (['staff-booking-rescheduled'] as const) : [])];
        const nurse = verdict.clinicianId && verdict.clinicianId !== state.clinicianId ? { clinicianId: verdict.clinicianId } : {};
        return { id: randomUUID(), event: 'moved', bookingId: id, createdAt: new Date(now).toISOString(), ...slot, ...nurse, ...who, mail: outgoing(...templates) } satisfies BookingMove;
      })
      .then(announce)
      .catch((error: unknown) => Promise.reject(inWords(error, slot, who.by === 'visitor' ? languageOf(store.get(id)?.booking ?? {}) : 'en')));
    return { change: record, state: store.get(id)!, replayed };
  }

  /** The booking's own nurse when they are free at the new time, else whoever is. */
  function keepingNurse(wanted: WantedTime, state: BookingState, check: (wanted: WantedTime) => TimeVerdict): TimeVerdict {
    if (capacity?.on && state.clinicianId) {
      const kept = check({ ...wanted, clinicianId: state.clinicianId });
      if (kept.ok) return kept;
    }
    return check(wanted);
  }

  function chosenOrKept(wanted: WantedTime, state: BookingState, clinicianId: string | undefined, now: number): TimeVerdict {
    if (clinicianId) return checkStaffTime(context, { ...wanted, clinicianId }, now);
    return keepingNurse(wanted, state, (each) => checkStaffTime(context, each, now));
  }

  /** Whether the visit happened, once its time has begun; a change of mind is a new record (audited by the caller). The same outcome again stores nothing. */
  async function setOutcome(id: string, outcome: Outcome, staffId: string) {
    const now = clock.now();
    const { record } = await store.change({ payload: { outcome: id }, now }, () => {
      const state = store.get(id);
      if (!state) throw new NotFoundError('There is no booking with that id.');
      if (state.status === 'cancelled') throw new ConflictError(`This ${labelIn('en')} was cancelled, so it has no outcome.`);
      if (startOf(state) > now) throw new ConflictError(`This ${labelIn('en')} has not started yet: its outcome can be given once ${when(state.date, state.time)} has come.`);
      if (state.outcome?.outcome === outcome) throw new Unchanged();
      return { id: randomUUID(), event: 'outcome', bookingId: id, createdAt: new Date(now).toISOString(), outcome, staffId } satisfies BookingOutcome;
    }).catch((error: unknown) => {
      if (error instanceof Unchanged) return { record: null };
      throw error;
    });
    return { changed: record !== null, state: store.get(id)! };
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

  return { kind, labelIn, rule, store, context, slotListing, book, cancel, move, setOutcome, markInterpreterArranged, when, startOf, newId, announceAll };
}

/** The outcome asked for is the one the booking has: nothing to store. */
class Unchanged extends Error {}

/** The forms' field messages, for a refusal that names the field to correct. */
const FIELD_WORDS = { en: englishFields, es: spanishFields } as const;
