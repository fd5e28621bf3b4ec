import { lazy, Suspense } from 'react';
import type { BookingOutcome } from './booking-outcome';
import { StatusArea } from './booking.styles';

type OutcomeModule = typeof import('./booking-outcome');

let loaded: OutcomeModule | undefined;
let loading: Promise<OutcomeModule> | undefined;
const loadOutcome = () => (loading ??= import('./booking-outcome').then((module) => (loaded = module)));
const LazyOutcomeNotice = lazy(() => loadOutcome().then((module) => ({ default: module.BookingOutcomeNotice })));

/**
 * Resolves once the outcome's code is here (started when the visitor starts on the form), so a
 * form shows its outcome in the same render as its toast and its cleared fields; never rejects
 * (without the code, the area loads it when it shows).
 */
export function outcomeReady(): Promise<void> {
  return loadOutcome().then(
    () => undefined,
    () => undefined,
  );
}

/** Starts loading the outcome's code (and the calendar file's button): a form calls it on its first focus. */
export function preloadOutcome(): void {
  void outcomeReady();
}

/**
 * Where a booking form shows what its request came to (booking-outcome.tsx). Nothing shows before
 * a first request, so the notice's code is not in the page's first load: until then this is the
 * same empty area the notice renders.
 */
export function BookingOutcomeArea({ outcome }: { outcome: BookingOutcome | null }) {
  if (!outcome) return <StatusArea />;
  if (loaded) return <loaded.BookingOutcomeNotice outcome={outcome} />;
  return (
    <Suspense fallback={<StatusArea />}>
      <LazyOutcomeNotice outcome={outcome} />
    </Suspense>
  );
}
