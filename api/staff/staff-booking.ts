import { type BookingCancellation, type BookingState, internalNote, retimings } from '../bookings/booking.store';
import { lengthOf } from '../bookings/kinds';
import { referenceOf } from '../bookings/reference';
import { languageOf } from '#contract/language';
import type { StaffBooking } from '#contract/staff';
import type { Burst } from './bursts';

/**
 * A booking as staff see it: where it stands now, who and what, with whom, how it changed and
 * whether it happened; never the network fingerprint. `nurseName`: the name of its nurse, if any.
 */
export function toStaffBooking(state: BookingState, burst: Burst | undefined, nurseName?: string): StaffBooking {
  const { booking, cancellation, outcome } = state;
  return {
    id: booking.id,
    kind: booking.type,
    reference: referenceOf(booking.id),
    date: state.date,
    time: state.time,
    minutes: lengthOf(booking),
    status: state.status,
    clientName: booking.clientName,
    clientEmail: booking.clientEmail ?? '',
    clientPhone: booking.clientPhone,
    ...(booking.facilityName ? { facilityName: booking.facilityName } : {}),
    ...(booking.consultationType ? { consultationType: booking.consultationType } : {}),
    ...(booking.woundType ? { woundType: booking.woundType } : {}),
    notes: booking.notes ?? '',
    ...(booking.interpreterLanguage ? { interpreterLanguage: booking.interpreterLanguage } : {}),
    ...(state.interpreterArranged ? { interpreterArrangedAt: state.interpreterArranged.createdAt } : {}),
    createdAt: booking.createdAt,
    ...(cancellation ? cancelled(cancellation) : {}),
    moves: retimings(state),
    ...(burst ? { burst } : {}),
    ...(booking.mailWithheld || booking.patientMail === 'none' ? { notMailed: true } : {}),
    ...(languageOf(booking) === 'en' ? {} : { language: languageOf(booking) }),
    ...(state.clinicianId ? { clinicianId: state.clinicianId, ...(nurseName ? { clinicianName: nurseName } : {}) } : {}),
    source: booking.source ?? 'web',
    ...(booking.seriesId ? { seriesId: booking.seriesId } : {}),
    ...(booking.referralId ? { referralId: booking.referralId } : {}),
    ...(booking.address ? { address: booking.address } : {}),
    ...(booking.zip ? { zip: booking.zip } : {}),
    ...(booking.town ? { town: booking.town } : {}),
    ...(booking.supplies ? { supplies: booking.supplies } : {}),
    ...(booking.consultationType ? { consultationType: booking.consultationType } : {}),
    ...(outcome ? { outcome: outcome.outcome, outcomeAt: outcome.createdAt } : {}),
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
