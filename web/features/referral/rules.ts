import type { Lang } from '#contract/language';
import { type LazyRules, lazyRules } from '../../lib/lazy-rules';
import type { ReferralChecks } from './referral-checks';

/** The referral form's checks in each language, loaded on first use (lazy-rules.ts): a page loads only its own language's messages. */
export const referralRules: Record<Lang, LazyRules<ReferralChecks>> = {
  en: lazyRules(() => import('./referral-rules')),
  es: lazyRules(() => import('./referral-rules.es')),
};
