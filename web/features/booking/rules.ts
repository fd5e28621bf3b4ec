import type { Lang } from '#contract/language';
import { type LazyRules, lazyRules } from '../../lib/lazy-rules';
import type { consultationBody, coordinatorBody } from './booking-body';
import type { BookingChecks } from './booking-checks';

/** The checks of the server's answers (slot lists, bookings, manage answers), loaded with the first slot list (see lazy-rules.ts). */
export const answerRules = lazyRules(() => import('./booking-answers'));

/**
 * What a booking form needs once it is submitted, in each language, loaded with the first slot list
 * or on first use: a page loads only its own language's messages. The checks, and the requests'
 * bodies (booking-body.ts, language-free), which come with them so they are not in the booking
 * pages' first load (the Spanish booking pages' first loads within their ceiling, decision 030).
 */
export type BookingRules = BookingChecks & { consultationBody: typeof consultationBody; coordinatorBody: typeof coordinatorBody };

export const bookingRules: Record<Lang, LazyRules<BookingRules>> = {
  en: lazyRules(() => import('./booking-rules')),
  es: lazyRules(() => import('./booking-rules.es')),
};
