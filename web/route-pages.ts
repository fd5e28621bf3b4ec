import type { ComponentType } from 'react';
import { type Lang, langOfPath } from '#contract/language';
import { moduleOf, routeFor } from './content/routes';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each route's page in each language (the default export of the module the route table names),
 * loaded on demand: app.tsx renders them with React.lazy, and the entry runs the current one
 * before hydrating, so hydration does not wait for it. The build makes one chunk each; a page in
 * both languages has a module per language (web/routes/en/, web/routes/es/) and its words with it.
 */
const modules = import.meta.glob<{ default: ComponentType }>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/** Loads (and runs) the module of the page a path shows, in the path's language unless `lang` says. */
export function loadPage(path: string, lang: Lang = langOfPath(path)): PageModule {
  // Every module the table names exists (web/content/routes.test.ts).
  return modules[`./routes/${moduleOf(routeFor(path), lang)}.tsx`]!();
}
