import type { Lang } from '#contract/language';
import { type LazyRules, lazyRules } from '../../lib/lazy-rules';
import type { InquiryChecks } from './inquiry-checks';

/** The inquiry form's checks in each language, loaded on first use (see lazy-rules.ts): a page loads only its own language's messages. */
export const inquiryRules: Record<Lang, LazyRules<InquiryChecks>> = {
  en: lazyRules(() => import('./inquiry-rules')),
  es: lazyRules(() => import('./inquiry-rules.es')),
};

/** The check of the server's answer, loaded when it arrives. */
export const inquiryAnswerRules = lazyRules(() => import('./inquiry-answers'));
