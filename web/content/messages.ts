import { formatDateLong, formatTime12h } from '../../api/contract';
import type { ToastInput } from '../ui/toast';

/** The toasts of spec 8, worded once for the online flows and for outbox outcomes alike. */

/** 'Tuesday, March 5, 2030 at 1:30 PM': a slot as the toasts and the booking confirmations write it. */
export const slotWhen = (date: string, time: string) => `${formatDateLong(date)} at ${formatTime12h(time)}`;

export const SLOT_TAKEN_MESSAGE = 'The selected time slot may no longer be available. Please try a different time.';
export const INQUIRY_FAILED_MESSAGE = 'An error occurred while submitting your request.';

export const consultationScheduled = (date: string, time: string): ToastInput => ({
  title: 'Consultation Scheduled',
  description: `Your free consultation has been scheduled for ${slotWhen(date, time)}.`,
  variant: 'success',
});

export const facilityScheduled = (date: string, time: string): ToastInput => ({
  title: 'Booking Confirmed',
  description: `Your facility appointment has been scheduled for ${slotWhen(date, time)}.`,
  variant: 'success',
});

export const bookingFailed = (message: string | undefined): ToastInput => ({
  title: 'Booking Failed',
  description: message || SLOT_TAKEN_MESSAGE,
  variant: 'error',
});

export const inquirySent = (message: string | undefined): ToastInput => ({ title: 'Success!', description: message, variant: 'success' });

export const inquiryFailed = (message: string | undefined): ToastInput => ({
  title: 'Error',
  description: message || INQUIRY_FAILED_MESSAGE,
  variant: 'error',
});

/** A form's checks load when it is first used; without a connection (and before the offline copy is installed) they may not. */
export const formUnavailable: ToastInput = {
  title: 'Error',
  description: 'The form could not be loaded. Please check your connection and try again.',
  variant: 'error',
};
