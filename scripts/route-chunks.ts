/**
 * Which built chunks a first visit to a route loads, from Vite's manifest (build.manifest):
 * the prerender lists them in the page for the entry to preload, and the size budget
 * (scripts/perf/budget.ts) adds them up, so both agree.
 */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Loaded after the page's load event (service worker, outbox): not part of a first load. */
export const AFTER_LOAD_MODULES = ['features/offline/start-offline-app.ts'];

/** The module that renders a route: web/routes/ has one file per route, named after its path. */
export function routeModule(path: string): string {
  if (path === '/') return 'routes/home.tsx';
  if (path === '/404') return 'routes/not-found.tsx';
  return `routes${path}.tsx`;
}

const isRoute = (key: string) => key.startsWith('routes/');

/**
 * The JavaScript files a route needs before it is interactive: the entry, the modules the entry
 * itself imports (statically, or dynamically to hydrate, other than route pages and after-load
 * modules) with their static imports, plus the route's own page chunk with its static imports.
 * Code that modules import lazily further down (the first toast, the outbox panel, a booking's
 * confirmation) loads when a visitor needs it, not on a first load. Each file comes after the
 * files it imports statically.
 */
export function firstLoadFiles(manifest: ViteManifest, path: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk.');
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    // Listed after what it imports statically: the entry runs the chunks in this order.
    ordered.push(key);
  };
  visit(entry);
  for (const imported of manifest[entry]!.dynamicImports ?? []) {
    if (!isRoute(imported) && !AFTER_LOAD_MODULES.includes(imported)) visit(imported);
  }
  visit(routeModule(path));
  return ordered.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
