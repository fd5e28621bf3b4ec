import type { Request } from 'express';
import { provider } from '#contract';
import type { Lang } from '#contract/language';

/**
 * The language a visitor's request is answered in (decision 033). A body says it in its `language`
 * field (the contract's; validate.ts parseBodyIn); the refusals made before a body is read (too
 * many requests, a full data folder) go by the Content-Language header the site's pages send with
 * it. English otherwise: never the browser's Accept-Language, which says what the visitor's device
 * prefers, not which page they are on.
 */
export function headerLanguage(req: Request): Lang {
  const tags = (req.get('Content-Language') ?? '').split(',');
  return tags.some((tag) => tag.trim().toLowerCase().split('-')[0] === 'es') ? 'es' : 'en';
}

/** The HTTP layer's refusals a visitor can meet, in each language; the Spanish is typed by the English. */
const en = {
  fields: 'Please correct the highlighted fields and try again.',
  tooManyRequests: (seconds: number) =>
    `We received too many requests from your network in the last minute. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again, or call us at ${provider.phone}.`,
  storageFull: `We cannot take new requests online at the moment; nothing was saved. Please call us at ${provider.phone}, or try again later.`,
};

const es: typeof en = {
  fields: 'Corrija los campos marcados e inténtelo otra vez.',
  tooManyRequests: (seconds) =>
    `Recibimos demasiadas solicitudes desde su red en el último minuto. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e inténtelo otra vez, o llámenos al ${provider.phone}.`,
  storageFull: `En este momento no podemos recibir solicitudes en línea; no se guardó nada. Llámenos al ${provider.phone} o inténtelo más tarde.`,
};

export const HTTP_WORDS: Record<Lang, typeof en> = { en, es };
