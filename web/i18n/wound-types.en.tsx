/**
 * The wounds we treat (api/contract WOUND_TYPES), by their contract value, as a page in English
 * names them: the value itself. Shared by /services and /faqs; Spanish: wound-types.es.tsx.
 */
import { WOUND_TYPES } from '#contract';

export type WoundType = (typeof WOUND_TYPES)[number];

export const WOUND_TYPE_NAMES = Object.fromEntries(WOUND_TYPES.map((type) => [type, type])) as Record<WoundType, string>;
