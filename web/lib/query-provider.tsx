import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getQueryClient } from './query-client';

/**
 * Wraps each booking or inquiry widget. It lives in the lazily loaded feature code, not the
 * app shell, so pages without those widgets never download TanStack Query. Cache
 * persistence (issue 5) swaps this for PersistQueryClientProvider in this one place.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
