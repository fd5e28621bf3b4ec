/**
 * The languages a visitor's booking or inquiry is made in (issue 28). A record keeps the language
 * of the page that sent it, and its e-mails, the manage page and the server's answers about it use
 * that language; a record without one (every record stored before issue 28) is English.
 * Not re-exported from the contract's index, which every page loads: the server, the staff app
 * and the schemas import it from here.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** A record's language: English unless it says Spanish (an old record, or a hand-edited value, is English). */
export const languageOf = (record: { readonly language?: unknown }): Lang => (record.language === 'es' ? 'es' : 'en');

/** A public page's path in a language: the Spanish pages are the English paths under /es (`/` → `/es`). */
export const pathIn = (path: string, lang: Lang): string => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);
