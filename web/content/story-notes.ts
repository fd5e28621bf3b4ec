import { provider } from '#contract';

/**
 * What the patient stories are, as the facts file says (provider.testimonials): real stories are
 * shared with written permission; the samples say they are samples wherever they are shown (FTC
 * 16 CFR 465). Apart from testimonials.ts, which imports the photos, so tests in Node can read it.
 */
export const STORIES_ARE_REAL = provider.testimonials === 'real';
export const PERMISSION_NOTE = 'Names are shortened to protect privacy, and every story is shared with written permission.';
export const SAMPLE_NOTE = 'These stories are samples written for this website, not the words of real patients.';
/** Shown beside the stories wherever they appear: no single outcome is typical (English; Spanish in web/i18n/stories.es.tsx). */
export const RESULTS_VARY =
  'Results vary with circulation, infection, nutrition and overall health. These are individual experiences, not a promise of the same result.';
