/**
 * The patient stories' words in English, shared by the pages that show them (/, /testimonials):
 * each story's role, text and any tie to us, in the order of the storytellers
 * (web/i18n/story-people.ts: name, rating, photo) and the notes beside every set of stories
 * (the stars' words are the shell's). Spanish: stories.es.tsx, typed by these.
 *
 * BEFORE GOING LIVE: these six stories are samples written for the design. A real provider must
 * replace each with a patient's (or facility's) own words, used only with a signed HIPAA
 * authorization for marketing that covers the name, photo and story, kept on file (README,
 * "Before going live"), then set `testimonials: 'real'` in the facts file. Keep the disclosure of
 * any referral or payment tie. No story promises an outcome: each speaks of the care (FTC 16 CFR
 * 255.2). A real story's Spanish is a translation the storyteller has agreed to.
 */
import { PERMISSION_NOTE, RESULTS_VARY, SAMPLE_NOTE } from '../content/story-notes';

export interface StoryWords {
  role: string;
  text: string;
  /** Any tie between the storyteller and us (a referral, a payment), shown with the story (FTC endorsement guides). */
  disclosure?: string;
}

const items: StoryWords[] = [
  {
    role: 'Patient, venous leg ulcer',
    text: 'After eight months with a leg wound, I had nearly given up. My nurse came to my kitchen table every week, explained each step and fitted my compression wraps. I always knew what came next, and I never once had to arrange a ride.',
  },
  {
    role: 'Patient living with diabetes',
    text: 'A foot ulcer frightened me because of what happened to my father. The team showed me how to take pressure off my foot, kept my doctor in the loop and never rushed me. For the first time, I understood my own foot care.',
  },
  {
    role: 'Daughter and family caregiver',
    text: 'Mom lives two hours away from me. I got a short update after every visit, and the nurse taught me what to look for when I am with her. Knowing someone skilled was checking on her gave our whole family peace of mind.',
  },
  {
    role: 'Assisted living resident',
    text: 'I did not have to leave my apartment once. They were on time, gentle with every dressing change, and always took a minute to ask how I was really doing. That mattered as much as the care itself.',
  },
  {
    role: 'Director of Nursing, skilled nursing facility',
    text: 'Their care coordinator rounds with our staff, documents clearly and trains our aides on repositioning and skin checks. It feels like an extension of our own team.',
    disclosure: 'Her facility refers residents to us for wound care. She was not paid for this story.',
  },
  {
    role: 'Patient recovering from surgery',
    text: 'My incision opened up after surgery and I dreaded more trips to the clinic. The nurse came to our house, set a clear plan and showed my wife how to help between visits. We always knew whom to call.',
  },
];

export const STORIES = {
  items,
  /** Shown beside the stories wherever they appear: no single outcome is typical. */
  resultsVary: RESULTS_VARY,
  /** While the stories are samples (facts file), said wherever they are shown (FTC 16 CFR 465). */
  sampleNote: SAMPLE_NOTE,
  /** While the stories are real (facts file). */
  permissionNote: PERMISSION_NOTE,
};

export type StoriesWords = typeof STORIES;
