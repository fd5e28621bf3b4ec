/**
 * The facility appointment form's words in English (decision 031): its fields, button, outcome and
 * calendar file. Apart from the other booking words (booking.en.tsx), so only /coordinators loads
 * them; booking-coordinator.es.tsx is typed by these.
 */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { interpreterLanguageName } from '#contract/interpreter';
import { withTty } from '#contract/phone';
import { interpreterField } from './interpreter.en';
import { visitLength } from '../content/appointment-length';

const { phone } = provider;

export const coordinatorForm = {
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
  interpreter: interpreterField,
  submit: 'Book Appointment',
  done: 'Your facility appointment is booked',
  /** Under the confirmation when an interpreter was asked for. */
  interpreterBooked: (language: string) => `A free ${interpreterLanguageName(language)} interpreter will join the visit.`,
  /** '…, 1 hour' after the slot in the confirmation. */
  length: visitLength,
  event: {
    fileName: (date: string) => `facility-visit-${date}.ics`,
    summary: (facility: string) => `Care coordination visit: ${provider.brandName} at ${facility}`,
    description: (contact: string, contactPhone: string) =>
      `On-site facility coordination with our care coordinator. Contact: ${contact}, ${contactPhone}. To move or cancel, use the link in our e-mail or call ${withTty(phone)}.`,
  },
};

export type CoordinatorFormWords = typeof coordinatorForm;
