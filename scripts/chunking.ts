/**
 * How the client build splits its JavaScript (docs/decisions/008-first-load-javascript.md):
 * a first visit loads the entry, one `framework` file (React, React DOM, React Router,
 * styled-components), one `shell` file (layout, header, footer, toasts, outbox button) and the
 * page's own chunk with what only it needs. A dozen small shared chunks cost more (headers, one
 * request each, worse compression, a long task to start them) than the bytes they saved.
 */
import type { Plugin } from 'vite';
import { moduleOf, ROUTES } from '../web/content/routes';

/**
 * The shell: what every page needs to hydrate (the modules hydrate.tsx imports statically,
 * directly or not; route pages and the service-worker start-up are dynamic imports, so they
 * stay out), plus the site's own small UI modules that most pages import (cards, buttons,
 * sections): one file compresses better and costs one request instead of eight.
 * Filled in once the module graph is complete, read when the chunks are made.
 */
const shellModules = new Set<string>();
/** What both booking widgets import (TanStack Query, the form kit, the booking flow), filled in with the shell. */
const bookingModules = new Set<string>();
const HYDRATE = /[\\/]web[\\/]hydrate\.tsx$/;
const BOOKING_PAGES = new RegExp(`[\\\\/]web[\\\\/]routes[\\\\/](${ROUTES.flatMap((route) => ('booking' in route ? [moduleOf(route)] : [])).join('|')})\\.tsx$`);
const OTHER_IMPORTERS = /[\\/]web[\\/](routes[\\/][^/\\]+\.tsx|features[\\/]offline[\\/]start-offline-app\.ts)$/;
const BOOKING_WIDGETS = [/[\\/]web[\\/]features[\\/]booking[\\/]consultation-booking\.tsx$/, /[\\/]web[\\/]features[\\/]booking[\\/]coordinator-booking\.tsx$/];
/** "Most pages": a module at least this many of the eleven pages (ten routes and 404) import. */
const SHARED_BY_PAGES = 4;
/**
 * Pages reached only by a personal link (the manage page) do not vote: what they share with the
 * booking pages would otherwise count once more and move into every visitor's shell.
 */
const PERSONAL_PAGES = new RegExp(`[\\/]web[\\/]routes[\\/](${ROUTES.flatMap((route) => ('noindex' in route ? [moduleOf(route)] : [])).join('|')})\\.tsx$`);

export function findShellModules(): Plugin {
  return {
    name: 'find-shell-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      const staticClosure = (start: string) => {
        const found = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const id = queue.pop()!;
          if (found.has(id)) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const ids = [...this.getModuleIds()];
      const hydrate = ids.find((id) => HYDRATE.test(id));
      if (!hydrate) throw new Error('find-shell-modules: web/hydrate.tsx is not in the client build');
      shellModules.clear();
      for (const id of staticClosure(hydrate)) shellModules.add(id);
      const pagesUsing = new Map<string, number>();
      for (const page of ids.filter((id) => /[\\/]web[\\/]routes[\\/][^/\\]+\.tsx$/.test(id) && !PERSONAL_PAGES.test(id))) {
        for (const id of staticClosure(page)) if (id !== page) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      }
      for (const [id, count] of pagesUsing) {
        if (count >= SHARED_BY_PAGES && /[\\/]web[\\/]/.test(id) && !id.includes('node_modules')) shellModules.add(id);
      }
      const widgets = BOOKING_WIDGETS.map((pattern) => ids.find((id) => pattern.test(id)));
      bookingModules.clear();
      if (widgets.every(Boolean)) {
        const [first, ...others] = widgets.map((id) => staticClosure(id!));
        // What other pages or the service worker's start-up also use (the toast words, say) goes
        // to the shell instead: in the booking file, they would download all of it for a few lines.
        const usedElsewhere = new Set(
          ids.filter((id) => OTHER_IMPORTERS.test(id) && !BOOKING_PAGES.test(id)).flatMap((id) => [...staticClosure(id)]),
        );
        for (const id of first!) {
          if (!others.every((closure) => closure.has(id)) || shellModules.has(id)) continue;
          if (!usedElsewhere.has(id)) bookingModules.add(id);
          else if (!id.includes('node_modules') && !formsOnly.test(id)) shellModules.add(id);
        }
        // Page parts every booking page uses outside the widgets (the fact list) join it too,
        // instead of a file of a few hundred bytes.
        const bookingPages = ids.filter((id) => BOOKING_PAGES.test(id)).map((id) => staticClosure(id));
        for (const id of bookingPages[0] ?? []) {
          if (bookingPages.every((closure) => closure.has(id)) && !shellModules.has(id) && !usedElsewhere.has(id)) bookingModules.add(id);
        }
      }
    },
  };
}

/**
 * The contract's index re-exports its valibot schemas, so the walk above reaches them through
 * `provider`; the shell uses none, and they stay with the forms that do.
 */
const formsOnly = /node_modules[\\/]valibot[\\/]|[\\/]api[\\/]contract[\\/]schemas\.ts$/;
/**
 * Likewise the date module's parts that only some widgets use: time-of-day arithmetic (the
 * facility visit's end time), the booking calendar's, the date check (the forms') and the wall
 * clock (the .ics writer's). A file goes to one chunk with every function of it the site uses;
 * in the shell they would weigh on every page (api/contract/dates/index.ts).
 */
const datesElsewhere = /[\\/]api[\\/]contract[\\/]dates[\\/](times|calendar|checks|wall-clock)\.ts$/;
const inShell = (id: string) => shellModules.has(id) && !formsOnly.test(id) && !datesElsewhere.test(id);

export const chunkGroups = [
  // Libraries every page hydrates with; they change least often, so they stay cached longest.
  { name: 'framework', priority: 2, test: (id: string) => inShell(id) && id.includes('node_modules') },
  // hydrate.tsx stays the entry's own dynamic import: it starts hydration when it runs.
  { name: 'shell', priority: 1, test: (id: string) => inShell(id) && !HYDRATE.test(id) },
  // One file for what all three booking pages load (the widgets themselves stay with their
  // pages): split by importer, it came in three files, about 1.5 KB more compressed.
  { name: 'booking', priority: 0, test: (id: string) => bookingModules.has(id) && !BOOKING_WIDGETS.some((pattern) => pattern.test(id)) },
];

/**
 * V8 compiles a function the first time it runs, on the main thread, and hydration runs most of
 * React DOM and styled-components at once. This comment (Chrome's explicit compile hints,
 * ignored elsewhere) has V8 compile the framework file while it downloads, off the main thread:
 * its evaluation, the longest task after the first paint, went from 24 to 14 ms (median of five
 * cold loads on this machine). Other chunks are small or partly lazy, and each line costs bytes.
 */
export const compileHints = (chunk: { name: string }): string => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '');
