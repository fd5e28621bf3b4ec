/**
 * The shell's words in English (decision 031): everything a visitor reads in the header, footer,
 * menus, toasts, the offline note and the 404 page (the outbox panel and the update prompt: offline.en.tsx), and every route's title
 * and link text (its description: descriptions.en.tsx). This object gives the shape; shell.es.tsx is typed by it, so a
 * missing or extra key fails `tsc`, and the prerender compares the two again (a missing key stops
 * the build). The exact texts of docs/product.md ("Every public page", "Toasts") are exact here.
 * Only English pages load it: a chunk of its own, in their first load (CHUNKS.words).
 */
import { formatDateLong, formatTime12h, guidePath, openDays, provider, timeRange } from '#contract';
import { WAY_TO_HELP } from '#contract/way-to-help';
import type { RouteKey } from '../content/routes';

/**
 * A route's words: its title, and its link text where a menu lists it. Its description is in
 * descriptions.en.tsx: only the prerender and a client-side navigation read it.
 */
export interface RouteWords {
  title: string;
  header?: string;
  footer?: string;
  legal?: string;
}

const brand = provider.brandName;

/**
 * The five services, named once: the footer lists them, the service cards and sections and the
 * inquiry form's choices are titled with them. A name is often read alone (search results, a
 * screen reader's list of headings), so it says what the treatment is and promises no living stem
 * cells, biologic drug or FDA approval (decision 025; build/checks/overclaims.ts checks every name).
 */
export const SERVICE_NAMES = [
  'Advanced Wound Care',
  'IV Fluids for Dehydration',
  'Placental Tissue Grafts (“stem cell therapy”)',
  'Bioengineered Tissue Replacement',
  'Compression Therapy',
] as [string, string, string, string, string];

/** 'Tuesday, March 5, 2030 at 1:30 PM': a slot as the toasts, the outbox and the booking confirmations write it. */
const when = (date: string, time: string): string => `${formatDateLong(date)} at ${formatTime12h(time)}`;

/** Every route's words (the route table, web/content/routes.ts, says which menus list it). */
const routes: Record<RouteKey, RouteWords> = {
  '/': {
    title: `${brand} | Wound Care at Home, Nursing Homes & Assisted Living`,
    header: 'Home',
    footer: 'Home',
  },
  '/about': {
    title: `About Us | ${brand}`,
    header: 'About',
    footer: 'About Us',
  },
  '/services': {
    title: `Wound Care Services | ${brand}`,
    header: 'Services',
    footer: 'Services',
  },
  '/faqs': {
    title: `Frequently Asked Questions | ${brand}`,
    header: 'FAQs',
    footer: 'FAQs',
  },
  '/testimonials': {
    title: `Patient Stories | ${brand}`,
    header: 'Testimonials',
    footer: 'Testimonials',
  },
  '/contact': {
    title: `Contact Us & Book a Free Consultation | ${brand}`,
    header: 'Contact',
  },
  '/coordinators': {
    title: `Care Coordinators: Book a Facility Visit | ${brand}`,
    header: 'Care Coordinators',
  },
  '/resources': {
    title: `Care Guides & Resources | ${brand}`,
    header: 'Resources',
    footer: 'Resources',
  },
  '/refer': {
    title: `Refer a Patient: Orders, Insurance and Wound Photos | ${brand}`,
    footer: 'Refer a Patient',
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${brand}`,
    legal: 'Privacy Policy',
  },
  '/notice-of-privacy-practices': {
    title: `Notice of Privacy Practices | ${brand}`,
    legal: 'HIPAA Notice',
  },
  '/nondiscrimination': {
    title: `Nondiscrimination and Language Assistance | ${brand}`,
    legal: 'Nondiscrimination and language help',
  },
  '/accessibility': {
    title: `Accessibility Statement | ${brand}`,
    legal: 'Accessibility',
  },
  '/consultation': {
    title: `Book a Free Consultation | ${brand}`,
  },
  '/booking/manage': { title: `Your Booking | ${brand}` },
  '/404': { title: `Page Not Found | ${brand}` },
};

export const shell = {
  skipLink: 'Skip to main content',
  header: { home: `${brand}, home`, nav: 'Main', menu: 'Menu' },
  footer: {
    about: 'Licensed nurses who come to you: at home, in nursing homes and in assisted living communities.',
    quickLinks: 'Quick Links',
    services: 'Our Services',
    contact: 'Contact Us',
    hours: [timeRange(provider.hours.open), openDays(provider.hours)] as [string, string],
    mobile: 'Mobile Services Available',
    copyright: `© 2023 ${brand}. All rights reserved.`,
    legal: 'Legal',
    /** The terms are a section of the privacy policy page, linked right after it. */
    terms: 'Terms & Conditions',
    social: (network: string) => `${brand} on ${network}`,
  },
  serviceNames: SERVICE_NAMES,
  floating: { label: 'Quick contact', book: 'Book a free consultation', call: `Call us at ${provider.phone}` },
  offline:
    "You're offline. Pages and care guides still open, and anything you send is saved and goes out when you're back online. Phone calls still work without data: in an emergency, call 911.",
  loading: 'Loading…',
  /** A story's rating, for screen readers (the stars are drawn). */
  stars: (rating: number, max: number) => `${rating} out of ${max} stars`,
  newTab: ' (opens in a new tab)',
  /** The way to help (api/contract/way-to-help.ts) above every form and at the end of every error toast. */
  wayToHelp: WAY_TO_HELP as readonly { readonly ask: string; readonly answer: string }[],
  /** Beside every form (web/blocks/language-help-note.tsx): free language help, and the link to the taglines in every language. */
  languageHelp: { text: 'Language help, and this information in other formats, are free.', link: 'Help in your language' },
  /** The guide every safety net links to: the whole ladder, with what to have ready when calling. */
  helpGuide: { title: 'When to Seek Professional Help', href: guidePath('when-to-seek-professional-help'), hrefLang: undefined as 'en' | undefined },
  toaster: { region: 'Notifications (F8)', close: 'Close notification' },
  /** The toasts of docs/product.md ("Forms"), for the online flows and the outbox's outcomes alike (web/i18n/messages.ts). */
  toasts: {
    when,
    consultationScheduled: { title: 'Consultation Scheduled', description: (slot: string) => `Your free consultation has been scheduled for ${slot}.` },
    facilityScheduled: { title: 'Booking Confirmed', description: (slot: string) => `Your facility appointment has been scheduled for ${slot}.` },
    bookingFailed: {
      title: 'Booking Failed',
      slotTaken: 'The selected time slot may no longer be available. Please try a different time.',
      /** No answer of ours: a proxy's or the network's failure (never its status text). */
      notSent: 'Nothing was booked: our booking system did not answer. Please try again in a moment.',
    },
    inquirySent: { title: 'Success!' },
    inquiryFailed: { title: 'Error', fallback: 'An error occurred while submitting your request.' },
    formUnavailable: { title: 'Error', description: 'The form could not be loaded. Please check your connection and try again.' },
  },
  notFound: {
    code: 'Error 404',
    title: 'Page Not Found',
    text: 'We could not find the page you were looking for. It may have moved, or the link may have a typo. These pages can help you get where you were going.',
    home: 'Back to Home',
    services: 'Our Services',
    call: `Call ${provider.phone}`,
  },
  routes,
};

export type ShellWords = typeof shell;
