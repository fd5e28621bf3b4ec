import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useState } from 'react';
import { getQueryClient } from './query-client';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Slot lists survive a closed tab, so an offline visitor still sees the times of the last visit. */
const persister =
  typeof window === 'undefined'
    ? undefined
    : createSyncStoragePersister({ storage: window.localStorage, key: 'woundcare-slots', throttleTime: 500 });

/**
 * Wraps each booking or inquiry widget. It lives in the lazily loaded feature code, not the
 * app shell, so pages without those widgets never download TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  if (!persister) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: WEEK_MS,
        dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === '/api' },
      }}
      // Restored lists are shown at once, then reloaded; offline, the reload fails and they stay, marked as possibly out of date.
      onSuccess={() => void client.invalidateQueries({ queryKey: ['/api'] })}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
