import { todayIn } from '#contract';
import { formatDateIn } from '#contract/dates/localized';
import { buildIcs, calendarUid, type CalendarMessage } from '#contract/ics';
import { interpreterLanguageName } from '#contract/interpreter';
import { interpreterLanguageNameEs } from '#contract/interpreter.es';
import { type Lang, languageOf } from '#contract/language';
import type { CareKind } from '#contract/staff';
import type { MadeBooking } from '../bookings/booking.store';
import { lengthOf } from '../bookings/kinds';
import type { MailedInquiry } from '../contact/contact.store';
import { type Block, compose, type Composed } from './compose';
import type { VisitorWords } from './visitor-words.en';
import { slotWhen, VISITOR_WORDS } from './words';

/** A message ready for the transport: the address, the words, and the calendar file when there is one. */
export interface Rendered extends Composed {
  to: string;
  /**
   * The calendar file, named in the message's language ('visit.ics', 'cita.ics'): one visit's
   * invitation (REQUEST, CANCEL), or a series' visits all in one file (PUBLISH, decision 055).
   */
  ics?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string; filename: string };
}

/** A booking as one message describes it: at the slot it had then, with the version number it had then. */
export interface VisitMessage {
  kind: CareKind;
  /** A booking a message is written about has an address: render.ts sends none without one. */
  booking: MadeBooking & { clientEmail: string };
  /** The booking's language (decision 033): every word of the message, its links and its calendar file are in it. */
  lang: Lang;
  date: string;
  time: string;
  sequence: number;
  /** The manage page's link; none for a visit, which staff alone book and which is changed by phone. */
  manageUrl?: string;
  /** The pages every message links: the guide on when to get help, and the taglines of free language help, in `lang` (words.ts). */
  links: VisitorLinks;
  timeZone: string;
  /** The organizer of the calendar invitation (the From address). */
  organizer: { name: string; email: string };
}

/** The visit's calendar file: the same UID in every message about the booking, a higher SEQUENCE in each later version. */
function invitation(visit: VisitMessage, method: CalendarMessage['method'], now: Date): string {
  const { kind, booking, date, time, sequence, timeZone, organizer } = visit;
  const { calendar, visit: what } = VISITOR_WORDS[visit.lang];
  const event = {
    uid: calendarUid(booking.id),
    date,
    time,
    minutes: lengthOf(booking),
    timeZone,
    summary: calendar.summary(what[kind].label),
    // Not the manage link: calendars are often shared, and the link lets whoever holds it cancel the visit.
    description: visit.manageUrl ? calendar.description(what[kind].what) : calendar.descriptionByPhone(what[kind].what),
  };
  return buildIcs(event, now, { method, sequence, organizer, attendee: { name: firstNameOf(booking.clientName), email: booking.clientEmail } });
}

/**
 * The one thing a visitor typed that an e-mail repeats: the first word of their name (decision 026).
 * Whoever types someone else's address must not be able to write to them through the site, so
 * nothing else they typed (the rest of the name, a facility's name, notes) is echoed.
 */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/u)[0] ?? '';

/** The site's pages every message to a visitor links, in its language, at the site's public address. */
export interface VisitorLinks {
  /** The guide "When to Seek Professional Help" (words.ts helpGuideUrl). */
  help: string;
  /** The taglines of free language help (words.ts languageHelpUrl). */
  languageHelp: string;
}

/**
 * Every message to a visitor ends with the way to help and the guide on when to get it (decision
 * 025), then one line on free language help linking the taglines in every language (decision 052).
 */
export function toVisitor(lang: Lang, links: VisitorLinks, subject: string, heading: string, blocks: readonly Block[]): Composed {
  const { safetyNet, languageHelp } = VISITOR_WORDS[lang];
  return compose(
    subject,
    heading,
    [...blocks, { p: safetyNet.wayToHelp }, { link: { href: links.help, text: safetyNet.guide.title } }, { p: languageHelp.text }, { link: { href: links.languageHelp, text: languageHelp.link } }],
    lang,
  );
}

/**
 * That a free interpreter will be there, when one was asked for: a listed language by its name in
 * `lang`; one the visitor typed is not repeated to the address they typed (decision 026).
 */
export function interpreterNote(lang: Lang, kind: CareKind | 'inquiry', language: string | undefined): Block[] {
  if (!language) return [];
  const name = language.startsWith('other:') ? undefined : lang === 'es' ? interpreterLanguageNameEs(language) : interpreterLanguageName(language);
  return [{ p: VISITOR_WORDS[lang].interpreter[kind](name) }];
}

/** A message about a visit: its words, what it is called and when it is. */
function about(visit: VisitMessage) {
  const words = VISITOR_WORDS[visit.lang];
  return { words, ...words.visit[visit.kind], when: slotWhen(visit.kind, visit.date, visit.time, visit.timeZone, visit.lang, lengthOf(visit.booking)) };
}

const hello = (words: VisitorWords, booking: MadeBooking): Block => ({ p: words.hello(firstNameOf(booking.clientName)) });

function visitFacts(visit: VisitMessage): Block {
  const { words, what, when } = about(visit);
  return { facts: [[words.facts.when, when], [words.facts.what, what]] };
}

export const whatToExpect = (words: VisitorWords, kind: CareKind): Block[] => [{ h2: words.whatToExpect.heading }, { list: words.whatToExpect[kind] }];

const changeOrCancel = (words: VisitorWords, visit: Pick<VisitMessage, 'manageUrl'>): Block[] =>
  visit.manageUrl
    ? [{ h2: words.change.heading }, { p: words.change.online }, { link: { href: visit.manageUrl, text: words.change.link } }, { p: words.orCall }]
    : [{ h2: words.change.heading }, { p: words.change.byPhone }];

export function bookingConfirmed(visit: VisitMessage, now: Date): Rendered {
  const { words, noun, label, when } = about(visit);
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.lang, visit.links, words.confirmed.subject(label, when), words.confirmed.heading(noun), [
      hello(words, visit.booking),
      { p: words.confirmed.thanks },
      visitFacts(visit),
      ...interpreterNote(visit.lang, visit.kind, visit.booking.interpreterLanguage),
      ...whatToExpect(words, visit.kind),
      ...changeOrCancel(words, visit),
      { p: words.confirmed.calendar },
      { p: words.callUs },
    ]),
    ics: { method: 'REQUEST', content: invitation(visit, 'REQUEST', now), filename: VISITOR_WORDS[visit.lang].calendar.fileName },
  };
}

export function bookingRescheduled(visit: VisitMessage, before: { date: string; time: string }, now: Date): Rendered {
  const { words, noun, label, when } = about(visit);
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.lang, visit.links, words.rescheduled.subject(label, when), words.rescheduled.heading(noun), [
      hello(words, visit.booking),
      { p: words.rescheduled.moved(noun) },
      visitFacts(visit),
      { p: words.rescheduled.was(slotWhen(visit.kind, before.date, before.time, visit.timeZone, visit.lang)) },
      ...interpreterNote(visit.lang, visit.kind, visit.booking.interpreterLanguage),
      ...changeOrCancel(words, visit),
      { p: words.rescheduled.calendar },
      { p: words.callUs },
    ]),
    ics: { method: 'REQUEST', content: invitation(visit, 'REQUEST', now), filename: VISITOR_WORDS[visit.lang].calendar.fileName },
  };
}

/**
 * What a cancellation notice may say of the cancellation: who made it and staff's message to the
 * patient. Never the internal note (nor a reason stored before decision 022): render.ts hands over
 * these two fields only.
 */
export interface CancellationWords {
  by: 'visitor' | 'staff';
  message?: string;
}

/** Staff's message to the patient is quoted as they wrote it, in whatever language that was. A visit is booked again by phone (no `bookAgainUrl`). */
export function bookingCancelled(visit: VisitMessage, cancellation: CancellationWords, bookAgainUrl: string | undefined, now: Date): Rendered {
  const { words, noun, label, when } = about(visit);
  const said = words.cancelled;
  const why: Block[] =
    cancellation.by === 'staff'
      ? [{ p: said.byStaff(noun, when) }, ...(cancellation.message ? [{ p: said.teamMessage }, { quote: cancellation.message }] : [])]
      : [{ p: said.byVisitor(noun, when) }];
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.lang, visit.links, said.subject(label, when), said.heading(noun), [
      hello(words, visit.booking),
      ...why,
      { p: said.calendar },
      ...bookAgain(words, bookAgainUrl),
    ]),
    ics: { method: 'CANCEL', content: invitation(visit, 'CANCEL', now), filename: VISITOR_WORDS[visit.lang].calendar.fileName },
  };
}

export const bookAgain = (words: VisitorWords, url: string | undefined): Block[] =>
  url ? [{ p: words.cancelled.bookAgain }, { link: { href: url, text: words.cancelled.bookAgainLink } }, { p: words.orCall }] : [{ p: words.cancelled.bookAgainByPhone }];

export function bookingReminder(visit: VisitMessage): Rendered {
  const { words, noun, label, when } = about(visit);
  return {
    to: visit.booking.clientEmail,
    ...toVisitor(visit.lang, visit.links, words.reminder.subject(label, when), words.reminder.heading(noun), [
      hello(words, visit.booking),
      { p: words.reminder.intro(noun) },
      visitFacts(visit),
      ...interpreterNote(visit.lang, visit.kind, visit.booking.interpreterLanguage),
      ...whatToExpect(words, visit.kind),
      ...changeOrCancel(words, visit),
      { p: words.callUs },
    ]),
  };
}

/** The inquiry's receipt, in the inquiry's language: thanks and when we answer; never a copy of the message (health details do not travel by e-mail). */
export function inquiryReceived(inquiry: MailedInquiry, timeZone: string, links: VisitorLinks): Rendered {
  const lang = languageOf(inquiry);
  const words = VISITOR_WORDS[lang].inquiry;
  const received = formatDateIn(todayIn(Date.parse(inquiry.createdAt), timeZone), lang);
  return {
    to: inquiry.email,
    ...toVisitor(lang, links, words.subject, words.heading, [
      { p: VISITOR_WORDS[lang].hello(firstNameOf(inquiry.firstName)) },
      { p: words.received(received) },
      ...interpreterNote(lang, 'inquiry', inquiry.interpreterLanguage),
      { p: words.private },
      // The receipt goes to people not yet in our care: the way to help below says where they go now.
      { p: words.cannotWait },
    ]),
  };
}
