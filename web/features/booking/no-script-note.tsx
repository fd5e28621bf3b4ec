import { lazy, Suspense } from 'react';

// The prerender waits for it; in the browser React never renders a <noscript>'s content, so it never loads there.
const NoScriptText = lazy(() => import('./no-script-text').then((module) => ({ default: module.NoScriptText })));

/** Without JavaScript the slots never load; say so, and offer the phone instead. */
export function NoScriptNote() {
  return (
    <noscript>
      <Suspense fallback={null}>
        <NoScriptText />
      </Suspense>
    </noscript>
  );
}
