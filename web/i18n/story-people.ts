import angela from '../assets/avatars/angela.svg';
import david from '../assets/avatars/david.svg';
import james from '../assets/avatars/james.svg';
import linda from '../assets/avatars/linda.svg';
import margaret from '../assets/avatars/margaret.svg';
import robert from '../assets/avatars/robert.svg';
import type { StoryWords } from './stories.en';

/** A patient story: its teller (name, rating, photo; the same in every language) and its words in the page's language. */
export interface Testimonial extends StoryWords {
  name: string;
  rating: number;
  image: string;
}

/** The six storytellers, in the order of their stories' words (web/i18n/stories.*.tsx); hard-coded, all rated 5 (docs/product.md, "Testimonials"). */
export const STORY_PEOPLE: readonly Pick<Testimonial, 'name' | 'rating' | 'image'>[] = [
  { name: 'Margaret T.', rating: 5, image: margaret },
  { name: 'James W.', rating: 5, image: james },
  { name: 'Linda R.', rating: 5, image: linda },
  { name: 'Robert M.', rating: 5, image: robert },
  { name: 'Angela D.', rating: 5, image: angela },
  { name: 'David K.', rating: 5, image: david },
];

/** Each storyteller with the words of their story in one language. */
export const storiesIn = (words: readonly StoryWords[]): Testimonial[] => STORY_PEOPLE.map((person, index) => ({ ...person, ...words[index]! }));
