import { provider } from '#contract';
import type { Lang } from '#contract/language';

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
