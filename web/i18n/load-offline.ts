import type { Lang } from '#contract/language';
import type { OfflineWords } from './offline.en';

/**
 * The update prompt's and the outbox panel's words in `lang`, when one of them first shows: a chunk
 * per language (the service worker precaches both, so they load offline too). A page of one
 * language never downloads the other's.
 */
export function loadOfflineWords(lang: Lang): Promise<OfflineWords> {
  return lang === 'es' ? import('./offline.es').then((module) => module.offline) : import('./offline.en').then((module) => module.offline);
}
