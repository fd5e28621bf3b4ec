/**
 * The accessibility statement's words in English (the page: web/pages/accessibility.tsx; Spanish:
 * accessibility.es.tsx, typed by these). Its "how we test" says only what the project's tests and
 * audits do (e2e/a11y.spec.ts, e2e/html-valid.spec.ts, perf/audit.ts, e2e/keyboard.spec.ts,
 * e2e/site.spec.ts, e2e/engines/): change it with them.
 */
import type { ReactNode } from 'react';
import { MONTH_NAMES, provider } from '#contract';

const brand = provider.brandName;

export const accessibility = {
  hero: {
    eyebrow: 'Accessibility',
    title: 'Accessibility Statement',
    lead: `We want everyone to be able to use the ${brand} website, including people who use a screen reader, a keyboard, screen magnification or voice control.`,
    reviewed: (date: ReactNode) => <>Last reviewed: {date}</>,
  },
  contents: 'On this page',
  standard: {
    title: 'Our standard',
    paragraphs: [
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, the standard most used for websites in the United States.',
      'This covers every public page of this website in English and in Spanish, its booking and contact forms, and its printable care guides.',
    ],
  },
  status: {
    title: 'Conformance status',
    text: 'Partially conformant: our own pages, forms and guides meet WCAG 2.2 AA as far as our tests and reviews can tell, and the services of other companies listed under "Known limits" may not.',
    /** When a barrier is fixed: the facts file's days (noticeFacts.accessibilityReview.fixWithinDays). */
    fixes: (days: number) =>
      `We fix a barrier in our own pages, forms or guides within ${days} days of learning of it, and tell you how to do what you needed in the meantime. For the services of other companies, we offer the same by phone.`,
  },
  testing: {
    title: 'How we test',
    intro: 'We check the site with these tools and tests:',
    items: [
      'axe, an automated accessibility checker, on every page in English and Spanish, at a desktop width (1280 pixels) and a phone width (375 pixels), against the WCAG 2.2 A and AA rules',
      'The W3C Nu HTML Checker, on every page and every printable guide',
      'Google Lighthouse’s accessibility audit, on every page in English',
      'Keyboard-only tests: the menu, the forms, the booking calendar and the notifications work without a mouse, and what has focus is never hidden',
      'Layout tests on a screen 320 pixels wide: nothing scrolls sideways and the header keeps working',
      'The booking, contact and menu journeys in three browser engines: Chromium (Chrome and Edge), Firefox and WebKit (Safari)',
    ],
  },
  limits: {
    title: 'Known limits',
    intro: 'These are the limits we know of:',
    /** Listed only while some pages are not in Spanish (the route table says which). */
    notInSpanish: (pages: ReactNode) => <>These pages are not in Spanish yet: {pages}. A Spanish page that links to one opens it in English.</>,
    items: [
      'Video visits use another company’s video service, sent to you by text message. We do not control how accessible it is. If it does not work for you, we carry on by phone.',
      'Our Facebook, Instagram and LinkedIn links open those companies’ own sites, which we do not control.',
      'There are no PDF files on this site: the care guides are web pages that you can read, zoom and print.',
      'Automated tests cannot find every barrier. If you meet one, please tell us.',
    ],
  },
  report: {
    title: 'Report a barrier',
    text: (phone: ReactNode, email: ReactNode) => (
      <>
        If something on this site is hard for you to use, please tell us: call {phone} or e-mail {email}. Tell us which page and what happened. We answer
        within {provider.replyWithin}.
      </>
    ),
    formats: 'If you need anything on this site in another way, such as large print or read to you by phone, ask us and we will give it to you free of charge.',
    rights: (link: ReactNode) => <>You can also read about your rights, and how to file a complaint, in our {link}.</>,
    rightsLink: 'Nondiscrimination and Language Assistance notice',
  },
  review: {
    title: 'Last review',
    text: (date: ReactNode) => <>We last checked this site against WCAG 2.2 AA on {date}.</>,
  },
  /** '2026-11-27' → 'November 27, 2026', as the legal pages write a date (longDate, web/ui/legal-document.tsx: a catalogue imports no UI). */
  date: (date: string): string => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
  },
};

export type AccessibilityWords = typeof accessibility;
