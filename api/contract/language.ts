/**
 * The site's languages and their paths (decision 031): the one module that knows them, for the pages,
 * the prerender, the service worker and the server (a Spanish path's 404 is the Spanish one).
 * English keeps the paths it always had; every page's Spanish twin is the same path under /es
 * ('/' → '/es', '/about' → '/es/about'). The language comes from the path alone: never from the
 * browser's settings, which only ever get an offer (web/layout/spanish-offer.tsx).
 */

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** Search engines' `x-default`, old links and every record without a language. */
export const DEFAULT_LANG: Lang = 'en';

/** The Spanish pages' folder. */
export const SPANISH_PREFIX = '/es';

/** Each language's `Intl` locale: US English and US Spanish. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** Each language named in itself, as a language switch offers it. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', es: 'Español' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'es';

export const localeOf = (lang: Lang): string => LOCALES[lang];

const inSpanishFolder = (path: string) => path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`);

/** A path's language: '/es' and everything under it is Spanish, every other path English. */
export const langOfPath = (path: string): Lang => (inSpanishFolder(path) ? 'es' : 'en');

/** The page a path shows, without its language: '/es/about' → '/about', '/es' and '/es/' → '/'; English paths stay as they are. */
export function pagePathOf(path: string): string {
  if (!inSpanishFolder(path)) return path;
  return path.slice(SPANISH_PREFIX.length) || '/';
}

/** The path of the page `path` shows, in `lang`: ('/about', 'es') → '/es/about', ('/', 'es') → '/es', ('/es/about', 'en') → '/about'. */
export function pathIn(path: string, lang: Lang): string {
  const page = pagePathOf(path);
  if (lang === 'en') return page;
  return page === '/' ? SPANISH_PREFIX : SPANISH_PREFIX + page;
}

/** The same page in the other language (the language switch's target). */
export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

/** A stored record's language: Spanish only when it says so (every record stored before the Spanish pages, and any other value, is English). */
export const languageOf = (record: { readonly language?: unknown }): Lang => (record.language === 'es' ? 'es' : 'en');
