/**
 * What care costs, in English: the insurance statement of the facts file, that coverage is checked
 * first, and the self-pay line with its link to the Good Faith Estimate notice (decision 025). Shared by
 * the pages that say it (/faqs, /services); Spanish: coverage.es.tsx, typed by these.
 */
import { provider } from '#contract';
import { COVERAGE_CHECKED, GOOD_FAITH_ESTIMATE, SelfPay } from './after-booking-lines';

export const coverage = {
  statement: provider.insurance.coverage as string,
  checked: COVERAGE_CHECKED,
  /** The self-pay line and its link to the notice: a sentence with a link, so a function. */
  selfPay: () => <SelfPay />,
  /** The link to the Good Faith Estimate notice, named one way wherever a page has it (WCAG 3.2.4). */
  goodFaithLink: GOOD_FAITH_ESTIMATE.link as string,
};

export type CoverageWords = typeof coverage;
