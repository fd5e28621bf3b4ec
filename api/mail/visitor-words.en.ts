import { guidePath, provider } from '#contract';
import { withTty } from '#contract/phone';
import type { CareKind } from '#contract/staff';
import { wayToHelpText } from '#contract/way-to-help';

/**
 * The words of every e-mail to a visitor, in English: the texts the messages had before the Spanish ones,
 * from the facts file. Each other language is typed by this one (visitor-words.es.ts).
 */

const { afterBooking, brandName } = provider;
/** Our number with the relay beside it, as every e-mail writes it: '(555) 014-2273 (TTY 711)'. */
const phone = withTty(provider.phone);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const en = {
  /** What the visit is, in a sentence ("your free consultation") and as a label ("Free consultation"). */
  visit: {
    consultation: { noun: 'free consultation', label: 'Free consultation', what: 'Free 15-minute consultation with a wound care nurse, by phone or video' },
    coordinator: { noun: 'facility coordination visit', label: 'Facility coordination visit', what: '1-hour on-site coordination visit with our care coordinator' },
    visit: { noun: 'wound-care visit', label: 'Wound-care visit', what: 'Wound-care visit by one of our nurses, at the address you gave us' },
  } as Record<CareKind, { noun: string; label: string; what: string }>,
  /** Several of a kind, for a series: "6 wound-care visits". */
  howMany: (count: number, kind: CareKind) => `${count} ${count === 1 ? en.visit[kind].noun : PLURALS[kind]}`,
  hello: (firstName: string) => `Hello ${firstName},`,
  facts: { when: 'When', what: 'What' },
  /** What happens at the visit, as the booking pages say it (web/i18n/after-booking-lines.tsx words the same facts). */
  whatToExpect: {
    heading: 'What to expect',
    consultation: [
      `${capital(afterBooking.caller)} calls you at the time you booked, from ${phone}.`,
      `For a video call, the nurse sends a video link by ${afterBooking.videoLinkBy} to the mobile number you gave, a few minutes before the time.`,
    ],
    coordinator: [`${capital(afterBooking.facilityCaller)} calls the contact person you named, from ${phone}, to confirm the visit.`],
    visit: [`Your nurse comes to the address you gave us at the time above, and calls you from ${phone} if running late.`, 'Please have your current dressings, your medicines and any notes from your doctor at hand.'],
  } as { heading: string } & Record<CareKind, string[]>,
  change: {
    heading: 'Change or cancel',
    online: 'You can move or cancel this visit online until it starts:',
    link: 'See, move or cancel your visit',
    /** A visit staff booked has no page of its own: it is changed by phone. */
    byPhone: `To move or cancel it, call us at ${phone}.`,
  },
  orCall: `Or call us at ${phone}.`,
  callUs: `Questions? Call us at ${phone}. ${provider.hours.onCall}`,
  confirmed: {
    subject: (label: string, when: string) => `Booking confirmed: ${label}, ${when}`,
    heading: (noun: string) => `Your ${noun} is booked`,
    thanks: `Thank you for booking with ${brandName}. Here are the details.`,
    calendar: 'The calendar file attached to this e-mail adds the visit to your calendar.',
  },
  rescheduled: {
    subject: (label: string, when: string) => `Rescheduled: ${label}, now ${when}`,
    heading: (noun: string) => `Your ${noun} has moved`,
    moved: (noun: string) => `Your ${noun} is now at a new time.`,
    was: (when: string) => `It was: ${when}. That time is no longer held for you.`,
    calendar: 'The calendar file attached to this e-mail updates the visit in your calendar.',
  },
  cancelled: {
    subject: (label: string, when: string) => `Cancelled: ${label}, ${when}`,
    heading: (noun: string) => `Your ${noun} is cancelled`,
    byStaff: (noun: string, when: string) => `We are sorry: we had to cancel your ${noun} on ${when}.`,
    teamMessage: 'A message from our team:',
    byVisitor: (noun: string, when: string) => `As you asked, your ${noun} on ${when} is cancelled.`,
    calendar: 'The calendar file attached to this e-mail removes the visit from your calendar.',
    bookAgain: 'To book another time:',
    bookAgainLink: 'Choose a new time',
    bookAgainByPhone: `To book another time, call us at ${phone}.`,
  },
  /** A series staff booked (decision 055): one message for all its visits, and one when it is cancelled whole. */
  series: {
    subject: (many: string, first: string) => `Booking confirmed: ${many}, the first ${first}`,
    heading: (many: string) => `Your ${many} are booked`,
    dates: 'When',
    calendar: 'The calendar file attached to this e-mail adds every one of them to your calendar.',
    change: `To move or cancel any of them, call us at ${phone}.`,
    cancelledSubject: (many: string) => `Cancelled: ${many}`,
    cancelledHeading: (many: string) => `Your ${many} are cancelled`,
    cancelledByStaff: (many: string) => `We are sorry: we had to cancel these ${many}.`,
    cancelledCalendar: 'The calendar file attached to this e-mail removes them from your calendar.',
  },
  reminder: {
    subject: (label: string, when: string) => `Reminder: ${label}, ${when}`,
    heading: (noun: string) => `Your ${noun} is coming up`,
    intro: (noun: string) => `A reminder of your ${noun} with ${brandName}.`,
  },
  inquiry: {
    subject: 'We received your message',
    heading: 'Thank you for your message',
    received: (day: string) => `We received the message you sent us through our website (${day}). A member of our care team will respond within ${provider.replyWithin}.`,
    private: 'For your privacy, this e-mail does not repeat what you wrote.',
    cannotWait: `If it cannot wait, call us at ${phone}.`,
  },
  /**
   * That a free interpreter will be there, when one was asked for (decision 052): the language by
   * name, or, for one the visitor typed, not repeated (decision 026: a stranger's words are not echoed).
   */
  interpreter: {
    consultation: (language?: string) => (language ? `A free ${language} interpreter will be on the call.` : 'A free interpreter in the language you asked for will be on the call.'),
    coordinator: (language?: string) => (language ? `A free ${language} interpreter will join the visit.` : 'A free interpreter in the language you asked for will join the visit.'),
    visit: (language?: string) => (language ? `A free ${language} interpreter will join the visit.` : 'A free interpreter in the language you asked for will join the visit.'),
    inquiry: (language?: string) =>
      language ? `When we call you back, a free ${language} interpreter will be on the call.` : 'When we call you back, a free interpreter in the language you asked for will be on the call.',
  } as Record<CareKind | 'inquiry', (language?: string) => string>,
  /** Every message to a visitor (45 CFR 92.11; decision 052): one line in its language, and the link to the taglines in every language. */
  languageHelp: { text: 'Language help, and this information in other formats, are free:', link: 'Help in your language' },
  /** The visit's calendar event; not the manage link: calendars are often shared, and the link lets whoever holds it cancel the visit. */
  calendar: {
    /** The attached file's name; a series' one file holds all its visits. */
    fileName: 'visit.ics',
    seriesFileName: 'visits.ics',
    summary: (label: string) => `${label} with ${brandName}`,
    description: (what: string) => `${what}. To move or cancel, use the link in our e-mail or call ${phone}.`,
    descriptionByPhone: (what: string) => `${what}. To move or cancel, call ${phone}.`,
  },
  /** The end of every message (decision 025): the way to help, 911 first, then the guide that says which signs need which call. */
  safetyNet: {
    wayToHelp: wayToHelpText(provider.phone),
    guide: { path: guidePath('when-to-seek-professional-help'), title: 'When to Seek Professional Help' },
  },
};

export type VisitorWords = typeof en;

/** What several of a kind are called. */
const PLURALS: Record<CareKind, string> = { consultation: 'free consultations', coordinator: 'facility coordination visits', visit: 'wound-care visits' };
