import type { IconName } from '../ui/icons';
import type { Accent } from '../ui/theme';

/** A service as a card: the spec's icon, title, description and colour. */
export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  color: Accent;
}

/** The three cards on the home page. */
export const HOME_SERVICE_CARDS: readonly ServiceCard[] = [
  {
    icon: 'bandage',
    title: 'Advanced Wound Care',
    description:
      'Assessment, cleaning, debridement and the right dressings for slow-healing wounds, with a written plan your family and doctor can follow.',
    color: 'teal',
  },
  {
    icon: 'droplet',
    title: 'Biologic IV Hydration',
    description:
      'Fluids, electrolytes and nutrients given by a licensed nurse at your bedside to support healing when eating and drinking are not enough.',
    color: 'blue',
  },
  {
    icon: 'cells',
    title: 'Stem Cell Therapy',
    description:
      'Regenerative biologic treatments for chronic wounds that have stalled, offered after a careful review of whether they suit you.',
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
      'A wound that has not improved in four weeks needs more than a fresh bandage. Our wound specialists find out why it is stuck (circulation, pressure, infection, blood sugar, nutrition) and treat the cause as well as the wound.',
      'Every visit is measured and photographed, so you can see progress and your physician receives clear updates. Between visits we teach you or your caregiver exactly what to do, and what to watch for.',
    ],
    includesTitle: 'What a visit includes',
    includes: [
      'Full wound and skin assessment, with measurements and photos',
      'Gentle cleaning and debridement of dead tissue when needed',
      'Advanced dressings chosen for the wound, changed on a set schedule',
      'Offloading and pressure relief advice for feet and heels',
      'Coordination with your physician, pharmacy and supply company',
    ],
  },
  {
    ...HOME_SERVICE_CARDS[1]!,
    id: 'iv-hydration',
    paragraphs: [
      'Healing tissue needs water, protein, vitamins and minerals. Older adults and people with diabetes or poor appetite are often short of them, and a wound slows down as a result.',
      'With an order from your physician, our nurses give IV fluids with electrolytes, vitamins and minerals in your own home. We review your heart and kidney health and your medicines first, and stay with you for the whole infusion.',
    ],
    includesTitle: 'Who it can help',
    includes: [
      'Patients who are dehydrated or cannot drink enough',
      'People recovering from illness, surgery or infection',
      'Patients with low nutrient levels that slow healing',
      'Anyone for whom a trip to an infusion center is hard',
    ],
  },
  {
    ...HOME_SERVICE_CARDS[2]!,
    id: 'stem-cell',
    paragraphs: [
      'Some chronic wounds stop healing even with good care. Regenerative therapies place biologic material, derived from donated birth tissue and rich in growth factors, on the wound bed to help the body restart its own repair.',
      'These treatments suit some wounds and not others. We look at your circulation, any infection and your other conditions, explain the evidence and the likely cost in plain language, and check your coverage before anything is applied.',
    ],
    includesTitle: 'How we approach it',
    includes: [
      'An honest assessment of whether it is right for your wound',
      'Prior authorization and coverage checks handled for you',
      'Application at home, with weekly follow-up measurements',
      'A clear plan for what happens if the wound does not respond',
    ],
  },
];

/** The two further services shown as cards on /services. */
export const SUPPORT_SERVICES: readonly ServiceCard[] = [
  {
    icon: 'layers',
    title: 'Bioengineered Tissue Replacement',
    description:
      'Skin substitutes grown or processed in the lab act as a scaffold that new tissue can grow into. We use them for deep or stubborn ulcers and burns, applied and monitored at home.',
    color: 'amber',
  },
  {
    icon: 'waves',
    title: 'Compression Therapy',
    description:
      'Measured compression wraps and stockings move fluid out of swollen legs and are the foundation of venous ulcer care. We check circulation first, fit them properly and teach you how to put them on.',
    color: 'rose',
  },
];
