import type { RequestHandler } from 'express';

/**
 * How long a referral's upload may take to arrive in all: 25 MB at about 30 KB/s, a weak mobile
 * signal. The server's requestTimeout is set to it (api/server.ts); every other body gets
 * BODY_DEADLINE_MS from the middleware below, so a client trickling a small body still cannot
 * hold a socket for long. The idle limit (30 s without a byte) holds for every request alike.
 */
export const UPLOAD_REQUEST_MS = 15 * 60_000;
export const BODY_DEADLINE_MS = 30_000;

/**
 * A request whose body has not all arrived within `ms` of its start is answered 408 and its
 * connection closed, as Node's own requestTimeout does; `skip` names the requests that may take
 * longer (the uploads, which the server's requestTimeout bounds).
 */
export function bodyDeadline(ms: number, skip: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.complete || skip(`${req.baseUrl}${req.path}`)) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.set('Connection', 'close').status(408).type('text').end('Request Timeout');
      req.socket.destroySoon();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
    res.once('finish', clear);
    next();
  };
}
