import { type BookingKind, zonedToInstant } from '#contract';
import { type Lang, languageOf } from '#contract/language';
import { type BookingChange, type BookingRecord, type BookingState, type BookingStore, isChange, stateAfter } from '../bookings/booking.store';
import type { MailedInquiry } from '../contact/contact.store';
import type { ManageLinks } from '../manage/manage-link';
import { type AlertingEvent, accountAlert } from './account-alerts';
import type { MailOutcome, MailSubject } from './mail-log.store';
import type { DeclaringRecord, MailSource, MailTemplate, OutgoingMail } from '../declared-mail/outgoing';
import { bookingAlert, inquiryAlert, mailFailedAlert, referralAlert, type StaffContext } from './staff-alerts';
import { isEvent, type ReferralEntry } from '../referrals/referral-records';
import type { ReferralStore } from '../referrals/referral.store';
import { referralChanged, referralReceived } from './referral-messages';
import { helpGuideUrl, languageHelpUrl } from './words';
import { bookingCancelled, bookingConfirmed, bookingReminder, bookingRescheduled, inquiryReceived, type Rendered, type VisitMessage } from './visitor-messages';

/** A message not yet logged: what it is, and the stored record that declared it (a reminder: its booking). */
export interface PendingMessage extends OutgoingMail {
  /** When the record was stored, or when the reminder came due. */
  createdAt: number;
  source: MailSource;
  /** What `source` keeps: a booking or a change to one, an inquiry, or a mail failure. */
  record: DeclaringRecord;
}

export interface RenderContext extends StaffContext {
  bookings: Record<BookingKind, BookingStore>;
  links: ManageLinks;
  /** The From address, as the calendar invitation's organizer. */
  organizer: { name: string; email: string };
  /** The kind's booking page in a language, for "choose a new time". */
  bookAgainUrl: (kind: BookingKind, lang: Lang) => string;
  /** The staff accounts, to name the one a sign-in alert is about. */
  accounts: { get(id: string): { username: string } | undefined };
  /** The referrals, to read the one a message is about as it stands (its store answers by promise). */
  referrals?: Pick<ReferralStore, 'get'>;
}

const isBookingSource = (source: MailSource): source is BookingKind => source === 'consultation' || source === 'coordinator';

/** The booking or inquiry a message is about, by id. */
export function subjectOf(message: Pick<PendingMessage, 'source' | 'record'>): MailSubject {
  const { source, record } = message;
  if (source === 'mail-log') return (record as MailOutcome).about;
  if (source === 'inquiry') return { source, id: record.id };
  if (source === 'referral') {
    const entry = record as ReferralEntry;
    return { source, id: isEvent(entry) ? entry.referralId : entry.id };
  }
  if (source === 'account') return { source, id: (record as AlertingEvent).userId };
  return { source, id: isChange(record as BookingRecord) ? (record as BookingChange).bookingId : record.id };
}

/**
 * The message, rendered from stored records only, so a resend after a crash says the same. A
 * visitor's message about a visit that has started is no longer worth sending: null. So is one
 * whose booking or referral is not stored (deleted meanwhile, or a hand-edited file).
 */
export async function render(context: RenderContext, message: PendingMessage, now: number): Promise<Rendered | null> {
  const { source, record, template } = message;
  if (source === 'referral') return renderAboutReferral(context, message);
  if (source === 'inquiry') {
    const inquiry = record as MailedInquiry;
    return template === 'inquiry-received' ? inquiryReceived(inquiry, context.timeZone, visitorLinks(context.publicUrl, languageOf(inquiry))) : inquiryAlert(context, inquiry);
  }
  if (source === 'mail-log') return mailFailedAlert(context, record as MailOutcome);
  if (source === 'account') {
    const event = record as AlertingEvent;
    const account = context.accounts.get(event.userId);
    return account ? accountAlert(context, event, account.username) : null;
  }
  if (!isBookingSource(source)) return null;
  const store = context.bookings[source];
  const booking = record as BookingRecord;
  const change = isChange(booking) ? booking : undefined;
  const state = store.get(change ? change.bookingId : booking.id);
  if (!state) return null;
  const at = template === 'booking-reminder' ? state : stateAfter(state, change?.id);
  if (message.to === 'visitor' && startOf(at, context.timeZone) <= now) return null;
  return renderAboutBooking(context, source, template, state, at, change, new Date(now));
}

function renderAboutBooking(
  context: RenderContext,
  kind: BookingKind,
  template: MailTemplate,
  state: BookingState,
  at: BookingState,
  change: BookingChange | undefined,
  now: Date,
): Rendered | null {
  // A visitor's messages are in the language the booking was made in; staff alerts in English.
  const lang = languageOf(state.booking);
  const visit: VisitMessage = {
    kind,
    lang,
    booking: state.booking,
    date: at.date,
    time: at.time,
    sequence: at.sequence,
    manageUrl: context.links.urlFor(kind, state.booking.id, lang),
    links: visitorLinks(context.publicUrl, lang),
    timeZone: context.timeZone,
    organizer: context.organizer,
  };
  const before = change ? stateBefore(state, change) : undefined;
  switch (template) {
    case 'booking-confirmed':
      return bookingConfirmed(visit, now);
    case 'booking-reminder':
      return bookingReminder(visit);
    case 'booking-rescheduled':
      return bookingRescheduled(visit, before ?? state.booking, now);
    case 'booking-cancelled':
      // The two fields a patient may read, picked out: the record also holds the internal note.
      return change?.event === 'cancelled' ? bookingCancelled(visit, { by: change.by, message: change.message }, context.bookAgainUrl(kind, lang), now) : null;
    case 'staff-booking-made':
    case 'staff-booking-rescheduled':
    case 'staff-booking-cancelled':
      return bookingAlert(context, template, { kind, bookingId: state.booking.id, date: at.date, time: at.time, interpreterLanguage: state.booking.interpreterLanguage }, before);
    default:
      return null;
  }
}

async function renderAboutReferral(context: RenderContext, message: PendingMessage): Promise<Rendered | null> {
  const entry = message.record as ReferralEntry;
  const state = await context.referrals?.get(subjectOf(message).id);
  if (!state) return null;
  const links = visitorLinks(context.publicUrl, languageOf(state.referral));
  if (isEvent(entry)) return referralChanged(state.referral, entry, context.timeZone, links);
  if (message.template === 'staff-referral-received') return referralAlert(context, state.referral);
  return message.template === 'referral-received' ? referralReceived(state.referral, links) : null;
}

/** The site's pages every message to a visitor links, in `lang`. */
const visitorLinks = (publicUrl: string, lang: Lang) => ({ help: helpGuideUrl(publicUrl, lang), languageHelp: languageHelpUrl(publicUrl, lang) });

/** Where the booking stood just before `change`. */
function stateBefore(state: BookingState, change: BookingChange): BookingState {
  const index = state.changes.findIndex((each) => each.id === change.id);
  return stateAfter(state, index > 0 ? state.changes[index - 1]!.id : undefined);
}

const startOf = (state: Pick<BookingState, 'date' | 'time'>, timeZone: string) => zonedToInstant(state.date, state.time, timeZone);
