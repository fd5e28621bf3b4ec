import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorResponse } from '#contract';
import { ConflictError, ExpiredError, IdempotencyKeyReusedError, InvalidInputError, LimitReachedError, NotFoundError, StorageFullError } from '../domain-errors';

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

/** body-parser's error types, answered with what went wrong in words. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request is too large. Please shorten your message and try again.'],
  'encoding.unsupported': [415, 'The request body uses a Content-Encoding this server does not accept. Please send plain or gzip-compressed JSON.'],
  'charset.unsupported': [415, 'The request body must be UTF-8 JSON.'],
  'request.aborted': [400, 'The request was interrupted before it was complete.'],
  'request.size.invalid': [400, 'The request body does not match its declared length.'],
  'stream.encoding.set': [400, 'The request body could not be read.'],
  'stream.not.readable': [400, 'The request body could not be read.'],
  'parameters.too.many': [413, 'The request has too many parameters.'],
};

export const notFoundApi: RequestHandler = (req) => {
  throw new HttpError(404, `There is no API endpoint at ${req.method} ${req.path}.`);
};

export interface ErrorLogger {
  error(details: object, message: string): void;
}

export function errorHandler(logger: ErrorLogger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const [status, message, extra, headers] = describe(error);
    // A 507 is a refusal the server chose (the data folder is full, logged once when it filled), not a failure.
    if (status >= 500 && status !== 507) logger.error({ err: error }, 'request failed');
    res.set(headers).status(status).json({ ...extra, message } satisfies ErrorResponse);
  };
}

export type Answer = [status: number, message: string, body: Record<string, unknown>, headers: Record<string, string>];

/** The status, words, body and headers an error is answered with (a page's own error view, such as the referral form's, reads them too). */
export function describe(error: unknown): Answer {
  if (error instanceof HttpError) return [error.status, error.message, error.body, error.headers];
  const refusal = describeRefusal(error);
  if (refusal) return refusal;
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && PARSER_ERRORS[type]) {
    const [status, message] = PARSER_ERRORS[type];
    return [status, message, {}, {}];
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return [status, 'The request could not be processed.', {}, {}];
  return [500, 'Something went wrong on our side. Please try again in a moment.', {}, {}];
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
