/** The testimonials page's words in English (the page: web/pages/testimonials.tsx; Spanish: testimonials.es.tsx, typed by these). */
import { consultationLength } from '../content/appointment-length';
import { STORIES } from './stories.en';

export const testimonials = {
  hero: {
    eyebrow: 'Testimonials',
    title: 'Patient Stories',
    lead: 'Patients, families and facility staff describe their own experience of care with our team.',
  },
  storiesHeading: 'What our patients say',
  /** The stories, the results-vary note and what the facts file says of them (web/i18n/stories.en.tsx). */
  stories: STORIES,
  cta: {
    title: 'Ready to start healing?',
    text: `Book a free ${consultationLength(true)} phone or video consultation and find out how we can help you or someone you care for.`,
    book: 'Schedule Your Consultation',
  },
};

export type TestimonialsWords = typeof testimonials;
