/**
 * Where the staff area lives, alone in a file of its own: the service worker and the server's
 * page handler need only these, not staff/'s schemas (which the worker's bundle would keep).
 */

/** The staff app's own pages: never in the public navigation, sitemap or precache. */
export const STAFF_BASE = '/staff';

/** Every staff API path starts with this. */
export const STAFF_API_BASE = '/api/staff';

/** A path of the staff area, its pages or its API. */
export const isStaffPath = (pathname: string): boolean =>
  [STAFF_BASE, STAFF_API_BASE].some((base) => pathname === base || pathname.startsWith(`${base}/`));
