import { type BookingKind, formatDateLong, provider, todayIn } from '../contract';
import { buildIcs, calendarUid, type CalendarMessage } from '../contract/ics';
import type { MadeBooking } from '../bookings/booking.store';
import type { MailedInquiry } from '../contact/contact.store';
import { type Block, compose, type Composed } from './compose';
import { CALL_US, RULES, safetyNet, slotWhen, VISIT, whatToExpect } from './words';

/** A message ready for the transport: the address, the words, and the calendar file when there is one. */
export interface Rendered extends Composed {
  to: string;
  ics?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** A booking as one message describes it: at the slot it had then, with the version number it had then. */
export interface VisitMessage {
  kind: BookingKind;
  booking: MadeBooking;
  date: string;
  time: string;
  sequence: number;
  manageUrl: string;
  /** The guide "When to Seek Professional Help" at the site's public address (words.ts helpGuideUrl). */
  helpUrl: string;
  timeZone: string;
  /** The organizer of the calendar invitation (the From address). */
  organizer: { name: string; email: string };
}

/** The visit's calendar file: the same UID in every message about the booking, a higher SEQUENCE in each later version. */
function invitation(visit: VisitMessage, method: CalendarMessage['method'], now: Date): string {
  const { kind, booking, date, time, sequence, timeZone, organizer } = visit;
  const event = {
    uid: calendarUid(booking.id),
    date,
    time,
    minutes: RULES[kind].minutes,
    timeZone,
    summary: `${VISIT[kind].label} with ${provider.brandName}`,
    // Not the manage link: calendars are often shared, and the link lets whoever holds it cancel the visit.
    description: `${VISIT[kind].what}. To move or cancel, use the link in our e-mail or call ${provider.phone}.`,
  };
  return buildIcs(event, now, { method, sequence, organizer, attendee: { name: firstNameOf(booking.clientName), email: booking.clientEmail } });
}

/**
 * The one thing a visitor typed that an e-mail repeats: the first word of their name (issue 24).
 * Whoever types someone else's address must not be able to write to them through the site, so
 * nothing else they typed (the rest of the name, a facility's name, notes) is echoed.
 */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/u)[0] ?? '';

const hello = (booking: MadeBooking): Block => ({ p: `Hello ${firstNameOf(booking.clientName)},` });

/** Every message to a visitor ends with the way to help and the guide on when to get it (issue 26). */
const toVisitor = (helpUrl: string, subject: string, heading: string, blocks: readonly Block[]): Composed =>
  compose(subject, heading, [...blocks, ...safetyNet(helpUrl)]);

function visitFacts(visit: VisitMessage): Block {
  return {
    facts: [
      ['When', slotWhen(visit.kind, visit.date, visit.time, visit.timeZone)],
      ['What', VISIT[visit.kind].what],
    ],
  };
}

const changeOrCancel = (visit: VisitMessage): Block[] => [
  { h2: 'Change or cancel' },
  { p: 'You can move or cancel this visit online until it starts:' },
  { link: { href: visit.manageUrl, text: 'See, move or cancel your visit' } },
  { p: `Or call us at ${provider.phone}.` },
];

export function bookingConfirmed(visit: VisitMessage, now: Date): Rendered {
  const { noun, label } = VISIT[visit.kind];
  const when = slotWhen(visit.kind, visit.date, visit.time, visit.timeZone);
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.helpUrl, `Booking confirmed: ${label}, ${when}`, `Your ${noun} is booked`, [
      hello(visit.booking),
      { p: `Thank you for booking with ${provider.brandName}. Here are the details.` },
      visitFacts(visit),
      { h2: 'What to expect' },
      { list: whatToExpect(visit.kind) },
      ...changeOrCancel(visit),
      { p: 'The calendar file attached to this e-mail adds the visit to your calendar.' },
      { p: CALL_US },
    ]),
    ics: { method: 'REQUEST', content: invitation(visit, 'REQUEST', now) },
  };
}

export function bookingRescheduled(visit: VisitMessage, before: { date: string; time: string }, now: Date): Rendered {
  const { noun, label } = VISIT[visit.kind];
  const when = slotWhen(visit.kind, visit.date, visit.time, visit.timeZone);
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.helpUrl, `Rescheduled: ${label}, now ${when}`, `Your ${noun} has moved`, [
      hello(visit.booking),
      { p: `Your ${noun} is now at a new time.` },
      visitFacts(visit),
      { p: `It was: ${slotWhen(visit.kind, before.date, before.time, visit.timeZone)}. That time is no longer held for you.` },
      ...changeOrCancel(visit),
      { p: 'The calendar file attached to this e-mail updates the visit in your calendar.' },
      { p: CALL_US },
    ]),
    ics: { method: 'REQUEST', content: invitation(visit, 'REQUEST', now) },
  };
}

/**
 * What a cancellation notice may say of the cancellation: who made it and staff's message to the
 * patient. Never the internal note (nor a reason stored before issue 23): render.ts hands over
 * these two fields only.
 */
export interface CancellationWords {
  by: 'visitor' | 'staff';
  message?: string;
}

export function bookingCancelled(visit: VisitMessage, cancellation: CancellationWords, bookAgainUrl: string, now: Date): Rendered {
  const { noun, label } = VISIT[visit.kind];
  const when = slotWhen(visit.kind, visit.date, visit.time, visit.timeZone);
  const why: Block[] =
    cancellation.by === 'staff'
      ? [{ p: `We are sorry: we had to cancel your ${noun} on ${when}.` }, ...(cancellation.message ? [{ p: 'A message from our team:' }, { quote: cancellation.message }] : [])]
      : [{ p: `As you asked, your ${noun} on ${when} is cancelled.` }];
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.helpUrl, `Cancelled: ${label}, ${when}`, `Your ${noun} is cancelled`, [
      hello(visit.booking),
      ...why,
      { p: 'The calendar file attached to this e-mail removes the visit from your calendar.' },
      { p: 'To book another time:' },
      { link: { href: bookAgainUrl, text: 'Choose a new time' } },
      { p: `Or call us at ${provider.phone}.` },
    ]),
    ics: { method: 'CANCEL', content: invitation(visit, 'CANCEL', now) },
  };
}

export function bookingReminder(visit: VisitMessage): Rendered {
  const { noun, label } = VISIT[visit.kind];
  const when = slotWhen(visit.kind, visit.date, visit.time, visit.timeZone);
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.helpUrl, `Reminder: ${label}, ${when}`, `Your ${noun} is coming up`, [
      hello(visit.booking),
      { p: `A reminder of your ${noun} with ${provider.brandName}.` },
      visitFacts(visit),
      { h2: 'What to expect' },
      { list: whatToExpect(visit.kind) },
      ...changeOrCancel(visit),
      { p: CALL_US },
    ]),
  };
}

/** The inquiry's receipt: thanks and when we answer; never a copy of the message (health details do not travel by e-mail). */
export function inquiryReceived(inquiry: MailedInquiry, timeZone: string, helpUrl: string): Rendered {
  const received = formatDateLong(todayIn(Date.parse(inquiry.createdAt), timeZone));
  return {
    to: inquiry.email,
    ...toVisitor(helpUrl, 'We received your message', 'Thank you for your message', [
      { p: `Hello ${firstNameOf(inquiry.firstName)},` },
      { p: `We received the message you sent us through our website (${received}). A member of our care team will respond within ${provider.replyWithin}.` },
      { p: 'For your privacy, this e-mail does not repeat what you wrote.' },
      // The receipt goes to people not yet in our care: the way to help below says where they go now.
      { p: `If it cannot wait, call us at ${provider.phone}.` },
    ]),
  };
}
