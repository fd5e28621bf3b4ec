import type { TAGLINES } from './taglines';

/** A language the taglines are written in (a BCP 47 code, the `lang` of its line): a key of TAGLINES (taglines.ts). */
export type TaglineLang = keyof typeof TAGLINES;

/**
 * The US default: the 15 languages most spoken at home by people with limited English in the
 * United States. The facts file's default (provider.ts, loaded by every page): the codes only, so
 * that the taglines' texts load with the nondiscrimination page alone.
 */
export const US_TOP_15 = ['es', 'zh', 'vi', 'ko', 'tl', 'ru', 'ar', 'ht', 'fr', 'pl', 'pt', 'it', 'de', 'ja', 'fa'] as const satisfies readonly TaglineLang[];
