import type { GuideSlug } from './constants';

export const API = {
  consultationSlots: '/api/consultation/slots',
  consultationBook: '/api/consultation/book',
  coordinatorSlots: '/api/coordinators/slots',
  coordinatorBook: '/api/coordinators/book',
  contact: '/api/contact',
  resources: '/api/resources',
} as const;

export const guidePath = (slug: GuideSlug): string => `${API.resources}/${slug}.html`;

/**
 * The POST endpoints whose requests the offline outbox may hold: bookings, inquiries, and a
 * booking's cancel and move through its manage link (MANAGE_API in manage.ts, kept out of the
 * pages' shared file; manage.test.ts checks the two agree).
 */
export const QUEUEABLE_POSTS: readonly string[] = [API.consultationBook, API.coordinatorBook, API.contact, '/api/booking/cancel', '/api/booking/reschedule'];
