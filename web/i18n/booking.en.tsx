/**
 * The booking widgets' words in English (decision 031): the slot picker and its calendar, outcomes,
 * and the dates and times as they write them. Shared by every page with a booking widget
 * (/contact, /consultation, /coordinators, /booking/manage): each page's catalogue takes these,
 * never a copy. Each form's own words are apart (booking-consultation.en.tsx,
 * booking-coordinator.en.tsx), with the pages that show that form. The exact texts of docs/product.md are
 * exact here; booking.es.tsx is typed by this.
 */
import type { ReactNode } from 'react';
import { formatDateLong, formatMonth, formatTime12h, WEEKDAY_NAMES } from '#contract';
import { clinicTimeZoneName } from '../lib/clinic-time';
import type { ConsultationFormWords } from './booking-consultation.en';
import type { CoordinatorFormWords } from './booking-coordinator.en';

export const booking = {
  /** '2030-03-05' → 'Tuesday, March 5, 2030'. */
  date: formatDateLong,
  /** '13:30' → '1:30 PM'. */
  time: formatTime12h,
  /** 'Eastern Time': beside every list of times. */
  zone: clinicTimeZoneName,
  /** ' (optional)', after an optional field's label. */
  optional: ' (optional)',
  /** What a request kept by the outbox says beside its form. */
  queued: "You're offline. Your request is saved on this device and will be sent automatically when the connection returns.",
  /** The stale times' note and the no-JavaScript note, loaded with the part that shows each (booking-notes.en.tsx). */
  notes: () => import('./booking-notes.en').then((module) => module.bookingNotes),
  tryAgain: 'Try again',
  addToCalendar: 'Add to calendar',
  /** The toast when a slot list cannot be loaded (and none was loaded before). */
  slotsFailed: { title: 'Error', description: 'Failed to load available slots. Please try again.' },
  busy: 'Booking…',
  calendar: {
    /** '2030-03' → 'March 2030'. */
    month: formatMonth,
    weekdays: WEEKDAY_NAMES,
    /** A weekday's column heading: its first two letters. */
    weekdayShort: (day: string) => day.slice(0, 2),
    previous: 'Previous month',
    next: 'Next month',
    loading: 'Loading dates…',
  },
  slots: {
    group: 'Available times',
    failed: 'We couldn’t load the available times.',
    orCall: (phoneLink: ReactNode) => <>Or call us at {phoneLink}.</>,
    full: (days: number, phoneLink: ReactNode) => (
      <>
        {`Every time in the next ${days} days is taken. Please call us at `}
        {phoneLink} and we’ll fit you in.
      </>
    ),
    selectDate: 'Select a Date',
    legend: 'Legend',
    available: 'Available',
    noTimes: 'No Available Times',
    selectTime: 'Select a Time',
    allTimes: (zone: string) => `All times are ${zone}.`,
    chooseDate: 'Choose an available date in the calendar to see its times.',
    loading: 'Loading available times…',
    selected: (date: string) => `Selected date: ${date}`,
  },
};

export type BookingWords = typeof booking;
/** The consultation form's widget's words: the shared ones with its form's. */
export type ConsultationBookingWords = BookingWords & { consultation: ConsultationFormWords };
/** The facility form's widget's words: the shared ones with its form's. */
export type CoordinatorBookingWords = BookingWords & { coordinator: CoordinatorFormWords };
