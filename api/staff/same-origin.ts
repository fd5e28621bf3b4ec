import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every staff request that changes something must come from a page of this site (ASVS 5 3.5.1,
 * OWASP CSRF cheat sheet): its `Origin` must be this server's own origin (as the browser reached
 * it, or `PUBLIC_URL`), or, when a browser sends no Origin, `Sec-Fetch-Site` must say
 * same-origin. Anything else, including a request with neither header, gets 403. SameSite=Strict
 * cookies are the first wall; this is the second.
 */
export function sameOrigin(publicUrl: string | undefined): RequestHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const allowed = origin !== undefined ? origin === configured || origin === ownOrigin(req) : fetchSite === 'same-origin';
    if (!allowed) throw new HttpError(403, 'This request did not come from the staff pages of this site, so it was refused.');
    next();
  };
}

function ownOrigin(req: Request): string | null {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : null;
}
