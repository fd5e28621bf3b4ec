import type { Lang } from '#contract/language';

/**
 * A request in the page's language (docs/decisions/033-request-and-record-language.md):
 * a Spanish page's body carries `language: 'es'`, so the server checks and answers it in Spanish
 * and keeps the record's language, also when the outbox sends it later (it keeps the body as it
 * was). An English page's body is as it always was, with no such field, byte for byte.
 */
export const withLanguage = <T extends object>(body: T, lang: Lang): T & { language?: 'es' } => (lang === 'es' ? { ...body, language: 'es' as const } : body);
