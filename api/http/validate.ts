import type { RequestHandler } from 'express';
import * as v from 'valibot';
import { fieldErrors, IDEMPOTENCY_HEADER, type InLanguage, MAX_LENGTH, requestLanguageSchema } from '#contract';
import type { Lang } from '#contract/language';
import { HttpError } from './errors';
import { HTTP_WORDS } from './http-words';

/** Parses a body with a contract schema, or answers 400 with every field's message (the schema's), said in `lang`. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown, lang: Lang = 'en'): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    throw new HttpError(400, HTTP_WORDS[lang].fields, { errors });
  }
  return result.output;
}

/**
 * Parses a visitor's body with the schema of the language it is in (its `language` field, checked
 * first; English without one), so every refusal is in that language, and says which language that
 * was. The payload keeps `language` when it is Spanish (stored with the record); English, the
 * default, is left unsaid, as on every record before the Spanish pages.
 */
export function parseBodyIn<S extends v.GenericSchema>(schemas: Record<Lang, S>, body: unknown): { payload: v.InferOutput<S> & InLanguage; lang: Lang } {
  const lang = parseBody(requestLanguageSchema, body).language ?? 'en';
  const payload = parseBody(schemas[lang], body, lang);
  // A schema's output is an object (v.object): it gains the one field its own schema does not check.
  return { payload: (lang === 'en' ? payload : { ...(payload as object), language: lang }) as v.InferOutput<S> & InLanguage, lang };
}

/** POSTs and PATCHes must carry JSON, and JSON must be UTF-8; anything else is refused before it is parsed. */
export const requireJson: RequestHandler = (req, _res, next) => {
  const isJson = Boolean(req.is('application/json'));
  if ((req.method === 'POST' || req.method === 'PATCH') && !isJson) {
    throw new HttpError(415, 'Please send the request as JSON (Content-Type: application/json).');
  }
  if (isJson) {
    // The parser would decode UTF-7 or UTF-16 as asked, and `+ADw-` in stored text turns into `<` wherever it is decoded again.
    if (!charsets(req.headers['content-type'] ?? '').every((charset) => UTF8.has(charset))) {
      throw new HttpError(415, 'Please send the request as UTF-8 JSON (Content-Type: application/json; charset=utf-8).');
    }
    // The parser reads the charset again by its own rules (and does not know "utf8"): it is handed a header that can only mean UTF-8.
    req.headers['content-type'] = 'application/json';
  }
  next();
};

const UTF8 = new Set(['utf-8', 'utf8']);
const PARAMETER = /;\s*([^\s;=]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;

/** Every charset parameter of a Content-Type header, unquoted and lower-cased; none means UTF-8. */
function charsets(contentType: string): string[] {
  return [...contentType.matchAll(PARAMETER)]
    .filter(([, name]) => name!.toLowerCase() === 'charset')
    .map(([, , quoted, plain]) => (quoted?.replace(/\\(.)/g, '$1') ?? plain ?? '').trim().toLowerCase());
}

/** The optional Idempotency-Key header, checked for a sane form. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!key || key.length > MAX_LENGTH.idempotencyKey || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_LENGTH.idempotencyKey} visible characters.`);
  }
  return key;
}
