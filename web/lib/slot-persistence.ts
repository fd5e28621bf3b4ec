import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const SLOT_STORAGE_KEY = 'woundcare-slots';

/**
 * Slot lists survive a closed tab, so an offline visitor still sees the times of the last visit.
 * Restores what an earlier visit saved (a week old at most) into `client`, then saves each new
 * list. Runs after the page has hydrated (query-provider.tsx loads it then), so the prerendered
 * page and the first render agree; the widgets have already asked for fresh lists by then.
 * Resolves once the restore is done; nothing to restore or unreadable storage is not an error.
 *
 * The persister package only reads and writes the storage (throttled). Dehydrating and hydrating
 * use @tanstack/react-query's own functions, not @tanstack/react-query-persist-client's: that
 * package pins its own @tanstack/query-core release, which lags react-query's, and two copies'
 * `QueryClient` types disagree (decision 009).
 */
export async function persistSlotLists(client: QueryClient, storage: Storage = window.localStorage): Promise<void> {
  const persister = createSyncStoragePersister({ storage, key: SLOT_STORAGE_KEY, throttleTime: 500 });
  /** The newest list the restore brought back: anything loaded on this visit is newer. */
  let restoredUpTo = -1;
  try {
    const saved = await persister.restoreClient();
    if (saved && Date.now() - saved.timestamp <= WEEK_MS) {
      hydrate(client, saved.clientState);
      for (const query of saved.clientState.queries) restoredUpTo = Math.max(restoredUpTo, query.state.dataUpdatedAt);
    } else if (saved) await persister.removeClient();
  } catch {
    await persister.removeClient();
  }
  // A list fetched meanwhile is newer than the saved one: hydrate keeps it, and it is what gets saved.
  const save = () => {
    const clientState = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] === '/api' });
    persister.persistClient({ timestamp: Date.now(), buster: '', clientState });
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  // A list that arrived before this ran (the page's head preloads it, decision 036) is saved too:
  // no later event may come for it on this visit.
  if (client.getQueryCache().findAll({ queryKey: ['/api'], predicate: (query) => query.state.status === 'success' }).length) save();
  // A restored list is shown, not trusted: a widget that mounts later (or the retry button) loads it afresh.
  await client.invalidateQueries({ queryKey: ['/api'], refetchType: 'none', predicate: (query) => query.state.dataUpdatedAt <= restoredUpTo });
}
