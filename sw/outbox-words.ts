import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';
import type { StoredRequest } from './outbox-store';

/**
 * The language of the page an entry was sent from (decision 033): a Spanish page's request says so
 * in its body's `language` and its Content-Language header (web/lib/submit.ts), which the queue
 * keeps with the request. The page words each entry itself; the worker has one sentence of its own,
 * for a refusal that came with no message of the server's (a proxy's status with its own page):
 * `refused`, in the entry's language, never the status text.
 */
export function requestLang(stored: Pick<StoredRequest, 'headers' | 'body'>): Lang {
  const header = Object.entries(stored.headers).find(([name]) => name.toLowerCase() === 'content-language')?.[1] ?? '';
  if (header.split(',').some((tag) => tag.trim().toLowerCase().split('-')[0] === 'es')) return 'es';
  try {
    return (JSON.parse(stored.body) as { language?: unknown } | null)?.language === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

const phone = withTty(provider.phone);

const en = {
  refused: `We could not send this. Please try again, or call us at ${phone}.`,
};

const es: typeof en = {
  refused: `No pudimos enviar esto. Inténtelo otra vez, o llámenos al ${phone}.`,
};

export const OUTBOX_WORDS: Record<Lang, typeof en> = { en, es };
