import type { MailTemplate } from '#contract/mail-templates';
import type { MailFailure } from '#contract/staff';

interface Described {
  /** Which message, as staff call it. */
  name: string;
  /** Who did not get it. */
  to: 'visitor' | 'staff';
  /** What staff should do now. */
  todo: string;
}

const STAFF_TODO =
  'The staff mailbox refused this alert, so others may not be arriving either. Ask whoever runs the server to check the STAFF_EMAIL setting; until then, look at the agenda and the inquiries here.';

/** Every kind of message the server sends (a new kind fails `tsc` until it has words here). */
const MESSAGES: Record<MailTemplate, Described> = {
  'booking-confirmed': { name: 'Booking confirmation', to: 'visitor', todo: 'Call the visitor to confirm the visit, and check their e-mail address with them.' },
  'booking-reminder': { name: 'Reminder', to: 'visitor', todo: 'Call the visitor to remind them of the visit.' },
  'booking-cancelled': { name: 'Cancellation notice', to: 'visitor', todo: 'Call the visitor so they know the visit is cancelled and do not wait for it.' },
  'booking-rescheduled': { name: 'Rescheduled notice', to: 'visitor', todo: 'Call the visitor to confirm the new time.' },
  'series-confirmed': { name: 'Series confirmation', to: 'visitor', todo: 'Call the visitor to go through the dates of their visits, and check their e-mail address with them.' },
  'series-cancelled': { name: 'Series cancellation notice', to: 'visitor', todo: 'Call the visitor so they know their visits are cancelled and do not wait for the nurse.' },
  'inquiry-received': { name: 'Inquiry receipt', to: 'visitor', todo: 'Call the visitor back: no e-mail told them their message arrived. Check their e-mail address with them.' },
  'referral-received': { name: 'Referral receipt', to: 'visitor', todo: 'Call the referrer to confirm the referral arrived and give them its reference; check their e-mail address with them.' },
  'referral-accepted': { name: 'Referral accepted notice', to: 'visitor', todo: 'Call the referrer to tell them the referral was accepted.' },
  'referral-scheduled': { name: 'First visit notice', to: 'visitor', todo: 'Call the referrer to tell them when the first visit is.' },
  'referral-declined': { name: 'Referral declined notice', to: 'visitor', todo: 'Call the referrer to tell them the referral was declined, and why.' },
  'staff-booking-made': { name: 'Staff alert: new booking', to: 'staff', todo: STAFF_TODO },
  'staff-booking-rescheduled': { name: 'Staff alert: visit moved by the visitor', to: 'staff', todo: STAFF_TODO },
  'staff-booking-cancelled': { name: 'Staff alert: visit cancelled by the visitor', to: 'staff', todo: STAFF_TODO },
  'staff-inquiry-received': { name: 'Staff alert: new inquiry', to: 'staff', todo: STAFF_TODO },
  'staff-referral-received': { name: 'Staff alert: new referral', to: 'staff', todo: STAFF_TODO },
  'staff-mail-failed': { name: 'Staff alert: e-mail not delivered', to: 'staff', todo: STAFF_TODO },
  'staff-authenticator-enrolled': { name: 'Staff alert: authenticator set up', to: 'staff', todo: STAFF_TODO },
  'staff-recovery-code-used': { name: 'Staff alert: recovery code used', to: 'staff', todo: STAFF_TODO },
  'staff-new-browser-sign-in': { name: 'Staff alert: sign-in from a new browser', to: 'staff', todo: STAFF_TODO },
};

export const describeMessage = (template: MailTemplate): Described => MESSAGES[template];

/** What the common permanent SMTP replies (RFC 5321 4.2.3) and the mailer's own refusals mean. */
const REPLIES: Record<string, string> = {
  '550': 'the mailbox does not exist or does not take mail',
  '551': 'the mailbox is not at that address',
  '552': 'the mailbox is full',
  '553': 'the address is not allowed',
  '554': 'the receiving mail server refused the message',
  EENVELOPE: 'the address could not be used; it may be mistyped',
  EMESSAGE: 'the message could not be prepared for sending',
};

/** '550' → '550: the mailbox does not exist or does not take mail'. */
export function replyInWords(code: string): string {
  if (code === 'unknown') return 'Not given';
  const meaning = REPLIES[code] ?? (/^5\d\d$/.test(code) ? 'refused for good' : undefined);
  return meaning ? `${code}: ${meaning}` : code;
}

export const attemptsInWords = (attempts: number): string => (attempts === 1 ? 'Once' : `${attempts} times`);

/** The staff page of what the message was about, and the link's words. */
export function aboutLink({ about }: MailFailure): { to: string; label: string } {
  const id = encodeURIComponent(about.id);
  // A sign-in alert is about a staff account: what happened is in the audit trail.
  if (about.kind === 'account') return { to: '/audit', label: 'Open the audit trail' };
  if (about.kind === 'referral') return { to: `/referrals/${id}`, label: 'Open the referral' };
  return about.kind === 'inquiry' ? { to: `/inquiries/${id}`, label: 'Open the inquiry' } : { to: `/bookings/${id}`, label: 'Open the booking' };
}
