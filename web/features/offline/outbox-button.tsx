import { lazy, Suspense } from 'react';
import { useOutbox } from './use-outbox';

// Most visits never have anything in the outbox: its button and panel load when they do.
const OutboxPanel = lazy(() => import('./outbox-panel').then((module) => ({ default: module.OutboxPanel })));

/** The header's outbox, shown only while submissions made on this device are in it. */
export function OutboxButton() {
  const entries = useOutbox();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxPanel entries={entries} />
    </Suspense>
  );
}
