import { matchPrecache } from 'workbox-precaching';
import { notFoundFileFor, pageFileFor } from './page-files';

const NETWORK_TIMEOUT_MS = 3000;

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
 * network, the precached copy of that route (or of the 404 page in the path's language for unknown paths).
 */
export async function navigate(request: Request): Promise<Response> {
  try {
    return await fetchWithTimeout(request, NETWORK_TIMEOUT_MS);
  } catch {
    const url = new URL(request.url);
    const cached =
      (await matchPrecache(url.pathname.startsWith('/api/') ? url.pathname : pageFileFor(url.pathname))) ??
      (await matchPrecache(notFoundFileFor(url.pathname)));
    return cached ?? Response.error();
  }
}
