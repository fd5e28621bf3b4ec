import { lazy, Suspense } from 'react';

// Shown only with times from an earlier visit (offline, mostly): its code loads then, from the service worker's cache.
const StaleSlotsText = lazy(() => import('./stale-slots-text').then((module) => ({ default: module.StaleSlotsText })));

/** Slot lists from an earlier visit may be out of date; booking still works through the outbox. */
export function StaleSlotsNote({ stale }: { stale: boolean }) {
  return (
    <div role="status">
      {stale && (
        <Suspense fallback={null}>
          <StaleSlotsText />
        </Suspense>
      )}
    </div>
  );
}
