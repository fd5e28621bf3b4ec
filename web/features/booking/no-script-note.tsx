import { Suspense } from 'react';
import { lazyWithWords } from '../../lib/lazy-with-words';
import { useBookingWords } from './booking-words';

/** Without JavaScript the slots never load; say so, and offer the phone instead. */
export function NoScriptNote() {
  // The prerender waits for it; in the browser React never renders a <noscript>'s content, so
  // neither its code nor its words (the booking words' `notes`) ever load there.
  const NoScriptText = lazyWithWords(() => import('./no-script-text').then((module) => module.NoScriptText), useBookingWords().notes, 'noScript');
  return (
    <noscript>
      <Suspense fallback={null}>
        <NoScriptText />
      </Suspense>
    </noscript>
  );
}
