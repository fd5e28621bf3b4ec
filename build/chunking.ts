/**
 * How the client build splits its JavaScript (docs/decisions/008 and 030): a first visit loads the
 * entry, one `framework` file (React, React DOM, React Router, styled-components), one `shell` file
 * (layout, header, footer, toasts, outbox button) and the page's own chunk with what only it needs;
 * the booking pages add one `booking` file. A dozen small shared chunks cost more (headers, one
 * request each, worse compression, a long task to start them) than the bytes they saved.
 *
 * What goes where is declared in the route table's file (CHUNKS and each route's `booking`, in
 * web/content/routes.ts), by exact file names: this plugin follows their imports and stops the
 * build when a name is not in it, or when the bundle puts undeclared code in `framework`, `shell`
 * or `booking`, so a rename or a new import cannot quietly move code into every first load.
 */
import { realpathSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { pathIn } from '#contract/language';
import { CHUNKS, langsOf, moduleOf, ROUTES, type Route } from '../web/content/routes';

const root = resolve(import.meta.dirname, '..');
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** The shell's modules (the entry's static imports and CHUNKS.shell.with), filled in once the module graph is complete. */
const shellModules = new Set<string>();
/** Each language's shell words with the facts declared beside them (CHUNKS.words, CHUNKS.wordsWith), filled in with the shell. */
const wordsModules = { en: new Set<string>(), es: new Set<string>() };
/** The booking chunk's modules, filled in with the shell. */
const bookingModules = new Set<string>();

export function findChunkModules(): Plugin {
  return {
    name: 'find-chunk-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      const known = new Set([...this.getModuleIds()].map(normalizePath));
      /** The build's id of a file CHUNKS or the route table names; the build stops when it is not in the build. */
      const idOf = (file: string, declaredAs: string): string => {
        const path = resolve(root, file);
        // A package's file by its real path (node_modules may be a link to a shared install), as the build names it.
        let id = normalizePath(path);
        try {
          id = normalizePath(realpathSync(path));
        } catch {
          // Not on disk: the message below names it.
        }
        if (!known.has(id)) throw new Error(`chunking: ${file} (${declaredAs}, web/content/routes.ts) is not in the client build: renamed or moved? Name it as it is now.`);
        return id;
      };
      const imports = (id: string) => (this.getModuleInfo(id)?.importedIds ?? []).map(normalizePath);
      /** `start` and what it imports statically, followed, without entering `stops`. */
      const staticClosure = (start: string, stops = new Set<string>()) => {
        const found = new Set<string>();
        const queue = [start];
        while (queue.length) {
          const id = queue.pop()!;
          if (found.has(id) || stops.has(id)) continue;
          found.add(id);
          queue.push(...imports(id));
        }
        return found;
      };

      for (const lang of ['en', 'es'] as const) {
        wordsModules[lang].clear();
        for (const file of [CHUNKS.words[lang], ...CHUNKS.wordsWith[lang]]) wordsModules[lang].add(idOf(file, `CHUNKS.words${file === CHUNKS.words[lang] ? '' : 'With'}.${lang}`));
      }
      const entry = idOf(CHUNKS.shell.entry, 'CHUNKS.shell.entry');
      const without = new Set(CHUNKS.shell.without.map((file) => idOf(file, 'CHUNKS.shell.without')));
      shellModules.clear();
      for (const id of staticClosure(entry, without)) shellModules.add(id);
      for (const file of CHUNKS.shell.with) shellModules.add(idOf(file, 'CHUNKS.shell.with'));

      // A booking page in both languages (decision 031): its Spanish module is a booking page too, not
      // "elsewhere", or everything the two share would leave `booking` for files of their own.
      const bookingPages = new Set(
        (ROUTES as readonly Route[])
          .filter((route) => route.booking)
          .flatMap((route) => langsOf(route).map((lang) => idOf(`web/routes/${moduleOf(route, lang)}.tsx`, `the page of ${pathIn(route.path, lang)}`))),
      );
      // What the shell loads lazily other than the booking pages (the other pages, the offline
      // start-up, the outbox panel, the toast card): a module they use stays out of `booking`, or
      // they would download all of it for a few lines.
      const lazyFromShell = [...shellModules].flatMap((id) => (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).map(normalizePath));
      const usedElsewhere = new Set(lazyFromShell.filter((id) => !bookingPages.has(id)).flatMap((id) => [...staticClosure(id)]));
      const sharedByAll = (closures: Set<string>[]) => [...(closures[0] ?? [])].filter((id) => closures.every((closure) => closure.has(id)));
      const widgets = CHUNKS.booking.widgets.map((file) => idOf(file, 'CHUNKS.booking.widgets'));
      bookingModules.clear();
      // What the widgets share, and the page parts every booking page uses outside them (the fact
      // list): one file instead of a few of a few hundred bytes.
      const notBooking = new Set(CHUNKS.booking.without.map((file) => idOf(file, 'CHUNKS.booking.without')));
      for (const id of [...sharedByAll(widgets.map((id) => staticClosure(id))), ...sharedByAll([...bookingPages].map((id) => staticClosure(id)))]) {
        if (!shellModules.has(id) && !usedElsewhere.has(id) && !widgets.includes(id) && !notBooking.has(id)) bookingModules.add(id);
      }
      for (const file of CHUNKS.booking.with) bookingModules.add(idOf(file, 'CHUNKS.booking.with'));
    },
    // The bundler also moves what a group's modules import into the group: a module that is in
    // every first load (or every booking page's) without being declared stops the build here.
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const problem of languageProblems(bundle)) this.error(problem);
      const declared: Record<string, Set<string>> = { framework: shellModules, shell: shellModules, booking: bookingModules };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.name in declared)) continue;
        const stray = Object.entries(chunk.modules).filter(([id, module]) => module.renderedLength > 0 && !declared[chunk.name]!.has(normalizePath(id)));
        if (stray.length) {
          const files = stray.map(([id]) => relative(root, id)).join(', ');
          const where = chunk.name === 'booking' ? "every booking page's first load" : "every page's first load";
          this.error(`chunking: ${files} landed in the ${chunk.name} chunk (${where}) without being declared: name it in CHUNKS (web/content/routes.ts) if it belongs there, or import it only where it is used.`);
        }
      }
    },
  };
}

/** A catalogue's language from its file name ('web/i18n/about.es.tsx' → 'es'); undefined for any other module. */
export const wordsLang = (id: string): 'en' | 'es' | undefined => /[\\/]i18n[\\/][^\\/]+\.(en|es)\.tsx?$/.exec(normalizePath(id))?.[1] as 'en' | 'es' | undefined;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * A page carries only its own language's words (docs/decisions/031): no chunk holds
 * catalogues of two languages, the entries (every page's first load) hold none, and no page
 * module of one language (web/routes/en/, web/routes/es/) loads the other's words with it.
 */
export function languageProblems(bundle: Record<string, { type: string } | BundleChunk>): string[] {
  const chunks = Object.values(bundle).filter((chunk): chunk is BundleChunk => chunk.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const langsOf = (chunk: BundleChunk) => new Set(Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0).map(([id]) => wordsLang(id)).filter(Boolean));
  const closure = (start: BundleChunk) => {
    const found = new Set<BundleChunk>();
    const visit = (chunk: BundleChunk | undefined) => {
      if (!chunk || found.has(chunk)) return;
      found.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    visit(start);
    return [...found];
  };
  const problems: string[] = [];
  for (const chunk of chunks) {
    const langs = langsOf(chunk);
    if (langs.size > 1) problems.push(`languages: ${chunk.fileName} holds words of both languages; import each catalogue only from its language's modules.`);
    if (chunk.isEntry && langs.size) problems.push(`languages: ${chunk.fileName} (an entry, in every page's first load) holds catalogue words; only load-shell.ts's dynamic imports may reach them.`);
    const page = /[\\/]web[\\/]routes[\\/](en|es)[\\/]/.exec(normalizePath(chunk.facadeModuleId ?? ''))?.[1];
    if (!page) continue;
    const other = closure(chunk).find((loaded) => [...langsOf(loaded)].some((lang) => lang !== page));
    if (other) problems.push(`languages: the ${page} page ${relative(root, chunk.facadeModuleId!)} loads ${other.fileName}, which holds the other language's words.`);
  }
  return problems;
}

const inShell = (id: string) => shellModules.has(normalizePath(id));
const entryId = normalizePath(resolve(root, CHUNKS.shell.entry));

export const chunkGroups = [
  // Libraries every page hydrates with; they change least often, so they stay cached longest.
  { name: 'framework', priority: 2, test: (id: string) => inShell(id) && isPackage(id) },
  // hydrate.tsx stays the entry's own dynamic import: it starts hydration when it runs.
  { name: 'shell', priority: 1, test: (id: string) => inShell(id) && normalizePath(id) !== entryId },
  // Each language's words, loaded before hydration by that language's pages only.
  { name: 'shell.en', priority: 1, test: (id: string) => wordsModules.en.has(normalizePath(id)) },
  { name: 'shell.es', priority: 1, test: (id: string) => wordsModules.es.has(normalizePath(id)) },
  // One file for what all the booking pages load: split by importer, it came in three files, about 1.5 KB more compressed.
  { name: 'booking', priority: 0, test: (id: string) => bookingModules.has(normalizePath(id)) },
];

/**
 * V8 compiles a function the first time it runs, on the main thread, and hydration runs most of
 * React DOM and styled-components at once. This comment (Chrome's explicit compile hints,
 * ignored elsewhere) has V8 compile the framework file while it downloads, off the main thread:
 * its evaluation, the longest task after the first paint, went from 24 to 14 ms (median of five
 * cold loads on this machine). Other chunks are small or partly lazy, and each line costs bytes.
 */
export const compileHints = (chunk: { name: string }): string => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '');
