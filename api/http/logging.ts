import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export type LogLevel = Level | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming request id is kept only when it is a short, plain token (no spaces, no markup). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The serializers are explicit allow-lists: a request is its id, method and path (never its
 * query string, headers, cookies or body), a response its status, an error its type, message,
 * code and stack (never the enumerable extras some libraries attach, such as a parser's raw body).
 */
const serializers = {
  req: (req: IncomingMessage & { originalUrl?: string; id?: unknown }) => ({
    id: req.id,
    method: req.method,
    path: withoutTokens((req.originalUrl ?? req.url ?? '').split('?')[0]!),
  }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
  err: (error: unknown) => {
    if (!(error instanceof Error)) return { message: String(error) };
    const { code } = error as { code?: unknown };
    return {
      type: error.name,
      message: error.message,
      ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      stack: error.stack,
    };
  },
};

/**
 * A manage link's token lets whoever holds it cancel a visit, and a calendar feed's lets whoever
 * holds it read a nurse's times: neither is ever logged. It travels in
 * the query (dropped above) or a body (never logged); a path that carries one anyway
 * (`/booking/manage;token=…` typed by hand, or `/booking/manage%3Ftoken%3D…` when a mail client
 * or a copy and paste encoded the `?` and the `=`, even twice) is logged decoded, up to `token=`.
 */
function withoutTokens(path: string): string {
  let decoded = path;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  // A calendar feed's address is its token (decision 056): the path is logged without it.
  if (/^\/calendar\//i.test(decoded)) return '/calendar/[redacted]';
  const at = decoded.search(/token=/i);
  return at < 0 ? path : `${decoded.slice(0, at)}token=[redacted]`;
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the JSON lines go; standard output when absent. Tests pass a stream to read them. */
  destination?: DestinationStream;
}

/** The server's one logger: JSON lines, one per request plus errors and lifecycle events. */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options = { level, serializers, base: { pid: process.pid } };
  return destination ? pino(options, destination) : pino(options);
}

/** Health checks come every few seconds from a load balancer: their lines are debug only (a failing one says why in its answer). */
const isHealthCheck = (req: IncomingMessage) => req.url === '/healthz';

/**
 * pino-http, one line per finished request: id, method, path, status and duration. A refusal the
 * server chose (429, 507) is a warning. Server errors are logged with their stack by the error
 * middleware, so this line carries only the status.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    serializers,
    wrapSerializers: false,
    genReqId: requestId,
    customLogLevel: (req, res, error) => {
      if (isHealthCheck(req)) return 'debug';
      if (res.statusCode === 429 || res.statusCode === 507) return 'warn';
      if (error || res.statusCode >= 500) return 'error';
      return 'info';
    },
    // pino-http adds a stand-in error to every 5xx line; the real one was already logged once.
    customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
      error.message === `failed with status code ${res.statusCode}` ? { ...value, err: undefined } : value,
    customErrorMessage: (_req, res) => `request failed with status ${res.statusCode}`,
  }) as unknown as RequestHandler;
}
