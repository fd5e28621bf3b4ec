import { type BookingKind, zonedToInstant } from '#contract';
import { type Lang, languageOf } from '#contract/language';
import type { CareKind } from '#contract/staff';
import {
  type BookingChange,
  type BookingRecord,
  type BookingState,
  type BookingStore,
  isChange,
  isSeriesEvent,
  type MadeBooking,
  type SeriesEvent,
  stateAfter,
} from '../bookings/booking.store';
import type { MailedInquiry } from '../contact/contact.store';
import type { ManageLinks } from '../manage/manage-link';
import { type AlertingEvent, accountAlert } from './account-alerts';
import type { MailOutcome, MailSubject } from './mail-log.store';
import type { DeclaringRecord, MailSource, MailTemplate, OutgoingMail } from '../declared-mail/outgoing';
import { type SeriesVisit, seriesCancelled, seriesConfirmed } from './series-messages';
import { bookingAlert, inquiryAlert, mailFailedAlert, referralAlert, type StaffContext } from './staff-alerts';
import { isEvent, type ReferralEntry } from '../referrals/referral-records';
import type { ReferralStore } from '../referrals/referral.store';
import { referralChanged, referralReceived } from './referral-messages';
import { helpGuideUrl, languageHelpUrl } from './words';
import { bookingCancelled, bookingConfirmed, bookingReminder, bookingRescheduled, firstNameOf, inquiryReceived, type Rendered, type VisitMessage } from './visitor-messages';

/** A message not yet logged: what it is, and the stored record that declared it (a reminder: its booking). */
export interface PendingMessage extends OutgoingMail {
  /** When the record was stored, or when the reminder came due. */
  createdAt: number;
  source: MailSource;
  /** What `source` keeps: a booking, a change to one or a series, an inquiry, or a mail failure. */
  record: DeclaringRecord;
}

export interface RenderContext extends StaffContext {
  bookings: Record<CareKind, BookingStore>;
  links: ManageLinks;
  /** The From address, as the calendar invitation's organizer. */
  organizer: { name: string; email: string };
  /** The kind's booking page in a language, for "choose a new time"; a visit has none (it is booked by phone). */
  bookAgainUrl: (kind: BookingKind, lang: Lang) => string;
  /** The staff accounts, to name the one a sign-in alert is about. */
  accounts: { get(id: string): { username: string } | undefined };
  /** The referrals, to read the one a message is about as it stands (its store answers by promise). */
  referrals?: Pick<ReferralStore, 'get'>;
}

const isBookingSource = (source: MailSource): source is CareKind => source === 'consultation' || source === 'coordinator' || source === 'visit';
const hasPage = (kind: CareKind): kind is BookingKind => kind !== 'visit';

/** The booking, series or inquiry a message is about, by id: a series' messages are about its first visit (its link in the staff area). */
export function subjectOf(message: Pick<PendingMessage, 'source' | 'record'>): MailSubject {
  const { source, record } = message;
  if (source === 'mail-log') return (record as MailOutcome).about;
  if (source === 'inquiry') return { source, id: record.id };
  if (source === 'referral') {
    const entry = record as ReferralEntry;
    return { source, id: isEvent(entry) ? entry.referralId : entry.id };
  }
  if (source === 'account') return { source, id: (record as AlertingEvent).userId };
  const booking = record as BookingRecord;
  const id = isSeriesEvent(booking) ? booking.bookingIds[0]! : isChange(booking) ? booking.bookingId : booking.id;
  return { source, id };
}

/**
 * The message, rendered from stored records only, so a resend after a crash says the same. A
 * visitor's message about a visit that has started is no longer worth sending: null. So is one
 * whose booking or referral is not stored (deleted meanwhile, or a hand-edited file), or a visitor's one without an address.
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
  if (isSeriesEvent(booking)) return renderAboutSeries(context, source, booking, now);
  const change = isChange(booking) ? booking : undefined;
  const state = store.get(change ? change.bookingId : booking.id);
  if (!state) return null;
  const at = template === 'booking-reminder' ? state : stateAfter(state, change?.id);
  if (message.to === 'visitor' && (startOf(at, context.timeZone) <= now || !state.booking.clientEmail)) return null;
  return renderAboutBooking(context, source, template, state, at, change, new Date(now));
}

function renderAboutBooking(
  context: RenderContext,
  kind: CareKind,
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
    booking: { ...state.booking, clientEmail: state.booking.clientEmail ?? '' },
    date: at.date,
    time: at.time,
    sequence: at.sequence,
    ...(hasPage(kind) ? { manageUrl: context.links.urlFor(kind, state.booking.id, lang) } : {}),
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
      return change?.event === 'cancelled' ? bookingCancelled(visit, { by: change.by, message: change.message }, hasPage(kind) ? context.bookAgainUrl(kind, lang) : undefined, now) : null;
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

/**
 * A series' one message (decision 055): its confirmation lists the visits as booked, its
 * cancellation those it cancelled, as they stood then. Visits that have started are left out;
 * with none left, nothing is sent.
 */
function renderAboutSeries(context: RenderContext, kind: CareKind, record: SeriesEvent, now: number): Rendered | null {
  const store = context.bookings[kind];
  const visits: SeriesVisit[] = [];
  let first: MadeBooking | undefined;
  for (const id of record.bookingIds) {
    const state = store.get(id);
    if (!state) continue;
    first ??= state.booking;
    const cancellation = record.event === 'series-cancelled' ? state.changes.find((change) => change.event === 'cancelled' && change.seriesCancelId === record.id) : undefined;
    const at = cancellation ? stateAfter(state, cancellation.id) : stateAfter(state, undefined);
    if (startOf(at, context.timeZone) > now) visits.push({ booking: state.booking, date: at.date, time: at.time, sequence: at.sequence });
  }
  if (!first?.clientEmail || !visits.length) return null;
  const lang = languageOf(first);
  const series = { kind, lang, to: first.clientEmail, firstName: firstNameOf(first.clientName), visits, links: visitorLinks(context.publicUrl, lang), timeZone: context.timeZone };
  if (record.event === 'series') return seriesConfirmed(series, new Date(now));
  const words = store.get(record.bookingIds[0]!)?.changes.find((change) => change.event === 'cancelled' && change.seriesCancelId === record.id);
  return seriesCancelled(series, words?.event === 'cancelled' ? words.message : undefined, new Date(now));
}

/** The site's pages every message to a visitor links, in `lang`. */
const visitorLinks = (publicUrl: string, lang: Lang) => ({ help: helpGuideUrl(publicUrl, lang), languageHelp: languageHelpUrl(publicUrl, lang) });

/** Where the booking stood just before `change`. */
function stateBefore(state: BookingState, change: BookingChange): BookingState {
  const index = state.changes.findIndex((each) => each.id === change.id);
  return stateAfter(state, index > 0 ? state.changes[index - 1]!.id : undefined);
}

const startOf = (state: Pick<BookingState, 'date' | 'time'>, timeZone: string) => zonedToInstant(state.date, state.time, timeZone);
