import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Lang } from '#contract/language';
import type { ErrorResponse } from '#contract';
import { ConflictError, ExpiredError, IdempotencyKeyReusedError, InvalidInputError, LimitReachedError, NotFoundError, StorageFullError } from '../domain-errors';
import { HTTP_WORDS } from './http-words';
import { headerLanguage } from './request-language';

/** The HTTP layer's own error (parsers, limits, unknown paths); below the routers, code throws domain errors instead. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** body-parser's error types and their statuses, answered with what went wrong in words (http-words.ts). */
const PARSER_STATUS: Record<string, number> = {
  'entity.parse.failed': 400,
  'entity.too.large': 413,
  'encoding.unsupported': 415,
  'charset.unsupported': 415,
  'request.aborted': 400,
  'request.size.invalid': 400,
  'stream.encoding.set': 400,
  'stream.not.readable': 400,
  'parameters.too.many': 413,
};

/**
 * The language a failure is answered in (decision 033): the body's `language` when it was read, else
 * the Content-Language the site's pages send, so a visitor on a Spanish page reads every failure in
 * Spanish, the server's own included.
 */
const answerLanguage = (req: Request): Lang => ((req.body as { language?: unknown } | undefined)?.language === 'es' ? 'es' : headerLanguage(req));

export const notFoundApi: RequestHandler = (req) => {
  throw new HttpError(404, `There is no API endpoint at ${req.method} ${req.path}.`);
};

export interface ErrorLogger {
  error(details: object, message: string): void;
}

export function errorHandler(logger: ErrorLogger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const [status, message, extra, headers] = describe(error, answerLanguage(req));
    // A 507 is a refusal the server chose (the data folder is full, logged once when it filled), not a failure.
    if (status >= 500 && status !== 507) logger.error({ err: error }, 'request failed');
    res.set(headers).status(status).json({ ...extra, message } satisfies ErrorResponse);
  };
}

export type Answer = [status: number, message: string, body: Record<string, unknown>, headers: Record<string, string>];

/** The status, words, body and headers an error is answered with, in `lang` (a page's own error view, such as the referral form's, reads them too). */
export function describe(error: unknown, lang: Lang): Answer {
  if (error instanceof HttpError) return [error.status, error.message, error.body, error.headers];
  const refusal = describeRefusal(error);
  if (refusal) return refusal;
  const words = HTTP_WORDS[lang];
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && PARSER_STATUS[type]) return [PARSER_STATUS[type], words.parser[type] ?? words.notProcessed, {}, {}];
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return [status, words.notProcessed, {}, {}];
  return [500, words.serverFailed, {}, {}];
}

/** The status of each domain refusal. Booking answers carry `success`, so a conflict (409) and a used-up allowance (429) say `success: false`. */
function describeRefusal(error: unknown): Answer | null {
  if (error instanceof InvalidInputError) return [400, error.message, error.fields ? { errors: error.fields } : {}, {}];
  if (error instanceof NotFoundError) return [404, error.message, {}, {}];
  if (error instanceof ConflictError) return [409, error.message, { success: false }, {}];
  if (error instanceof ExpiredError) return [410, error.message, { success: false }, {}];
  if (error instanceof IdempotencyKeyReusedError) return [422, error.message, {}, {}];
  if (error instanceof LimitReachedError) return [429, error.message, { success: false }, { 'Retry-After': String(error.retryAfterSeconds) }];
  if (error instanceof StorageFullError) return [507, error.message, {}, {}];
  return null;
}
