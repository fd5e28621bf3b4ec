/**
 * English words kept on purpose in Spanish text, after the Spanish, because families meet them in
 * English (on signs, on insurance papers): "un centro de atención de urgencias (urgent care)".
 * Wherever a Spanish page or guide shows one it is marked as English (`lang="en"`, WCAG 3.1.2
 * Language of Parts: web/ui/glossed.tsx, api/resources/ladder.ts); e2e/every-page.spec.ts checks
 * no Spanish page shows one unmarked. In a select's option, where no part can be marked, the
 * Spanish is written without it. docs/glossary.es.md says which term carries which.
 */
export const ENGLISH_GLOSSES = ['urgent care', 'nursing homes', 'Good Faith Estimate'] as const;

const GLOSS = new RegExp(`(${ENGLISH_GLOSSES.join('|')})`);

/** A text cut where its English glosses start and end: [Spanish, English, Spanish, …], odd places English. */
export const splitGlosses = (text: string): string[] => text.split(GLOSS);
