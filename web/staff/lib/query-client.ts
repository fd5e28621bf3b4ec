import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isUnauthorized } from './staff-http';
import { reportSessionEnded } from './session-events';

/** Queries and mutations keyed under this own their 401s: a wrong password, or no one signed in yet. */
export const SESSION_KEY = ['staff', 'session'] as const;

const ownsUnauthorized = (key: QueryKey | undefined) => key?.[0] === SESSION_KEY[0] && key[1] === SESSION_KEY[1];

/**
 * The staff app's own client. Unlike the public site's (never stale), staff see changes
 * made since they looked: lists are fresh for half a minute and reload when the tab comes back.
 * Nothing is persisted: personal data stays in memory and goes at sign-out.
 * Any other 401 means the session ended (idle, 12 hours, signed out in another tab).
 */
export function createStaffQueryClient(): QueryClient {
  const onError = (error: unknown, key: QueryKey | undefined) => {
    if (isUnauthorized(error) && !ownsUnauthorized(key)) reportSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onError(error, mutation.options.mutationKey) }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
