/**
 * The kinds of e-mail the server sends (docs/decisions/019-mail-outbox.md), named here so the
 * staff app can say each one in words and the compiler sees when a new kind has none.
 */
export const VISITOR_TEMPLATES = [
  'booking-confirmed',
  'booking-rescheduled',
  'booking-cancelled',
  'booking-reminder',
  'inquiry-received',
  /** A series staff booked: one message, one calendar file with every visit of it. */
  'series-confirmed',
  /** A series cancelled whole: one message naming the visits that were still to come. */
  'series-cancelled',
  /** To a referrer: the reference and our phone, then each step staff take (docs/product.md, "Refer a patient"). */
  'referral-received',
  'referral-accepted',
  'referral-scheduled',
  'referral-declined',
] as const;
export const STAFF_TEMPLATES = [
  'staff-booking-made',
  'staff-booking-rescheduled',
  'staff-booking-cancelled',
  'staff-inquiry-received',
  'staff-referral-received',
  'staff-mail-failed',
  /** Sign-in events of a staff account (decision 026): username, when, browser in a few words. */
  'staff-authenticator-enrolled',
  'staff-recovery-code-used',
  'staff-new-browser-sign-in',
] as const;

export type VisitorTemplate = (typeof VISITOR_TEMPLATES)[number];
export type StaffTemplate = (typeof STAFF_TEMPLATES)[number];
export type MailTemplate = VisitorTemplate | StaffTemplate;

export const MAIL_TEMPLATES = [...VISITOR_TEMPLATES, ...STAFF_TEMPLATES] as const;
