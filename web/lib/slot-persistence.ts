import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const SLOT_STORAGE_KEY = 'woundcare-slots';

/**
 * Slot lists survive a closed tab, so an offline visitor still sees the times of the last visit.
 * Restores what an earlier visit saved (a week old at most) into `client`, then saves each new
 * list. Runs after the page has hydrated (query-provider.tsx loads it then), so the prerendered
 * page and the first render agree; the widgets have already asked for fresh lists by then.
 * Resolves once the restore is done; nothing to restore or unreadable storage is not an error.
 */
export async function persistSlotLists(client: QueryClient, storage: Storage = window.localStorage): Promise<void> {
  const openedAt = Date.now();
  const persister = createSyncStoragePersister({ storage, key: SLOT_STORAGE_KEY, throttleTime: 500 });
  const [, restored] = persistQueryClient({
    queryClient: client,
    persister,
    maxAge: WEEK_MS,
    // A list fetched meanwhile is newer than the saved one, and stays.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === '/api' },
  });
  await restored.catch(() => undefined);
  // A restored list is shown, not trusted: a widget that mounts later (or the retry button) loads it afresh.
  await client.invalidateQueries({ queryKey: ['/api'], refetchType: 'none', predicate: (query) => query.state.dataUpdatedAt < openedAt });
}
