import type { Lang } from '#contract/language';

/**
 * Whether the visitor has chosen a language (with the header's switch or the Spanish offer): once
 * they have, the offer never shows again on this device. Only the choice is kept, in localStorage.
 */
const KEY = 'language-chosen';

export function rememberLanguageChoice(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage refused: the offer may show again, which is all it costs.
  }
}

export function languageChosen(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether a browser's languages (`navigator.languages`, most preferred first) put Spanish before
 * English: ['es-US', 'en'] and ['fr', 'es'] do, ['en-US', 'es'] and ['fr'] do not.
 */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((primary) => primary === 'es' || primary === 'en');
  return first === 'es';
}
