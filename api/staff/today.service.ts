import { todayIn } from '#contract';
import { interpreterLanguageName } from '#contract/interpreter';
import { languageOf } from '#contract/language';
import type { CareKind, TodayAnswer, TodayVisit } from '#contract/staff';
import type { AuditStore } from '../audit/audit.store';
import type { BookingService } from '../bookings/booking.service';
import type { BookingState } from '../bookings/booking.store';
import { lengthOf } from '../bookings/kinds';
import { referenceOf } from '../bookings/reference';
import type { ClinicianStore } from '../clinicians/clinician.store';
import type { Clock } from '../clock';
import { NotFoundError } from '../domain-errors';
import type { StaffActor } from '../sign-in/staff-actor';

export interface TodayOptions {
  bookings: Record<CareKind, BookingService>;
  clinicians: Pick<ClinicianStore, 'get' | 'linkedTo'>;
  audit: AuditStore;
  clock: Clock;
  timeZone: string;
}

/**
 * A map link for an address (docs/security.md, "A nurse's day"): a plain link the nurse chooses to
 * open, never fetched by the app, since opening it sends the address to the map's owner.
 */
export const mapLink = (address: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const CALL: Record<'phone' | 'video', string> = { phone: 'Phone call', video: 'Video call' };

/** Where a stop is, as the nurse needs it at the door: the facility, the patient's address, or (a call) how. */
function placeOf(state: BookingState): Pick<TodayVisit, 'place' | 'mapUrl'> {
  const { booking } = state;
  // The ZIP code is added when the address does not end with it already.
  const address = booking.address && booking.zip && !booking.address.includes(booking.zip) ? `${booking.address} ${booking.zip}` : booking.address;
  if (booking.type === 'consultation') return { place: booking.consultationType ? CALL[booking.consultationType] : 'Phone or video call' };
  if (booking.type === 'coordinator') return { place: [booking.facilityName, booking.address].filter(Boolean).join(', ') || 'Facility', ...(address ? { mapUrl: mapLink(address) } : {}) };
  return address ? { place: address, mapUrl: mapLink(address) } : { place: 'No address given' };
}

/**
 * A nurse's day (docs/product.md, "The coordinator's day"): the nurse linked to the signed-in
 * account, or the one asked for, or everyone's when the account is linked to none; each stop in
 * time order with what the nurse needs at the door. Reading it is audited by the ids it shows.
 */
export function createToday({ bookings, clinicians, audit, clock, timeZone }: TodayOptions) {
  async function day(query: { date?: string; clinicianId?: string }, who: StaffActor): Promise<TodayAnswer> {
    const date = query.date ?? todayIn(clock.now(), timeZone);
    const nurse = query.clinicianId ? clinicians.get(query.clinicianId) : clinicians.linkedTo(who.username);
    if (query.clinicianId && !nurse) throw new NotFoundError('There is no nurse with that id.');
    const states = Object.values(bookings)
      .flatMap((service) => service.store.current())
      .filter((state) => state.date === date && (!nurse || state.clinicianId === nurse.id))
      .sort((a, b) => a.time.localeCompare(b.time) || a.booking.createdAt.localeCompare(b.booking.createdAt));
    const visits = states.map((state): TodayVisit => {
      const { booking } = state;
      const nurseName = !nurse && state.clinicianId ? clinicians.get(state.clinicianId)?.name : undefined;
      return {
        id: booking.id,
        reference: referenceOf(booking.id),
        kind: booking.type,
        time: state.time,
        minutes: lengthOf(booking),
        status: state.status,
        clientName: booking.clientName,
        clientPhone: booking.clientPhone,
        ...placeOf(state),
        ...(booking.supplies ? { supplies: booking.supplies } : {}),
        ...(state.outcome ? { outcome: state.outcome.outcome } : {}),
        ...languageAtTheDoor(state),
        ...(nurseName ? { clinicianName: nurseName } : {}),
      };
    });
    await audit.append({ actor: who.username, address: who.address, action: 'view-today', recordIds: visits.map((visit) => visit.id), outcome: 'ok' }, clock.now());
    return { date, ...(nurse ? { clinician: { id: nurse.id, name: nurse.name } } : {}), visits };
  }

  return { day };
}

export type Today = ReturnType<typeof createToday>;

/**
 * The language the nurse meets at the door, in words: the interpreter asked for (decision 052) and
 * whether one is arranged, else Spanish when the patient reads Spanish; nothing for English.
 */
function languageAtTheDoor({ booking, interpreterArranged }: BookingState): { interpreterLanguage?: string } {
  if (booking.interpreterLanguage) return { interpreterLanguage: `${interpreterLanguageName(booking.interpreterLanguage)}, free interpreter ${interpreterArranged ? 'arranged' : 'asked for, not arranged yet'}` };
  return languageOf(booking) === 'es' ? { interpreterLanguage: 'Spanish' } : {};
}
