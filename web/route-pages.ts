import type { ComponentType } from 'react';
import { moduleOf, routeFor } from './content/routes';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each route's page (the default export of the module the route table names), loaded on demand: app.tsx
 * renders them with React.lazy, and the entry runs the current one before hydrating, so
 * hydration does not wait for it. The route table names the module; the build makes one chunk each.
 */
const modules = import.meta.glob<{ default: ComponentType }>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** Loads (and runs) the module of the page a path shows. */
export function loadPage(path: string): PageModule {
  // Every module the table names exists (web/content/routes.test.ts).
  return modules[`./routes/${moduleOf(routeFor(path))}.tsx`]!();
}
