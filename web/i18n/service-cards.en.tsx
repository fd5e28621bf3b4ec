/**
 * The five services' card descriptions in English, in the order of their names (SERVICE_NAMES in
 * shell.en.tsx): the home page shows the first three, /services the last two as cards and the first
 * three at length. Spanish: service-cards.es.tsx, typed by these. Each says what the treatment is
 * and what it is not (decision 025; web/content/names.test.ts checks the FDA wording).
 */
export const SERVICE_CARDS = {
  descriptions: [
    'Assessment, cleaning, debridement and the right dressings for slow-healing wounds, with a written plan your family and doctor can follow.',
    'IV fluids and electrolytes for dehydration, given at your bedside by a licensed nurse, only when your own doctor orders them.',
    'A graft of donated placental tissue for wounds that have not healed after about 4 weeks of standard care. Regulated by the FDA as a human tissue product; not FDA-approved to heal wounds. Not an injection, and not a cure.',
    'Skin substitutes made in a lab, for example from skin cells grown on a mesh or from collagen. They act as a scaffold that new tissue can grow into. We use them for some deep or stubborn ulcers, applied and checked at home.',
    'Measured compression wraps and stockings move fluid out of swollen legs and are the main treatment for venous leg ulcers. We check circulation first, fit them properly and teach you how to put them on.',
  ] as [string, string, string, string, string],
};

export type ServiceCardsWords = typeof SERVICE_CARDS;
