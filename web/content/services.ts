import type { IconGlyph } from '../ui/icons';
import { SERVICE_NAMES } from '../i18n/shell.en';
import { bandage, cells, droplet, layers, waves } from './service-icons';
import type { Accent } from '../ui/theme';

/** A service as a card: the spec's icon, title, description and colour. */
export interface ServiceCard {
  icon: IconGlyph;
  title: string;
  description: string;
  color: Accent;
}

/** The three cards on the home page. */
export const HOME_SERVICE_CARDS: readonly ServiceCard[] = [
  {
    icon: bandage,
    title: SERVICE_NAMES[0],
    description:
      'Assessment, cleaning, debridement and the right dressings for slow-healing wounds, with a written plan your family and doctor can follow.',
    color: 'teal',
  },
  {
    icon: droplet,
    title: SERVICE_NAMES[1],
    description:
      'IV fluids and electrolytes for dehydration, given at your bedside by a licensed nurse, only when your own doctor orders them.',
    color: 'blue',
  },
  {
    icon: cells,
    title: SERVICE_NAMES[2],
    description:
      'A graft of donated placental tissue for wounds that have not healed after about 4 weeks of standard care. Regulated by the FDA as a human tissue product; not FDA-approved to heal wounds. Not an injection, and not a cure.',
    color: 'violet',
  },
];

export interface ServiceDetail extends ServiceCard {
  id: string;
  paragraphs: readonly string[];
  includesTitle: string;
  includes: readonly string[];
}

/** The three detailed sections of /services. */
export const SERVICE_DETAILS: readonly ServiceDetail[] = [
  {
    ...HOME_SERVICE_CARDS[0]!,
    id: 'wound-care',
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
    ...HOME_SERVICE_CARDS[1]!,
    id: 'iv-hydration',
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
    ...HOME_SERVICE_CARDS[2]!,
    id: 'stem-cell',
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

/** The two further services shown as cards on /services. */
export const SUPPORT_SERVICES: readonly ServiceCard[] = [
  {
    icon: layers,
    title: SERVICE_NAMES[3],
    description:
      'Skin substitutes made in a lab, for example from skin cells grown on a mesh or from collagen. They act as a scaffold that new tissue can grow into. We use them for some deep or stubborn ulcers, applied and checked at home.',
    color: 'amber',
  },
  {
    icon: waves,
    title: SERVICE_NAMES[4],
    description:
      'Measured compression wraps and stockings move fluid out of swollen legs and are the main treatment for venous leg ulcers. We check circulation first, fit them properly and teach you how to put them on.',
    color: 'rose',
  },
];

export interface TissueOption {
  /** The service's name and what it is made of. */
  heading: string;
  madeFrom: string;
  whatItIs: string;
}

/** Placental tissue grafts and bioengineered tissue replacement side by side, so a family can tell them apart. */
export const TISSUE_COMPARISON: { options: readonly TissueOption[]; shared: string } = {
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
};
