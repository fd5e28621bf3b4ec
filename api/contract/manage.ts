/**
 * A booking's manage link (issue 18): its page and API. Not re-exported from the contract's
 * index, which every page loads: only the server and the manage page import this file.
 */
export const MANAGE_API = {
  /** GET ?token=: the booking a manage link names (date, time, kind, status). */
  booking: '/api/booking',
  /** POST {token}: cancel it. */
  cancel: '/api/booking/cancel',
  /** POST {token, date, time}: move it. */
  reschedule: '/api/booking/reschedule',
} as const;

/** The visitor's own page for one booking, reached from the link in every e-mail about it. */
export const MANAGE_PAGE = '/booking/manage';

/** The manage link of a booking, from the site's public address and the booking's signed token. */
export const manageLink = (publicUrl: string, token: string): string => `${publicUrl}${MANAGE_PAGE}?token=${encodeURIComponent(token)}`;
