import { languageOf } from '#contract/language';
import { Badge } from './badge';

/**
 * "Prefers Spanish" on a booking or inquiry made on the Spanish pages (decision 033), so the right
 * person calls back. A badge with words, never colour alone; nothing for English, the default.
 */
export function PrefersSpanish({ record }: { record: { language?: unknown } }) {
  return languageOf(record) === 'es' ? <Badge $tone="info">Prefers Spanish</Badge> : null;
}

/**
 * The language of what the patient wrote (notes, a message), for its `lang` attribute: the staff
 * pages are English, so a Spanish text is marked, and a screen reader says it in Spanish (WCAG 3.1.2).
 * Undefined for English, which the page already says.
 */
export const writtenIn = (record: { language?: unknown }): 'es' | undefined => (languageOf(record) === 'es' ? 'es' : undefined);

/** Whether a record shows the badge: for a row that shows its marks only when there are some. */
export const prefersSpanish = (record: { language?: unknown }): boolean => languageOf(record) === 'es';
