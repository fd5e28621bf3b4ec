import type { BookingState } from './booking-records';

/**
 * Whether the patient is told of a cancellation (decision 055). A web booking always is, as
 * before. A booking staff took is when it has an address and the patient heard of it: its
 * confirmation (or its series') went, or staff sent a notice of a move. A patient never e-mailed
 * does not get a first e-mail about a visit they were told of on the phone.
 */
export function patientWasMailed(state: BookingState): boolean {
  const { booking } = state;
  if (!booking.clientEmail) return false;
  if (!booking.source || booking.patientMail !== 'none') return true;
  return state.changes.some((change) => 'mail' in change && change.mail?.some((message) => message.to === 'visitor'));
}

/** Whether reminders go for the booking: made since e-mail existed, with an address, to a patient who was sent its confirmation. */
export const remindsPatient = (state: BookingState): boolean => Boolean(state.booking.mail && state.booking.clientEmail && state.booking.patientMail !== 'none');
