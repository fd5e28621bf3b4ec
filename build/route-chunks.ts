/**
 * Which built chunks a first visit to a route loads, from Vite's manifest (build.manifest):
 * the prerender lists them in the page for the entry to preload, and the size budget
 * (perf/budget.ts) adds them up, so both agree.
 */
import { langOfPath } from '#contract/language';
import { CHUNKS, moduleOf, routeFor } from '../web/content/routes';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The manifest key of the module that renders a path in its language, as the route table names it. */
const routeModule = (path: string): string => `routes/${moduleOf(routeFor(path), langOfPath(path))}.tsx`;

/** The manifest key of the shell's words in a path's language (CHUNKS.words): '/es/about' → 'i18n/shell.es.tsx'. */
const shellWords = (path: string): string => CHUNKS.words[langOfPath(path)].replace(/^web\//, '');

/**
 * `starts` with their static imports, each after what it imports (the order the entry runs
 * them in), leaving out the keys in `known` (which it fills in as it goes).
 */
function withStaticImports(manifest: ViteManifest, starts: string[], known = new Set<string>()): string[] {
  const ordered: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || known.has(key)) return;
    known.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(key);
  };
  starts.forEach(visit);
  return ordered;
}

const jsFiles = (manifest: ViteManifest, keys: string[]) => keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

/** The manifest keys of a route's first load (see firstLoadFiles). */
function firstLoadKeys(manifest: ViteManifest, path: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (!entries.includes('index.html')) throw new Error('The Vite manifest has no index.html entry.');
  // The template's own script first, then the other entries (hydrate.tsx), the shell's words in the page's language, then the page.
  const words = shellWords(path);
  if (!manifest[words]) throw new Error(`The Vite manifest has no ${words}: CHUNKS.words (web/content/routes.ts) names the shell's words in each language.`);
  return withStaticImports(manifest, ['index.html', ...entries.filter((key) => key !== 'index.html'), words, routeModule(path)]);
}

/**
 * The JavaScript files a route needs before it is interactive: the build's entries (the
 * template's script and hydrate.tsx, which the first loads by URL) with their static imports,
 * plus the shell's words in the path's language and the route's own page chunk in that language, with their static imports. What modules import lazily (the
 * service worker's start-up after the load event, the first toast, the outbox panel, a
 * booking's confirmation) loads when it is needed, not on a first load. Each file comes after
 * the files it imports statically.
 */
export function firstLoadFiles(manifest: ViteManifest, path: string): string[] {
  return jsFiles(manifest, firstLoadKeys(manifest, path));
}

/**
 * Modules that every page holding their importer loads by itself once it has hydrated, with no
 * visitor action: the service worker's start-up (after the load event), the saved slot lists
 * (after a booking widget hydrates), the booking checks (with the slot list they check) and the
 * booking pages' static words (what happens after you book, the contact card), hydrated when they arrive. They
 * are not on the way to an interactive page, but a first visit does download them, so the
 * budget prints them next to the first load.
 */
const AFTER_LOAD_MODULES = ['features/offline/start-offline-app.ts', 'lib/slot-persistence.ts', 'features/booking/booking-answers.ts', 'features/booking/booking-rules.ts', 'features/booking/booking-rules.es.ts', 'features/booking/consultation-fields.tsx', 'i18n/consultation-fields.en.tsx', 'i18n/consultation-fields.es.tsx', 'ui/next-steps.tsx', 'i18n/after-booking.en.tsx', 'i18n/after-booking.es.tsx', 'i18n/contact-details.en.tsx', 'i18n/contact-details.es.tsx', 'ui/contact-details.tsx'];

/** The files a route downloads after it is interactive without any visitor action (see AFTER_LOAD_MODULES). */
export function afterLoadFiles(manifest: ViteManifest, path: string): string[] {
  const firstLoad = firstLoadKeys(manifest, path);
  const lazy = firstLoad.flatMap((key) => (manifest[key]!.dynamicImports ?? []).filter((module) => AFTER_LOAD_MODULES.includes(module)));
  return jsFiles(manifest, withStaticImports(manifest, lazy, new Set(firstLoad)));
}
