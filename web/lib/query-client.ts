import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast, type ToastInput } from './toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query that names a toast in its meta shows it when it fails. */
    queryMeta: { errorToast?: Omit<ToastInput, 'variant'> };
  }
}

/**
 * docs/product.md, "Constants": no refetch interval, no refetch on focus, data never stale, no retries.
 * Requests go out even when the browser says it is offline: the service worker answers
 * them (slots from its cache, submissions into the outbox) instead of TanStack pausing them.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const errorToast = query.meta?.errorToast;
        // With data from an earlier load on screen (offline, say), the page marks it as possibly out of date instead.
        if (errorToast && query.state.data === undefined) toast({ ...errorToast, variant: 'error' });
      },
    }),
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client for the browser's lifetime, so every booking widget shares the slot cache;
 * prerendering gets a fresh one per page so nothing leaks between renders.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
