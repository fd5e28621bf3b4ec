/**
 * How a caller who is deaf, hard of hearing or speech-disabled reaches any number here: by a TTY
 * through 711, the national relay service. 45 CFR 92.11's notices ask for it
 * beside every phone number the site shows; the same words in English and Spanish. A no-break
 * space keeps 'TTY' and '711' on one line wherever the words wrap.
 */
export const TTY_RELAY = 'TTY\u00a0711';

/** A phone number as text with the relay beside it: '(555) 014-2273 (TTY 711)' (e-mails, toasts, plain lines, the way to help). */
export const withTty = (phone: string): string => `${phone} (${TTY_RELAY})`;
