import { matchPrecache } from 'workbox-precaching';

const NETWORK_TIMEOUT_MS = 3000;

/** The precached file of a route: '/' → '/index.html', '/about' → '/about/index.html'. */
export function pageFileFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/index.html' : `${path}/index.html`;
}

function fetchWithTimeout(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Network first, so an online visitor sees fresh pages; after a short wait or with no
 * network, the precached copy of that route (or of the 404 page for unknown paths).
 */
export async function navigate(request: Request): Promise<Response> {
  try {
    return await fetchWithTimeout(request, NETWORK_TIMEOUT_MS);
  } catch {
    const url = new URL(request.url);
    const cached =
      (await matchPrecache(url.pathname.startsWith('/api/') ? url.pathname : pageFileFor(url.pathname))) ??
      (await matchPrecache('/404.html'));
    return cached ?? Response.error();
  }
}
