import { Suspense } from 'react';
import { lazyWithWords } from '../../lib/lazy-with-words';
import { useBookingWords } from './booking-words';

/** Slot lists from an earlier visit may be out of date; booking still works through the outbox. */
export function StaleSlotsNote({ stale }: { stale: boolean }) {
  // Shown only with times from an earlier visit (offline, mostly): its code and its words (the
  // booking words' `notes`) load then, from the service worker's cache.
  const StaleSlotsText = lazyWithWords(() => import('./stale-slots-text').then((module) => module.StaleSlotsText), useBookingWords().notes, 'stale');
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
