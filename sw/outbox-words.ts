import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';
import type { StoredRequest } from './outbox-store';

/**
 * The language of the page an entry was sent from (decision 033): a Spanish page's request says so
 * in its body's `language` and its Content-Language header (web/lib/submit.ts), which the queue
 * keeps with the request. The page words each entry itself; the worker has two sentences of its
 * own, in the entry's language: `refused`, for a refusal that came with no message of the server's
 * (a proxy's status with its own page), never the status text; and `documentsGone`.
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
  /** A kept referral whose documents the browser cleared before it could be sent (docs/decisions/063). */
  documentsGone: 'The documents saved on this device are gone (the browser cleared its storage). Please send the referral again.',
};

const es: typeof en = {
  refused: `No pudimos enviar esto. Inténtelo otra vez, o llámenos al ${phone}.`,
  documentsGone: 'Los documentos guardados en este dispositivo ya no están (el navegador borró su almacenamiento). Envíe el referido otra vez.',
};

export const OUTBOX_WORDS: Record<Lang, typeof en> = { en, es };
