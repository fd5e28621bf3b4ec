import { lazyRules } from '../../lib/lazy-rules';

/** The booking checks, loaded on first use (see lazy-rules.ts). */
export const bookingRules = lazyRules(() => import('./booking-rules'));
