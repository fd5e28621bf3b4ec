import { type Lang, LANGS, langOfPath, pagePathOf, pathIn } from '#contract/language';
import { pagePath } from '../lib/page-path';

/**
 * A route of the site. The one table below is what the router, the head tags, the header and
 * footer, the prerender, the chunking, the size budget, the sitemap and the tests read. It is in
 * every page's first-load JavaScript: keep a row to what the pages themselves need. Its words
 * (title, description, menu labels) are in the shell's catalogues (web/i18n/shell.en.tsx and
 * shell.es.tsx), so that a page carries only its own language's (docs/decisions/031).
 */
export interface Route {
  /** The English path; the Spanish twin's is the same under /es (api/contract/language.ts). */
  path: string;
  /**
   * Its page: the default export of web/routes/<module>.tsx (English only), or with `es`, of
   * web/routes/en/<module>.tsx and web/routes/es/<module>.tsx. Defaults to the path without its '/'.
   */
  module?: string;
  /**
   * Its Spanish twin is built: its page takes its words as a prop from catalogues
   * (web/i18n/<module>.en.tsx, .es.tsx) and each language has a thin module that passes them.
   * Without it the page is English only and its Spanish path is the Spanish 404.
   */
  es?: true;
  /** Its link text in the header's menu, the footer's quick links or the footer's legal line (the words are the shell's). */
  header?: true;
  footer?: true;
  legal?: true;
  /** A page with a booking form, or a form built from the same kit (the referral form): its first load holds the `booking` chunk (CHUNKS below). */
  booking?: true;
  /** Reached only by a personal link (an e-mail's): `noindex`, no canonical link, never in the sitemap or the menus. */
  noindex?: true;
}

/** Every route, in the order of the header's and the footer's links. */
export const ROUTES = [
  { path: '/', module: 'home', es: true, header: true, footer: true },
  { path: '/about', es: true, header: true, footer: true },
  { path: '/services', es: true, header: true, footer: true },
  { path: '/faqs', es: true, header: true, footer: true },
  { path: '/testimonials', es: true, header: true, footer: true },
  { path: '/contact', es: true, header: true, booking: true },
  { path: '/coordinators', es: true, header: true, booking: true },
  { path: '/resources', es: true, header: true, footer: true },
  { path: '/refer', es: true, footer: true, booking: true },
  { path: '/privacy-policy', es: true, legal: true },
  { path: '/notice-of-privacy-practices', es: true, legal: true },
  { path: '/nondiscrimination', es: true, legal: true },
  { path: '/accessibility', es: true, legal: true },
  { path: '/consultation', es: true, booking: true },
  { path: '/booking/manage', module: 'booking-manage', es: true, booking: true, noindex: true },
] as const satisfies readonly Route[];

/**
 * How the build splits the pages' JavaScript (docs/decisions/008 and 030), read by the build
 * (build/chunking.ts), never by a page, so it costs them no bytes. A first load is the entry,
 * `framework` and `shell` (every page), `booking` (the routes marked `booking`) and the route's
 * own page with what only it imports. Files are named from the project's root: the build stops
 * when one is not in it (renamed, moved) or when code lands in `shell` or `booking` without being
 * declared there; the size check stops a first load above its ceiling (perf/budget.ts).
 */
export const CHUNKS = {
  shell: {
    /** What hydration imports, followed (its packages are `framework`)... */
    entry: 'web/hydrate.tsx',
    /** ...with the small parts most pages use: in one file, one request and better compression. */
    with: ['web/ui/section.ts', 'web/ui/page-hero.tsx', 'web/ui/card.ts', 'web/ui/cta-band.tsx', 'web/ui/service-card.tsx', 'web/content/service-area.ts', 'web/lib/clinic-time.ts', 'web/i18n/messages.ts', 'web/lib/use-hydrated.ts'],
    /**
     * ...but not these, which hydration reaches only through the contract's index and never runs:
     * each goes with the pages that use it (the forms' schemas with valibot, decision 016's date parts).
     */
    without: ['api/contract/schemas.ts', 'api/contract/dates/times.ts', 'api/contract/dates/calendar.ts', 'api/contract/dates/checks.ts', 'api/contract/dates/wall-clock.ts'],
  },
  /**
   * The shell's words in each language: a chunk each, loaded before hydration by the pages of
   * that language only (web/i18n/load-shell.ts); the build stops when a chunk holds words of two
   * languages, or when a page's first load holds another language's words (docs/decisions/031).
   */
  words: { en: 'web/i18n/shell.en.tsx', es: 'web/i18n/shell.es.tsx' },
  /**
   * ...in one file with the facts in words that they or most pages of that language use (hours,
   * lengths, dates, the provider's sentences, the zone's name and the service area, as the English
   * ones are in `shell`): in files of their own they were a request each, up to six on a Spanish
   * booking page, about 0.5 KB more compressed.
   */
  wordsWith: {
    en: ['web/content/appointment-length.ts'],
    es: ['api/contract/hours.es.ts', 'api/contract/provider.es.ts', 'api/contract/dates/days.es.ts', 'web/i18n/appointment-length.es.ts', 'web/i18n/clinic-time.es.ts', 'web/i18n/service-area.es.ts'],
  },
  booking: {
    /**
     * What these widgets share (TanStack Query, the form kit, the booking flow; the widgets stay with
     * their pages), and what every `booking` route's page imports, unless something else the shell
     * loads (another page, the offline start-up) uses it too.
     */
    widgets: ['web/features/booking/consultation-booking.tsx', 'web/features/booking/coordinator-booking.tsx'],
    /**
     * ...with what every booking form uses that other pages reach only through the contract's index
     * and never run (as `shell.without`): the interpreter field's language names and limits.
     */
    with: ['api/contract/interpreter.ts'],
    /**
     * ...but not these, which the widgets reach only through a package's index and never run: the
     * saved slot lists' (de)hydration runs after load (web/lib/slot-persistence.ts) and goes with it;
     * mutations are the manage page's and the inquiry's (a booking is sent by features/booking/api.ts).
     */
    without: [
      'node_modules/@tanstack/query-core/build/modern/hydration.js',
      'node_modules/@tanstack/query-core/build/modern/mutationObserver.js',
      'node_modules/@tanstack/react-query/build/modern/useMutation.js',
    ],
  },
} as const;

/** The routes search engines may list: the sitemap's, and the ones audited for SEO. */
export const INDEXED_ROUTES = (ROUTES as readonly Route[]).filter((route) => !route.noindex);

export type RoutePath = (typeof ROUTES)[number]['path'];

/** What any other path shows (prerendered as 404.html and es/404.html); its words are the shell's, in both languages. */
export const NOT_FOUND: Route = { path: '/404', module: 'not-found' };

/** Whose words a route's title, description and links are: a route's English path, or the not-found page's. */
export type RouteKey = RoutePath | '/404';

/** Whether a route's page is built in `lang`: every page in English, and in Spanish those marked `es` and the 404. */
export const isIn = (route: Route, lang: Lang): boolean => lang === 'en' || Boolean(route.es) || route === NOT_FOUND;

/** The languages a route's page is built in. */
export const langsOf = (route: Route): Lang[] => (isIn(route, 'es') ? ['en', 'es'] : ['en']);

/** A page the build writes: a route (or the 404) in one language, at its path in that language ('/es/about', '/es/404'). */
export interface BuiltPage {
  route: Route;
  lang: Lang;
  path: string;
}

/** Every page the build writes, English first: the prerender, the size budget, the sitemap and the tests walk these. */
export const builtPages = (): BuiltPage[] =>
  LANGS.flatMap((lang) => ([...ROUTES, NOT_FOUND] as Route[]).filter((route) => isIn(route, lang)).map((route) => ({ route, lang, path: pathIn(route.path, lang) })));

/** The file name (in web/routes/, without '.tsx') of the module that renders a route in `lang`. */
export function moduleOf(route: Route, lang: Lang = 'en'): string {
  const name = route.module ?? route.path.slice(1);
  return route.es ? `${lang}/${name}` : name;
}

/**
 * The route a URL path shows, in either language: exact paths, a trailing slash allowed; anything
 * else is not found, as on the server, and so is a Spanish path whose page is English only.
 */
export function routeFor(path: string): Route {
  const key = pagePath(pagePathOf(pagePath(path)));
  const route = (ROUTES as readonly Route[]).find((candidate) => candidate.path === key);
  return route && isIn(route, langOfPath(path)) ? route : NOT_FOUND;
}

/**
 * Where a link to a page goes from a page in `lang`: the page in that language where it is built,
 * else its English page (the 404 has no address). A hash or a query stays as it is.
 */
export function linkTarget(to: string, lang: Lang): string {
  const split = to.search(/[?#]/);
  const [path, rest] = split === -1 ? [to, ''] : [to.slice(0, split), to.slice(split)];
  const route = routeFor(pathIn(path, 'en'));
  if (route === NOT_FOUND) return to;
  return pathIn(route.path, isIn(route, lang) ? lang : 'en') + rest;
}
