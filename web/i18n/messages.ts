import type { ShellWords } from './shell.en';
import type { ToastInput } from '../ui/toast';

/**
 * The toasts of docs/product.md ("Forms", "Toasts"), for the online flows and for outbox outcomes alike, in the page's
 * language: the words are the shell's (`useShell().toasts`), which these put together.
 */
export type ToastWords = ShellWords['toasts'];

/** 'Tuesday, March 5, 2030 at 1:30 PM': a slot as the toasts and the booking confirmations write it. */
export const slotWhen = (words: ToastWords, date: string, time: string): string => words.when(date, time);

export const consultationScheduled = (words: ToastWords, date: string, time: string): ToastInput => ({
  title: words.consultationScheduled.title,
  description: words.consultationScheduled.description(words.when(date, time)),
  variant: 'success',
});

export const facilityScheduled = (words: ToastWords, date: string, time: string): ToastInput => ({
  title: words.facilityScheduled.title,
  description: words.facilityScheduled.description(words.when(date, time)),
  variant: 'success',
});

/**
 * A booking that failed: the server's own words in the page's language when it sent any; else the
 * page's sentence, "the time may be taken" for a refusal of ours and "nothing was booked" when no
 * answer of ours came (a proxy's 502, the network), never a status text.
 */
export const bookingFailed = (words: ToastWords, message: string | undefined, unanswered = false): ToastInput => ({
  title: words.bookingFailed.title,
  description: message || (unanswered ? words.bookingFailed.notSent : words.bookingFailed.slotTaken),
  variant: 'error',
});

export const inquirySent = (words: ToastWords, message: string | undefined): ToastInput => ({ title: words.inquirySent.title, description: message, variant: 'success' });

export const inquiryFailed = (words: ToastWords, message: string | undefined): ToastInput => ({
  title: words.inquiryFailed.title,
  description: message || words.inquiryFailed.fallback,
  variant: 'error',
});

/** A form's checks load when it is first used; without a connection (and before the offline copy is installed) they may not. */
export const formUnavailable = (words: ToastWords): ToastInput => ({ ...words.formUnavailable, variant: 'error' });
