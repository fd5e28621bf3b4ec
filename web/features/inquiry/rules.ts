import { lazyRules } from '../../lib/lazy-rules';

/** The inquiry checks, loaded on first use (see lazy-rules.ts). */
export const inquiryRules = lazyRules(() => import('./inquiry-rules'));
