import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { withTty } from '#contract/phone';

/** Our number with the relay beside it, as every server message writes it: '(555) 014-2273 (TTY 711)'. */
const phone = withTty(provider.phone);

/** The HTTP layer's refusals a visitor can meet, in each language; the Spanish is typed by the English. */
const en = {
  fields: 'Please correct the highlighted fields and try again.',
  tooManyRequests: (seconds: number) =>
    `We received too many requests from your network in the last minute. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again, or call us at ${phone}.`,
  storageFull: `We cannot take new requests online at the moment; nothing was saved. Please call us at ${phone}, or try again later.`,
  /** A failure of the server's own (errors.ts): never its details. */
  serverFailed: 'Something went wrong on our side. Please try again in a moment.',
  /** A refusal of a request the server could not read (a proxy's or a parser's 4xx without a message of ours). */
  notProcessed: 'The request could not be processed.',
  /** body-parser's refusals, by its error type (errors.ts). */
  parser: {
    'entity.parse.failed': 'The request body is not valid JSON.',
    'entity.too.large': 'The request is too large. Please shorten your message and try again.',
    'encoding.unsupported': 'The request body uses a Content-Encoding this server does not accept. Please send plain or gzip-compressed JSON.',
    'charset.unsupported': 'The request body must be UTF-8 JSON.',
    'request.aborted': 'The request was interrupted before it was complete.',
    'request.size.invalid': 'The request body does not match its declared length.',
    'stream.encoding.set': 'The request body could not be read.',
    'stream.not.readable': 'The request body could not be read.',
    'parameters.too.many': 'The request has too many parameters.',
  } as Record<string, string>,
};

const es: typeof en = {
  fields: 'Corrija los campos marcados e inténtelo otra vez.',
  tooManyRequests: (seconds) =>
    `Recibimos demasiadas solicitudes desde su red en el último minuto. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e inténtelo otra vez, o llámenos al ${phone}.`,
  storageFull: `En este momento no podemos recibir solicitudes en línea; no se guardó nada. Llámenos al ${phone} o inténtelo más tarde.`,
  serverFailed: 'Algo falló de nuestro lado. Inténtelo otra vez en un momento.',
  notProcessed: 'No pudimos procesar la solicitud. Inténtelo otra vez.',
  parser: {
    'entity.parse.failed': 'No pudimos leer la solicitud. Inténtelo otra vez.',
    'entity.too.large': 'La solicitud es demasiado larga. Acorte su mensaje e inténtelo otra vez.',
    'encoding.unsupported': 'No pudimos leer la solicitud. Inténtelo otra vez.',
    'charset.unsupported': 'No pudimos leer la solicitud. Inténtelo otra vez.',
    'request.aborted': 'La solicitud se cortó antes de terminar. Inténtelo otra vez.',
    'request.size.invalid': 'No pudimos leer la solicitud completa. Inténtelo otra vez.',
    'stream.encoding.set': 'No pudimos leer la solicitud. Inténtelo otra vez.',
    'stream.not.readable': 'No pudimos leer la solicitud. Inténtelo otra vez.',
    'parameters.too.many': 'La solicitud tiene demasiados datos. Inténtelo otra vez.',
  },
};

export const HTTP_WORDS: Record<Lang, typeof en> = { en, es };
