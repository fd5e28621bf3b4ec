import type { Lang } from '../../../api/contract/language';
import { type LazyRules, lazyRules } from '../../lib/lazy-rules';
import type { BookingChecks } from './booking-checks';

/** The checks of the server's answers (slot lists, bookings, manage answers), loaded with the first slot list (see lazy-rules.ts). */
export const answerRules = lazyRules(() => import('./booking-answers'));

/** The booking forms' checks in each language, loaded on first use: a page loads only its own language's messages. */
export const bookingRules: Record<Lang, LazyRules<BookingChecks>> = {
  en: lazyRules(() => import('./booking-rules')),
  es: lazyRules(() => import('./booking-rules.es')),
};
