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

/** The POST endpoints whose requests the offline outbox may hold. */
export const QUEUEABLE_POSTS: readonly string[] = [API.consultationBook, API.coordinatorBook, API.contact];
