import { formatDateLong, formatTime12h, provider, todayIn, zonedParts } from '#contract';
import { interpreterLanguageName } from '#contract/interpreter';
import { type CareKind, STAFF_BASE } from '#contract/staff';
import { compose } from './compose';
import type { MailSubject } from './mail-log.store';
import type { MailTemplate } from '../declared-mail/outgoing';
import type { Rendered } from './visitor-messages';
import { slotWhen, VISIT } from './words';

/**
 * Alerts to STAFF_EMAIL carry the kind, the date and time, the language of an interpreter asked
 * for (a language is not health information, and staff need the time to arrange one: decision 052)
 * and a link into the staff area, and nothing else: no names, contact details, wound types, notes
 * or messages. They cross mail servers unencrypted; the details are read in the staff area, where
 * reading them is audited.
 */
export interface StaffContext {
  staffEmail: string;
  publicUrl: string;
  timeZone: string;
}

/** The staff area's page of a booking or an inquiry; for a staff account, the audit trail. */
export function staffLink({ publicUrl }: StaffContext, about: MailSubject): string {
  if (about.source === 'account') return `${publicUrl}${STAFF_BASE}/audit`;
  const folder = about.source === 'inquiry' ? 'inquiries' : about.source === 'referral' ? 'referrals' : 'bookings';
  return `${publicUrl}${STAFF_BASE}/${folder}/${encodeURIComponent(about.id)}`;
}

const alert = (context: StaffContext, subject: string, lines: string[], about: MailSubject): Rendered => ({
  to: context.staffEmail,
  ...compose(subject, subject, [
    ...lines.map((p) => ({ p })),
    { link: { href: staffLink(context, about), text: 'Open it in the staff area' } },
    { p: 'Names, contact details and notes are in the staff area only: they are never sent by e-mail.' },
  ]),
});

export type BookingAlert = 'staff-booking-made' | 'staff-booking-rescheduled' | 'staff-booking-cancelled';

/** "Interpreter: Somali", when the visitor asked for one; nothing else of what they sent. */
const interpreterLines = (language: string | undefined): string[] =>
  language ? [`Interpreter: ${interpreterLanguageName(language)}. The visitor asked for a free interpreter: arrange one, then mark it arranged in the staff area.`] : [];

export function bookingAlert(
  context: StaffContext,
  template: BookingAlert,
  visit: { kind: CareKind; bookingId: string; date: string; time: string; interpreterLanguage?: string },
  before?: { date: string; time: string },
): Rendered {
  const when = slotWhen(visit.kind, visit.date, visit.time, context.timeZone);
  const about: MailSubject = { source: visit.kind, id: visit.bookingId };
  const { label } = VISIT[visit.kind];
  const interpreter = interpreterLines(visit.interpreterLanguage);
  if (template === 'staff-booking-made') return alert(context, `New booking: ${label}, ${when}`, [`A new booking was made on the website: ${label.toLowerCase()}, ${when}.`, ...interpreter], about);
  if (template === 'staff-booking-cancelled') {
    return alert(context, `Cancelled by the visitor: ${label}, ${when}`, [`The visitor cancelled a ${label.toLowerCase()} on ${when}. The time is free again.`, ...interpreter], about);
  }
  const was = before ? slotWhen(visit.kind, before.date, before.time, context.timeZone) : 'its earlier time';
  return alert(context, `Rescheduled by the visitor: ${label}, now ${when}`, [`The visitor moved a ${label.toLowerCase()} from ${was} to ${when}.`, ...interpreter], about);
}

/** The provider's wall-clock date and time of an instant, as staff read it. */
export function receivedAt(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${formatDateLong(todayIn(instant, timeZone))} at ${formatTime12h(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)}`;
}

export function inquiryAlert(context: StaffContext, inquiry: { id: string; createdAt: string; interpreterLanguage?: string }): Rendered {
  const at = receivedAt(inquiry.createdAt, context.timeZone);
  return alert(context, `New inquiry: ${at}`, [`A new inquiry arrived through the website on ${at}. We promise an answer within ${provider.replyWithin}.`, ...interpreterLines(inquiry.interpreterLanguage)], {
    source: 'inquiry',
    id: inquiry.id,
  });
}

/**
 * A new referral: its reference, when it came and, for one asking for a visit within 48 hours,
 * that it is urgent, so staff open it first. Nothing about the patient or the wound.
 */
export function referralAlert(context: StaffContext, referral: { id: string; reference: string; createdAt: string; urgency: string; interpreterLanguage?: string }): Rendered {
  const at = receivedAt(referral.createdAt, context.timeZone);
  const urgent = referral.urgency === '48h';
  return alert(
    context,
    `${urgent ? 'Urgent (48 hours): new' : 'New'} referral ${referral.reference}: ${at}`,
    [
      `A new referral (${referral.reference}) arrived through the website on ${at}.`,
      ...(urgent ? ['The referrer asks for a visit within 48 hours.'] : []),
      `We promise the referrer a call within ${provider.replyWithin}.`,
      // Not the bookings' line: a referral has no 'arranged' mark; its interpreter goes with the first call and visit.
      ...(referral.interpreterLanguage ? [`Interpreter: ${interpreterLanguageName(referral.interpreterLanguage)}. The patient needs a free interpreter for the first call and the visits.`] : []),
    ],
    { source: 'referral', id: referral.id },
  );
}

/** What a failed message was, in words that name no one. */
const DESCRIBED: Partial<Record<MailTemplate, string>> = {
  'booking-confirmed': 'the booking confirmation',
  'booking-rescheduled': 'the notice of a new time',
  'booking-cancelled': 'the cancellation notice',
  'booking-reminder': 'the reminder',
  'inquiry-received': 'the receipt for an inquiry',
  'referral-received': 'the receipt for a referral',
  'referral-accepted': 'the notice that a referral was accepted',
  'referral-scheduled': 'the notice of a referral’s first visit',
  'referral-declined': 'the notice that a referral was declined',
};

export function mailFailedAlert(context: StaffContext, failure: { template: MailTemplate; code?: string; about: MailSubject; messageCreatedAt: string }): Rendered {
  const what = DESCRIBED[failure.template] ?? 'a message';
  const source = failure.about.source;
  const subject = source === 'inquiry' ? 'an inquiry' : source === 'referral' ? 'a referral' : source === 'account' ? 'a staff account' : `a ${VISIT[source].label.toLowerCase()}`;
  return alert(
    context,
    `E-mail not delivered: ${what}`,
    [
      `The mail server refused ${what} about ${subject} (code ${failure.code ?? 'unknown'}), written ${receivedAt(failure.messageCreatedAt, context.timeZone)}.`,
      `The ${source === 'referral' ? 'referrer' : 'visitor'} did not get it. Please check the address in the staff area and call them if needed.`,
    ],
    failure.about,
  );
}
