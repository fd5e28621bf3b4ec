import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every staff request that changes something must come from a page of this site (ASVS 5 3.5.1,
 * OWASP CSRF cheat sheet): its `Origin` must be this site's origin, or, when a browser sends no
 * Origin, `Sec-Fetch-Site` must say same-origin. Anything else, including a request with neither
 * header, gets 403. SameSite=Strict cookies are the first wall; this is the second.
 *
 * With PUBLIC_URL set, its origin is the only one: an origin built from the request's `Host`
 * would let whoever controls that header (a proxy passing any Host through, a DNS-rebinding
 * page) name its own origin and pass. Without it, the server knows no better than the address the
 * browser reached it at (`npm start` on localhost or a LAN address), so that one is accepted.
 */
export function sameOrigin(publicUrl: string, publicUrlSet: boolean): RequestHandler {
  const configured = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const allowed = origin !== undefined ? origin === configured || (!publicUrlSet && origin === ownOrigin(req)) : fetchSite === 'same-origin';
    if (!allowed) throw new HttpError(403, 'This request did not come from the staff pages of this site, so it was refused.');
    next();
  };
}

function ownOrigin(req: Request): string | null {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : null;
}
