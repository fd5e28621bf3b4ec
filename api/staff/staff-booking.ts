import { type BookingCancellation, type BookingState, internalNote } from '../bookings/booking.store';
import { languageOf } from '#contract/language';
import type { StaffBooking } from '#contract/staff';
import { referenceOf } from '../bookings/reference';
import { CONSULTATION_RULE, COORDINATOR_RULE } from '#contract';
import type { Burst } from './bursts';

/** A booking as staff see it: where it stands now, who and what, how it changed; never the network fingerprint. */
export function toStaffBooking(state: BookingState, burst: Burst | undefined): StaffBooking {
  const { booking, cancellation } = state;
  return {
    id: booking.id,
    kind: booking.type,
    reference: referenceOf(booking.id),
    date: state.date,
    time: state.time,
    minutes: booking.type === 'consultation' ? CONSULTATION_RULE.minutes : COORDINATOR_RULE.minutes,
    status: state.status,
    clientName: booking.clientName,
    clientEmail: booking.clientEmail,
    clientPhone: booking.clientPhone,
    ...(booking.facilityName ? { facilityName: booking.facilityName } : {}),
    notes: booking.notes ?? '',
    createdAt: booking.createdAt,
    ...(cancellation ? cancelled(cancellation) : {}),
    moves: state.changes.filter((change) => change.event === 'moved').length,
    ...(burst ? { burst } : {}),
    ...(booking.mailWithheld ? { notMailed: true } : {}),
    ...(languageOf(booking) === 'en' ? {} : { language: languageOf(booking) }),
    source: 'web',
  };
}

function cancelled(cancellation: BookingCancellation): Pick<StaffBooking, 'cancelledBy' | 'cancelledAt' | 'cancelMessage' | 'cancelNote'> {
  const note = internalNote(cancellation);
  return {
    cancelledBy: cancellation.by,
    cancelledAt: cancellation.createdAt,
    ...(cancellation.message ? { cancelMessage: cancellation.message } : {}),
    ...(note ? { cancelNote: note } : {}),
  };
}
