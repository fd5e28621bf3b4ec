import { type Lang, pathIn } from './language';

/**
 * A booking's manage link (decision 019): its page and API. Not re-exported from the contract's
 * index, which every page loads: only the server and the manage page import this file.
 * `language` is the manage page's (decision 033): a link the server cannot read is refused in it;
 * everything about the booking is said in the booking's own language.
 */
export const MANAGE_API = {
  /** GET ?token=[&language=es]: the booking a manage link names (date, time, kind, status). */
  booking: '/api/booking',
  /** POST {token, language?}: cancel it. */
  cancel: '/api/booking/cancel',
  /** POST {token, date, time, language?}: move it. */
  reschedule: '/api/booking/reschedule',
} as const;

/** The visitor's own page for one booking, reached from the link in every e-mail about it. */
export const MANAGE_PAGE = '/booking/manage';

/** The manage link of a booking, from the site's public address and the booking's signed token: to the page in the booking's language. */
export const manageLink = (publicUrl: string, token: string, lang: Lang = 'en'): string => `${publicUrl}${pathIn(MANAGE_PAGE, lang)}?token=${encodeURIComponent(token)}`;
