/** The consultation page's words in English (docs/decisions/031); consultation.es.tsx is typed by these. */
import { provider, weeklyHours } from '#contract';
import { consultationLength } from '../content/appointment-length';
import { serviceAreaWithZone } from '../content/service-area';
import { consultationForm } from './booking-consultation.en';
import { booking } from './booking.en';

export const consultation = {
  hero: {
    eyebrow: 'Free Consultation',
    title: 'Book a Free Consultation',
    lead: 'Talk with one of our wound care nurses about your wound, your options and your insurance coverage. Pick a day and time that suits you; there is no cost and no obligation.',
  },
  info: {
    title: 'Your Consultation',
    facts: {
      length: { label: 'Length', value: consultationLength() },
      available: { label: 'Available', value: weeklyHours(provider.hours.consultations) },
      how: { label: 'How we talk', value: 'By phone or video, your choice' },
      where: { label: 'Where we visit', value: serviceAreaWithZone() },
    },
    coverTitle: 'What we will cover',
    cover: [
      'How the wound started and how it has changed',
      'Treatments tried so far and what is worrying you',
      'Which of our services could help, and next steps',
      'Your insurance, so there are no surprises',
    ],
  },
  booking: { ...booking, consultation: consultationForm },
  /** What happens after you book: loaded with its section, after the page is interactive. */
  afterBooking: () => import('./after-booking.en').then((module) => module.afterBooking),
};

export type ConsultationWords = typeof consultation;
