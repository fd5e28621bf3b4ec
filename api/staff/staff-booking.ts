import { type BookingCancellation, type BookingState, internalNote } from '../bookings/booking.store';
import { languageOf } from '#contract/language';
import type { StaffBooking } from '#contract/staff';
import type { Burst } from './bursts';

/** A booking as staff see it: where it stands now, who and what, how it changed; never the network fingerprint. */
export function toStaffBooking(state: BookingState, burst: Burst | undefined): StaffBooking {
  const { booking, cancellation } = state;
  return {
    id: booking.id,
    kind: booking.type,
    date: state.date,
    time: state.time,
    status: state.status,
    clientName: booking.clientName,
    clientEmail: booking.clientEmail,
    clientPhone: booking.clientPhone,
    ...(booking.facilityName ? { facilityName: booking.facilityName } : {}),
    ...(booking.consultationType ? { consultationType: booking.consultationType } : {}),
    ...(booking.woundType ? { woundType: booking.woundType } : {}),
    notes: booking.notes ?? '',
    ...(booking.interpreterLanguage ? { interpreterLanguage: booking.interpreterLanguage } : {}),
    ...(state.interpreterArranged ? { interpreterArrangedAt: state.interpreterArranged.createdAt } : {}),
    createdAt: booking.createdAt,
    ...(cancellation ? cancelled(cancellation) : {}),
    moves: state.changes.filter((change) => change.event === 'moved').length,
    ...(burst ? { burst } : {}),
    ...(booking.mailWithheld ? { notMailed: true } : {}),
    ...(languageOf(booking) === 'en' ? {} : { language: languageOf(booking) }),
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
