/**
 * What happens after a booking, in English (decision 031): the booking pages' "What happens after you
 * book" (web/blocks/next-steps.tsx). The sentences are worded from the facts file in
 * web/i18n/after-booking-lines.tsx (the FAQ and services pages use them too); after-booking.es.tsx
 * is typed by this.
 */
import { provider } from '#contract';
import { AFTER_BOOKING, GOOD_FAITH_ESTIMATE, selfPayText } from './after-booking-lines';

/** Each text a string, each list a list of strings (the facts' wording is `as const`). */
type Words<T> = { -readonly [K in keyof T]: T[K] extends readonly string[] ? string[] : string };

export const afterBooking: Words<typeof AFTER_BOOKING> & {
  title: string;
  afterYouBook: string;
  whoCallsTitle: string;
  haveReadyTitle: string;
  goodToKnowTitle: string;
  coverage: string;
  selfPay: string;
  goodFaithEstimate: string;
} = {
  title: 'What happens after you book',
  afterYouBook: 'After you book',
  whoCallsTitle: 'Who calls, and how',
  haveReadyTitle: 'Have these ready',
  goodToKnowTitle: 'Good to know',
  ...AFTER_BOOKING,
  haveReady: [...AFTER_BOOKING.haveReady],
  coverage: provider.insurance.coverage,
  selfPay: selfPayText(),
  goodFaithEstimate: GOOD_FAITH_ESTIMATE.link,
};

export type AfterBookingWords = typeof afterBooking;
