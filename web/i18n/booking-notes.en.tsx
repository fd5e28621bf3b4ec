/**
 * Two notes of the booking widgets in English (decision 031), apart from their other words
 * (booking.en.tsx) because they are rarely shown: the times from an earlier visit, and what the
 * prerendered page says without JavaScript. Each loads with the part that shows it, never in a
 * booking page's first load (its budget, decision 030); booking-notes.es.tsx is typed by these.
 */
import type { ReactNode } from 'react';

export const bookingNotes = {
  stale:
    "These times are from your last visit and may be out of date. You can still book: your request is saved on this device and confirmed when you're back online.",
  noScript: (phoneLink: ReactNode) => <>Online booking needs JavaScript. Please call us at {phoneLink} and we will book your appointment for you.</>,
};

export type BookingNotesWords = typeof bookingNotes;
