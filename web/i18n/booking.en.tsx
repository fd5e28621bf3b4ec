/**
 * The booking widgets' words in English (issue 28): the slot picker and its calendar, the
 * consultation and facility forms, their outcomes and calendar files, and the dates and times as
 * they write them. Shared by every page with a booking widget (/contact, /consultation,
 * /coordinators, /booking/manage): each page's catalogue takes these, never a copy. The spec's
 * exact texts are exact here; booking.es.tsx is typed by this.
 */
import type { ReactNode } from 'react';
import { formatDateLong, formatTime12h, MONTH_NAMES, provider, WEEKDAY_NAMES, WOUND_TYPE_CHOICES } from '../../api/contract';
import { consultationLength, visitLength } from '../content/appointment-length';
import { clinicTimeZoneName } from '../lib/clinic-time';

const { phone } = provider;

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
  stale:
    "These times are from your last visit and may be out of date. You can still book: your request is saved on this device and confirmed when you're back online.",
  noScript: (phoneLink: ReactNode) => <>Online booking needs JavaScript. Please call us at {phoneLink} and we will book your appointment for you.</>,
  tryAgain: 'Try again',
  addToCalendar: 'Add to calendar',
  /** The toast when a slot list cannot be loaded (and none was loaded before). */
  slotsFailed: { title: 'Error', description: 'Failed to load available slots. Please try again.' },
  busy: 'Booking…',
  calendar: {
    /** '2030-03' → 'March 2030'. */
    month: (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
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
  consultation: {
    complete: 'Complete Booking',
    chosen: (slot: string, zone: string) => `Your consultation: ${slot} (${zone}), ${consultationLength()}.`,
    choose: 'Choose a date and time to complete your booking.',
    locked: 'Select Date & Time First',
    submit: 'Book Free Consultation',
    missing: { title: 'Missing Information', description: 'Please select a date and time for your consultation.' },
    done: 'Your free consultation is booked',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    type: 'Consultation Type',
    typePlaceholder: 'Phone or video?',
    types: { phone: 'Phone call', video: 'Video call' },
    woundType: 'Wound Type',
    woundPlaceholder: 'Select a wound type',
    /** The wound types as the list names them (the value sent is the contract's English name). */
    wounds: Object.fromEntries(WOUND_TYPE_CHOICES.map((type) => [type, type])) as Record<(typeof WOUND_TYPE_CHOICES)[number], string>,
    notes: 'Notes',
    notesHint: 'Anything that helps us prepare, such as how long the wound has been open.',
    /** The "Add to calendar" file's title and text. */
    event: {
      summary: (type: 'phone' | 'video') => `Free wound-care consultation (${type === 'phone' ? 'phone call' : 'video call'}) with ${provider.brandName}`,
      phone: (clientPhone: string) => `A wound care nurse will call you at ${clientPhone} from ${phone}. To move or cancel, use the link in our e-mail or call ${phone}.`,
      video: (clientPhone: string) =>
        `A few minutes before, we send the video link by ${provider.afterBooking.videoLinkBy} to ${clientPhone}. To move or cancel, use the link in our e-mail or call ${phone}.`,
    },
  },
  coordinator: {
    title: 'Book a Facility Appointment',
    intro: (zone: string) => `Appointments last ${visitLength()}. All times are ${zone}.`,
    date: 'Date',
    time: 'Time',
    selectDate: 'Select a date',
    datesFailed: 'Dates could not be loaded',
    loadingDates: 'Loading dates…',
    selectTime: 'Select a time',
    dateFirst: 'Select a date first',
    noTimes: (date: string) => `${date} (No available times)`,
    past: (range: string) => `${range} (Past)`,
    loadFailed: (retry: ReactNode, phoneLink: ReactNode) => (
      <>
        We couldn’t load the open dates. {retry} or call {phoneLink}.
      </>
    ),
    facilityName: 'Facility Name',
    facilityAddress: 'Facility Address',
    contactName: 'Contact Name',
    contactEmail: 'Contact Email',
    contactPhone: 'Contact Phone',
    notes: 'Notes',
    notesHint:
      "Number of residents to discuss, parking or check-in instructions, anything else we should know. Do not include residents' names or health details.",
    submit: 'Book Appointment',
    done: 'Your facility appointment is booked',
    /** '…, 1 hour' after the slot in the confirmation. */
    length: visitLength,
    event: {
      summary: (facility: string) => `Care coordination visit: ${provider.brandName} at ${facility}`,
      description: (contact: string, contactPhone: string) =>
        `On-site facility coordination with our care coordinator. Contact: ${contact}, ${contactPhone}. To move or cancel, use the link in our e-mail or call ${phone}.`,
    },
  },
};

export type BookingWords = typeof booking;
