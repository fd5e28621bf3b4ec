import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Level, Logger } from 'pino';

const STATE = Symbol('quiet request logger');

/** Health checks come every few seconds from a load balancer: their lines are debug only (a failing one says why in its answer). */
export const isHealthCheck = (req: IncomingMessage) => req.url === '/healthz';

interface State {
  logger: Logger;
  req: IncomingMessage;
  child?: Logger;
  started: number;
  error?: Error;
}
type Tracked = (IncomingMessage | ServerResponse) & { [STATE]?: State };

/** The request's child logger, made on first use (as pino-http's `req.log` and `res.log`). */
const log = {
  configurable: true,
  get(this: Tracked): Logger {
    const state = this[STATE]!;
    return (state.child ??= state.logger.child({ req: state.req }));
  },
  set(this: Tracked, value: Logger) {
    this[STATE]!.child = value;
  },
};

function onError(this: Tracked, error: Error): void {
  this[STATE]!.error = error;
}

function onClose(this: ServerResponse & Tracked): void {
  const state = this[STATE]!;
  const refused = this.statusCode === 429 || this.statusCode === 507;
  const level: Level = isHealthCheck(state.req) ? 'debug' : refused ? 'warn' : state.error || this.statusCode >= 500 ? 'error' : 'info';
  if (!state.logger.isLevelEnabled(level)) return;
  const logger = log.get.call(this);
  const responseTime = Date.now() - state.started;
  // As pino-http with this app's options: the stand-in error of a 5xx is left out; a real stream error is kept.
  if (level === 'debug') logger.debug({ res: this, responseTime }, 'request completed');
  else if (level === 'error') logger.error({ res: this, responseTime, ...(state.error ? { err: state.error } : {}) }, `request failed with status ${this.statusCode}`);
  else logger[level]({ res: this, responseTime }, 'request completed');
}

/**
 * The request logger for levels above `info` (LOG_LEVEL=warn, error, silent): it writes the
 * same lines pino-http would (a warning for a 429 or 507, an error for other 5xx, nothing for the rest)
 * but builds a request's child logger only when something logs through it. pino-http builds
 * one per request (serialising the request's bindings), which is most of what a cached GET
 * costs when no success line is wanted anyway.
 */
export function quietRequestLogger(logger: Logger, requestId: (req: IncomingMessage, res: ServerResponse) => string): RequestHandler {
  return (req, res, next) => {
    req.id = requestId(req, res);
    const state: State = { logger, req, started: Date.now() };
    (req as Tracked)[STATE] = state;
    (res as Tracked)[STATE] = state;
    Object.defineProperty(req, 'log', log);
    Object.defineProperty(res, 'log', log);
    // A response always ends with 'close' (after 'finish', or when the connection drops); 'error' only records why.
    res.once('error', onError);
    res.once('close', onClose);
    next();
  };
}
