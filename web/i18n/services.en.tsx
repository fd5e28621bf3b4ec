/**
 * The services page's words in English (the page: web/pages/services.tsx; Spanish: services.es.tsx,
 * typed by these): the five services at length and as cards, by the names decision 025 settled (the
 * shell's SERVICE_NAMES), the two tissue treatments side by side, the wounds we treat, and what care
 * costs (coverage.en.tsx). Claims keep their limits: what each treatment is not, and that it is no cure.
 */
import type { ReactNode } from 'react';
import { consultationLength } from '../content/appointment-length';
import { coverage } from './coverage.en';
import { SERVICE_CARDS } from './service-cards.en';
import { SERVICE_NAMES } from './shell.en';
import { TEAM } from './team.en';
import { WOUND_TYPE_NAMES } from './wound-types.en';

/** One of the three services described at length, in the order of their names. */
export interface ServiceDetailWords {
  paragraphs: string[];
  includesTitle: string;
  includes: string[];
}

const details: [ServiceDetailWords, ServiceDetailWords, ServiceDetailWords] = [
  {
    paragraphs: [
      'A wound that has not improved in four weeks needs more than a fresh bandage. Our nurses look for why it is stuck (circulation, pressure, infection, blood sugar, nutrition) and treat the cause as well as the wound.',
      'Every visit is measured and photographed, so you can see progress and your doctor receives clear updates. Between visits we teach you or your caregiver exactly what to do, and what to watch for.',
    ],
    includesTitle: 'What a visit includes',
    includes: [
      'Full wound and skin assessment, with measurements and photos',
      'Gentle cleaning and debridement of dead tissue when needed',
      'Advanced dressings chosen for the wound, changed on a set schedule',
      'Offloading and pressure relief advice for feet and heels',
      'Coordination with your doctor, pharmacy and supply company',
    ],
  },
  {
    paragraphs: [
      'Some call this “biologic IV hydration”, but it is not a biologic drug, and IV fluids do not make wounds heal faster. It is IV fluids and electrolytes (salts such as sodium and potassium) for dehydration, given only when your own doctor orders them.',
      'Before a first infusion our nurse reviews the order, your heart and kidney health and your medicines. The nurse starts a small IV line in your home and stays with you for the whole infusion. If you can drink enough, fluids by mouth are usually the better choice, and we will say so.',
      'Insurance, including Medicare, usually does not pay for IV fluids at home. We tell you the cost before the first visit.',
    ],
    includesTitle: 'When your doctor may order it',
    includes: [
      'Dehydration, when drinking more is not enough',
      'An illness that makes it hard to keep fluids down',
      'Low electrolytes that your doctor wants corrected through an IV',
      'Always on a doctor’s order, after a check of heart and kidney health',
    ],
  },
  {
    paragraphs: [
      '“Stem cell therapy” is the name many people know. What we apply is a graft made from donated placental tissue (from healthy births, screened and processed by a tissue bank). It is regulated by the FDA as a human tissue product; not FDA-approved to heal wounds. It is placed on the wound like a thin dressing. It is not an injection, it may contain no living stem cells, and it is not a cure.',
      'It is considered only for wounds that have not healed after about 4 weeks of good standard care, such as cleaning, offloading, compression and treating infection, and only when blood flow to the wound is good enough. We explain what the evidence shows, check your coverage and tell you any cost before anything is applied.',
    ],
    includesTitle: 'How we approach it',
    includes: [
      'An honest check of whether it suits your wound',
      'Standard wound care continues alongside it',
      'Coverage checked, and prior authorization asked for where needed',
      'Weekly measurements, and a clear plan if the wound does not respond',
    ],
  },
];

export const services = {
  hero: {
    eyebrow: 'Our Services',
    title: 'Wound Care Services',
    lead: `From a first assessment onward, we bring wound care to your home, nursing home or assisted living community. ${TEAM}`,
  },
  plan: {
    title: 'Care plans built around the cause',
    text: 'Wounds heal slowly for a reason: poor circulation, pressure, infection, blood sugar or nutrition. We find that reason first, then combine the treatments below into one plan, shared with you, your caregivers and your physician.',
  },
  coverage,
  /** The five services' names (decision 025) and their cards' words, in the same order. */
  names: SERVICE_NAMES,
  cards: SERVICE_CARDS,
  details,
  /**
   * Each service's name as families meet it on insurance and Medicare papers: the English name, in
   * every language (as a brand is), in the order of `names`.
   */
  insuranceNames: [...SERVICE_NAMES] as string[],
  /** On a page in another language, the note under each service that gives its insurance name. Unset in English. */
  insuranceNote: undefined as ((englishName: string) => ReactNode) | undefined,
  more: { eyebrow: 'Also available', title: 'More ways we help wounds heal' },
  compare: {
    title: 'Two tissue treatments: what is the difference?',
    madeFromLabel: 'Made from',
    whatItIsLabel: 'What it is',
    options: [
      {
        heading: `${SERVICE_NAMES[2]}: donated tissue`,
        madeFrom: 'Donated placental (birth) tissue, screened and processed by a tissue bank.',
        whatItIs: 'A thin graft of human tissue, regulated by the FDA as a human tissue product; not FDA-approved to heal wounds. It may contain no living stem cells.',
      },
      {
        heading: `${SERVICE_NAMES[3]}: made in a lab`,
        madeFrom: 'Materials made in a lab, such as skin cells grown on a mesh, collagen or synthetic layers.',
        whatItIs: 'A lab-made skin substitute that acts as a scaffold new tissue can grow into.',
      },
    ],
    shared:
      'Both are placed on the wound, not injected. Both are for wounds that have not healed after about 4 weeks of good standard care, and both are used alongside that care, not instead of it. Neither is a cure, and Medicare pays for them only in specific cases.',
  },
  wounds: {
    title: 'Wounds we treat',
    text: 'Not sure which of these you have? Finding out is part of the first visit.',
    names: WOUND_TYPE_NAMES,
  },
  cta: {
    title: 'Find out which treatment is right for you',
    text: `A free ${consultationLength(true)} phone or video consultation with one of our wound care nurses, with your insurance checked at the same time.`,
    book: 'Schedule Free Consultation',
    refer: 'Refer a Patient',
  },
};

export type ServicesWords = typeof services;
