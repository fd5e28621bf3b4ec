import type { Lang } from '#contract/language';
import type { ShellWords } from './shell.en';

/**
 * The shell's words in `lang`: each language's are a chunk of their own (CHUNKS.words), which the
 * prerender lists in that language's pages' first load, so before hydration this finds them
 * already loaded. An English page never downloads the Spanish words, nor a Spanish page the English.
 */
export function loadShell(lang: Lang): Promise<ShellWords> {
  return lang === 'es' ? import('./shell.es').then((module) => module.shell) : import('./shell.en').then((module) => module.shell);
}
