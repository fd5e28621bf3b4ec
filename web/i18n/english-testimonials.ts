import { STORIES } from './stories.en';
import { storiesIn } from './story-people';

export type { Testimonial } from './story-people';

export { RESULTS_VARY } from '../content/story-notes';

/**
 * The stories in English, for the pages not yet in two languages (the home page); the words are in
 * web/i18n/stories.en.tsx, with what a real story needs before going live.
 */
export const TESTIMONIALS = storiesIn(STORIES.items);
