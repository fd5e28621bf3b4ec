import type { Request, RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { HttpError } from './errors';
import { HTTP_WORDS } from './http-words';
import { headerLanguage } from './request-language';

/** POSTs one client address may send per minute: several forms and a few retries, far below a script's pace. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 20;

const WINDOW_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RateLimitLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Limits the requests that change something (POSTs) per client address; reading pages and
 * slot lists is never limited. The answer to one too many is a 429 with `Retry-After` and the
 * IETF draft-8 `RateLimit`/`RateLimit-Policy` headers, which the site's outbox reads as
 * "try again later". Returns null when the limit is off (0). The counts are this process's
 * (express-rate-limit's own memory store) unless `store` shares them between servers
 * (rate-limit.pg.ts, docs/decisions/073).
 */
export function postRateLimit(perMinute: number, log: RateLimitLog, store?: Store): RequestHandler | null {
  if (perMinute <= 0) return null;
  const limiter = rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    identifier: 'posts',
    ...(store ? { store } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => SAFE_METHODS.has(req.method),
    handler: (req, _res, next) => next(new HttpError(429, tooManyMessage(req))),
    // The limiter's own check for that header logs an error with a stack; warnAboutForwardedFor says it in words instead.
    validate: { xForwardedForHeader: false },
    // The limiter's other configuration warnings go to the server log.
    logger: {
      error: (error, message) => log.error({ err: error }, message ?? 'rate limiter error'),
      warn: (error, message) => log.warn({ err: error }, message ?? 'rate limiter warning'),
    },
  });
  return (req, res, next) => {
    warnAboutForwardedFor(req, log);
    return limiter(req, res, next);
  };
}

let warnedAboutForwardedFor = false;

/**
 * A proxy in front of the server adds X-Forwarded-For; while no proxy is trusted, every client
 * then shares the proxy's address and one count. Said once per process: a client may also send
 * the header itself, and that alone is no fault. The header's value (an address) is not logged.
 */
function warnAboutForwardedFor(req: Request, log: RateLimitLog): void {
  if (warnedAboutForwardedFor || req.headers['x-forwarded-for'] === undefined || req.app.get('trust proxy') !== false) return;
  warnedAboutForwardedFor = true;
  log.warn(
    {},
    'A request came with an X-Forwarded-For header, but TRUST_PROXY is not set, so the rate limit counts every client behind a proxy as one. ' +
      'If the server runs behind a reverse proxy, set TRUST_PROXY to the number of proxies in front of the server (usually 1); if not, a client sent the header itself and nothing needs doing.',
  );
}

function tooManyMessage(req: Request): string {
  const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : WINDOW_MS / 1000;
  // The body is not read yet: the page's language is in its Content-Language header.
  return HTTP_WORDS[headerLanguage(req)].tooManyRequests(seconds);
}
