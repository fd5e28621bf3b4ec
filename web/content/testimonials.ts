import angela from '../assets/avatars/angela.svg';
import david from '../assets/avatars/david.svg';
import james from '../assets/avatars/james.svg';
import linda from '../assets/avatars/linda.svg';
import margaret from '../assets/avatars/margaret.svg';
import robert from '../assets/avatars/robert.svg';

/** A patient story; hard-coded, all rated 5 (spec section 3). */
export interface Testimonial {
  name: string;
  role: string;
  rating: number;
  text: string;
  image: string;
  /** Any tie between the storyteller and us (a referral, a payment), shown with the story (FTC endorsement guides). */
  disclosure?: string;
}

/** Shown beside the stories wherever they appear: no single outcome is typical. */
export const RESULTS_VARY =
  'Results vary with circulation, infection, nutrition and overall health. These are individual experiences, not a promise of the same result.';

/*
 * BEFORE GOING LIVE: these six stories are samples written for the design. A real provider must
 * replace each with a patient's (or facility's) own words, used only with a signed HIPAA
 * authorization for marketing that covers the name, photo and story, kept on file (README,
 * "Before going live"), then set `testimonials: 'real'` in the facts file. Keep the disclosure of
 * any referral or payment tie. No story promises an outcome: each speaks of the care (FTC 16 CFR 255.2).
 */

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Margaret T.',
    role: 'Patient, venous leg ulcer',
    rating: 5,
    text: 'After eight months with a leg wound, I had nearly given up. My nurse came to my kitchen table every week, explained each step and fitted my compression wraps. I always knew what came next, and I never once had to arrange a ride.',
    image: margaret,
  },
  {
    name: 'James W.',
    role: 'Patient living with diabetes',
    rating: 5,
    text: 'A foot ulcer frightened me because of what happened to my father. The team showed me how to take pressure off my foot, kept my doctor in the loop and never rushed me. For the first time, I understood my own foot care.',
    image: james,
  },
  {
    name: 'Linda R.',
    role: 'Daughter and family caregiver',
    rating: 5,
    text: 'Mom lives two hours away from me. I got a short update after every visit, and the nurse taught me what to look for when I am with her. Knowing someone skilled was checking on her gave our whole family peace of mind.',
    image: linda,
  },
  {
    name: 'Robert M.',
    role: 'Assisted living resident',
    rating: 5,
    text: 'I did not have to leave my apartment once. They were on time, gentle with every dressing change, and always took a minute to ask how I was really doing. That mattered as much as the care itself.',
    image: robert,
  },
  {
    name: 'Angela D.',
    role: 'Director of Nursing, skilled nursing facility',
    rating: 5,
    text: 'Their care coordinator rounds with our staff, documents clearly and trains our aides on repositioning and skin checks. It feels like an extension of our own team.',
    image: angela,
    disclosure: 'Her facility refers residents to us for wound care. She was not paid for this story.',
  },
  {
    name: 'David K.',
    role: 'Patient recovering from surgery',
    rating: 5,
    text: 'My incision opened up after surgery and I dreaded more trips to the clinic. The nurse came to our house, set a clear plan and showed my wife how to help between visits. We always knew whom to call.',
    image: david,
  },
];
