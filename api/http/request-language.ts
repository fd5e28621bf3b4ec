import type { Request } from 'express';
import type { Lang } from '#contract/language';

/**
 * The language a visitor's request is answered in (decision 033). A body says it in its `language`
 * field (the contract's; validate.ts parseBodyIn); the refusals made before a body is read (too
 * many requests, a full data folder) go by the Content-Language header the site's pages send with
 * it. English otherwise: never the browser's Accept-Language, which says what the visitor's device
 * prefers, not which page they are on.
 */
export function headerLanguage(req: Request): Lang {
  const tags = (req.get('Content-Language') ?? '').split(',');
  return tags.some((tag) => tag.trim().toLowerCase().split('-')[0] === 'es') ? 'es' : 'en';
}
