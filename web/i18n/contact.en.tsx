/** The contact page's words in English (docs/decisions/031); contact.es.tsx is typed by these. */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { consultationLength } from '../content/appointment-length';
import { consultationForm } from './booking-consultation.en';
import { booking } from './booking.en';

export const contact = {
  hero: {
    eyebrow: 'We are here to help',
    title: 'Contact Us',
    lead: 'Questions about a wound, insurance or a referral? Call us, send a message or book a free consultation. A real person from our care team will get back to you.',
  },
  schedule: {
    title: 'Schedule a Free Consultation',
    text: `Book a free ${consultationLength(true)} phone or video call with one of our wound care nurses, or send us a general inquiry and we will reply within ${provider.replyWithin}.`,
    book: 'Book Consultation',
    inquiry: 'General Inquiry',
    loadingInquiry: 'Loading the inquiry form…',
    /** After the tabs: a link to the consultation page's "What happens after you book". */
    after: (link: (text: string) => ReactNode) => <>{link('What happens after you book')}: who calls, what to have ready and what it costs.</>,
  },
  /** The contact card's and the inquiry form's words load with them, not with the page. */
  details: () => import('./contact-details.en').then((module) => module.details),
  inquiry: () => import('./inquiry.en').then((module) => module.inquiry),
  booking: { ...booking, consultation: consultationForm },
};

export type ContactWords = typeof contact;
