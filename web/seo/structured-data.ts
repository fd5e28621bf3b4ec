/**
 * schema.org JSON-LD for the prerendered pages: the provider as a MedicalBusiness on every page,
 * the page itself as a WebPage in its language (decision 031), and the FAQ page's questions as an
 * FAQPage, from the facts file, the route's words and the FAQ content.
 * Required and recommended properties follow Google's rich-result documentation for
 * LocalBusiness (name, address; telephone, url, openingHoursSpecification, image) and FAQPage
 * (mainEntity of Questions, each with name and acceptedAnswer.text). Built at prerender only:
 * none of it is in the site's JavaScript.
 */
import { provider, WEEKDAY_NAMES } from '#contract';
import { type Lang, localeOf, pathIn } from '#contract/language';
import { linkTarget, type RoutePath } from '../content/routes';

export type JsonLd = Record<string, unknown>;

/** The provider, with the page-independent facts search engines show in a business panel; its address on the web is the home page in the page's language. */
export function businessJsonLd(origin: string, lang: Lang = 'en'): JsonLd {
  const { open } = provider.hours;
  const home = linkTarget('/', lang);
  return {
    '@type': 'MedicalBusiness',
    '@id': `${origin}/#business`,
    name: provider.brandName,
    url: origin + home,
    image: `${origin}/icons/icon-512.png`,
    telephone: provider.phoneHref,
    email: provider.email,
    // A mobile service: no street address to visit. The service area ends with its state or
    // region (api/contract/provider.test.ts holds it to that form).
    address: { '@type': 'PostalAddress', addressRegion: provider.serviceArea.split(', ').at(-1), addressCountry: provider.country },
    areaServed: provider.serviceArea,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: open.weekdays.map((day) => WEEKDAY_NAMES[day]),
      opens: open.opens,
      closes: open.closes,
    },
    sameAs: Object.values(provider.social).filter(Boolean),
  };
}

/** The page a search engine reads: its address, title and description, in its language, about the provider. */
export function webPageJsonLd(origin: string, page: { path: string; title: string; description: string; lang: Lang }): JsonLd {
  const url = origin + page.path;
  return {
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: localeOf(page.lang),
    about: { '@id': `${origin}/#business` },
  };
}

/** A question and its answer as HTML limited to the tags Google allows in an answer (see faq-answers.tsx). */
export interface FaqEntry {
  question: string;
  answerHtml: string;
}

/** The FAQ page's questions, at the FAQ page's address in its language ('/faqs' or '/es/faqs'). */
export function faqPageJsonLd(origin: string, faqs: readonly FaqEntry[], lang: Lang = 'en'): JsonLd {
  return {
    '@type': 'FAQPage',
    '@id': `${origin}${pathIn('/faqs', lang)}#questions`,
    inLanguage: localeOf(lang),
    mainEntity: faqs.map(({ question, answerHtml }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answerHtml },
    })),
  };
}

/** What each page describes beyond the provider: only the FAQ page, whose questions are on it (in the page's language). */
export const pageJsonLd = (path: string, origin: string, faqs: () => readonly FaqEntry[], lang: Lang = 'en'): JsonLd[] =>
  path === ('/faqs' satisfies RoutePath) ? [faqPageJsonLd(origin, faqs(), lang)] : [];

/**
 * One <script type="application/ld+json"> data block: the browser never runs it, so the CSP's
 * script-src does not apply. '<' is escaped so no text can close the element or open a comment.
 */
export function jsonLdScript(items: readonly JsonLd[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': items }).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
