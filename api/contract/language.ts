/**
 * The site's languages (issue 28). English keeps every path it had; Spanish is its twin. A text
 * that must exist in both (the escalation ladder, a fact worded for visitors) is an `InBoth`, so
 * neither language can hold a point the other lacks.
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The Intl locale of each language: US English and US Spanish (dates, times, numbers). */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-US', es: 'es-US' };

/** One text in every language of the site. */
export type InBoth = Readonly<Record<Lang, string>>;
