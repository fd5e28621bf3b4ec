import type { GuideSlug } from './constants';

export const API = {
  consultationSlots: '/api/consultation/slots',
  consultationBook: '/api/consultation/book',
  coordinatorSlots: '/api/coordinators/slots',
  coordinatorBook: '/api/coordinators/book',
  contact: '/api/contact',
  resources: '/api/resources',
  /** GET ?token=: the booking a manage link names; POST {token}: cancel it; POST {token, date, time}: move it. */
  manageBooking: '/api/booking',
  cancelBooking: '/api/booking/cancel',
  rescheduleBooking: '/api/booking/reschedule',
} as const;

/** The visitor's own page for one booking, reached from the link in every e-mail about it. */
export const MANAGE_PAGE = '/booking/manage';

/** The manage link of a booking, from the site's public address and the booking's signed token. */
export const manageLink = (publicUrl: string, token: string): string => `${publicUrl}${MANAGE_PAGE}?token=${encodeURIComponent(token)}`;

export const guidePath = (slug: GuideSlug): string => `${API.resources}/${slug}.html`;

/** The POST endpoints whose requests the offline outbox may hold. */
export const QUEUEABLE_POSTS: readonly string[] = [API.consultationBook, API.coordinatorBook, API.contact, API.cancelBooking, API.rescheduleBooking];
