import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { nextTask } from './next-task';
import { getQueryClient } from './query-client';

let persisting: Promise<void> | undefined;

/**
 * Wraps each booking or inquiry widget. It lives in the lazily loaded feature code, not the
 * app shell, so pages without those widgets never download TanStack Query. Once the page has
 * hydrated, the slot lists of an earlier visit are restored and new ones saved
 * (slot-persistence.ts, loaded then: a first load does not wait for it).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  useEffect(() => {
    // A task of its own: hydration's effects already subscribe the widgets and start their requests.
    persisting ??= nextTask()
      .then(() => import('./slot-persistence'))
      .then(({ persistSlotLists }) => persistSlotLists(client))
      .catch(() => undefined);
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
