import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNKS } from '../web/content/routes';
import { chunkGroups, findChunkModules, languageProblems, wordsLang } from './chunking';

const root = resolve(import.meta.dirname, '..');
/** A file's id as the build names it: a package's file by its real path (node_modules may be a link to a shared install). */
const id = (file: string) => {
  const path = resolve(root, file);
  try {
    return realpathSync(path);
  } catch {
    return path; // A made-up file of a test graph.
  }
};

/** A module graph as the build would hand it over: file → its static and dynamic imports. */
type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

/** The booking pages, each in both languages (decision 031): a module name of each (web/routes/en|es/<name>.tsx). */
const BOOKING_PAGES = ['contact', 'coordinators', 'consultation', 'booking-manage', 'refer'];

/** The graph every case starts from: the files web/content/routes.ts names, in a site shaped like this one. */
const SITE: Graph = {
  'web/hydrate.tsx': { imports: ['node_modules/react-dom/client.js', 'web/app.tsx', 'api/contract/index.ts'], lazy: ['web/features/offline/start-offline-app.ts'] },
  'node_modules/react-dom/client.js': {},
  'web/app.tsx': { imports: ['web/route-pages.ts'] },
  'web/route-pages.ts': { lazy: ['web/routes/about.tsx', ...BOOKING_PAGES.flatMap((page) => [`web/routes/en/${page}.tsx`, `web/routes/es/${page}.tsx`])] },
  'api/contract/index.ts': { imports: ['api/contract/provider.ts', 'api/contract/schemas.ts', 'api/contract/dates/times.ts', 'api/contract/dates/calendar.ts', 'api/contract/dates/checks.ts', 'api/contract/dates/wall-clock.ts'] },
  'api/contract/provider.ts': {},
  'api/contract/schemas.ts': { imports: ['node_modules/valibot/dist/index.mjs', 'api/contract/dates/checks.ts', ...CHUNKS.booking.with] },
  'node_modules/valibot/dist/index.mjs': {},
  'api/contract/dates/times.ts': {},
  'api/contract/dates/calendar.ts': {},
  'api/contract/dates/checks.ts': {},
  'api/contract/dates/wall-clock.ts': {},
  'web/features/offline/start-offline-app.ts': { imports: ['web/i18n/messages.ts'] },
  ...Object.fromEntries(CHUNKS.shell.with.map((file) => [file, {}])),
  ...Object.fromEntries([...Object.values(CHUNKS.words), ...Object.values(CHUNKS.wordsWith).flat()].map((file) => [file, {}])),
  'web/routes/about.tsx': { imports: ['web/ui/section.ts', 'web/ui/card.ts'] },
  'web/routes/en/contact.tsx': { imports: ['web/features/booking/consultation-booking.tsx', 'web/blocks/urgent-note.tsx', 'web/ui/section.ts'] },
  'web/routes/en/consultation.tsx': { imports: ['web/features/booking/consultation-booking.tsx', 'web/blocks/urgent-note.tsx', 'web/ui/fact-list.tsx'] },
  'web/routes/en/coordinators.tsx': { imports: ['web/features/booking/coordinator-booking.tsx', 'web/blocks/urgent-note.tsx', 'web/ui/fact-list.tsx', 'api/contract/dates/times.ts'] },
  'web/routes/en/booking-manage.tsx': { imports: ['web/lib/query-provider.tsx'] },
  // The referral form is built from the booking forms' kit (web/ui/form.tsx).
  'web/routes/en/refer.tsx': { imports: ['web/pages/refer.tsx'] },
  'web/routes/es/refer.tsx': { imports: ['web/pages/refer.tsx'] },
  'web/pages/refer.tsx': { imports: ['web/features/referral/referral-form.tsx', 'web/blocks/urgent-note.tsx'] },
  'web/features/referral/referral-form.tsx': { imports: ['web/ui/form.tsx'] },
  // The Spanish pages import what their English twins do (their words aside).
  'web/routes/es/contact.tsx': { imports: ['web/features/booking/consultation-booking.tsx', 'web/blocks/urgent-note.tsx', 'web/ui/section.ts'] },
  'web/routes/es/consultation.tsx': { imports: ['web/features/booking/consultation-booking.tsx', 'web/blocks/urgent-note.tsx', 'web/ui/fact-list.tsx'] },
  'web/routes/es/coordinators.tsx': { imports: ['web/features/booking/coordinator-booking.tsx', 'web/blocks/urgent-note.tsx', 'web/ui/fact-list.tsx', 'api/contract/dates/times.ts'] },
  'web/routes/es/booking-manage.tsx': { imports: ['web/lib/query-provider.tsx'] },
  'web/features/booking/consultation-booking.tsx': { imports: ['web/features/booking/use-booking-flow.ts', 'web/i18n/messages.ts', 'api/contract/dates/calendar.ts'] },
  'web/features/booking/coordinator-booking.tsx': { imports: ['web/features/booking/use-booking-flow.ts', 'web/i18n/messages.ts', 'api/contract/dates/times.ts'] },
  'web/features/booking/use-booking-flow.ts': { imports: ['web/lib/query-provider.tsx', 'web/ui/form.tsx'] },
  'web/lib/query-provider.tsx': { imports: ['node_modules/@tanstack/react-query/build/modern/index.js'], lazy: ['web/lib/slot-persistence.ts'] },
  'node_modules/@tanstack/react-query/build/modern/index.js': { imports: [...CHUNKS.booking.without] },
  ...Object.fromEntries(CHUNKS.booking.without.map((file) => [file, {}])),
  'web/lib/slot-persistence.ts': { imports: ['node_modules/@tanstack/react-query/build/modern/index.js'] },
  'web/ui/form.tsx': { imports: [...CHUNKS.booking.with] },
  ...Object.fromEntries(CHUNKS.booking.with.map((file) => [file, {}])),
  'web/blocks/urgent-note.tsx': {},
  'web/ui/fact-list.tsx': {},
};

/** Runs the plugin on `graph` as the client build would, and says which group each file goes to. */
function chunkOf(graph: Graph): (file: string) => string | undefined {
  return split(graph).chunkOf;
}

function split(graph: Graph) {
  const ids = Object.keys(graph).map(id);
  const context = {
    environment: { config: { build: { ssr: false } } },
    getModuleIds: () => ids.values(),
    getModuleInfo: (moduleId: string) => {
      const file = Object.keys(graph).find((name) => id(name) === moduleId);
      return file ? { importedIds: (graph[file]!.imports ?? []).map(id), dynamicallyImportedIds: (graph[file]!.lazy ?? []).map(id) } : null;
    },
  };
  const plugin = findChunkModules();
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  const chunkOf = (file: string) => [...chunkGroups].sort((a, b) => b.priority - a.priority).find((group) => group.test(id(file)))?.name;
  /** The bundle check, on chunks given as name → file → rendered length. */
  const checkBundle = (chunks: Record<string, Record<string, number>>) => {
    const bundle = Object.fromEntries(
      Object.entries(chunks).map(([name, modules]) => [`assets/${name}.js`, { type: 'chunk', name, modules: Object.fromEntries(Object.entries(modules).map(([file, renderedLength]) => [id(file), { renderedLength }])) }]),
    );
    const bundling = { ...context, error: (message: string) => { throw new Error(message); } };
    (plugin.generateBundle as unknown as (this: typeof bundling, options: object, bundle: object) => void).call(bundling, {}, bundle);
  };
  return { chunkOf, checkBundle };
}

describe('the client build’s chunks', () => {
  it('when the site is split, then hydration’s imports are the shell (their packages the framework) with the parts declared beside them', () => {
    const chunk = chunkOf(SITE);

    expect(['node_modules/react-dom/client.js'].map(chunk)).toEqual(['framework']);
    expect(['web/app.tsx', 'web/route-pages.ts', 'api/contract/provider.ts', 'web/ui/card.ts', 'web/i18n/messages.ts'].map(chunk)).toEqual(['shell', 'shell', 'shell', 'shell', 'shell']);
    // hydrate.tsx stays an entry of its own.
    expect(chunk('web/hydrate.tsx')).toBeUndefined();
  });

  it('when hydration reaches a module only through the contract’s index, then a part declared `without` stays out of every first load, with what only it imports', () => {
    const chunk = chunkOf(SITE);

    for (const file of ['api/contract/schemas.ts', 'node_modules/valibot/dist/index.mjs', 'api/contract/dates/checks.ts', 'api/contract/dates/times.ts']) expect(chunk(file), file).toBeUndefined();
  });

  it('when both booking widgets import a module, then it goes to `booking`, unless a page that is not a booking page or the offline start-up uses it too', () => {
    const chunk = chunkOf(SITE);

    expect(['web/features/booking/use-booking-flow.ts', 'web/ui/form.tsx', 'node_modules/@tanstack/react-query/build/modern/index.js', 'web/lib/query-provider.tsx'].map(chunk)).toEqual(['booking', 'booking', 'booking', 'booking']);
    // The widgets stay with their pages; the calendar with the one widget that uses it.
    expect(['web/features/booking/consultation-booking.tsx', 'web/features/booking/coordinator-booking.tsx', 'api/contract/dates/calendar.ts'].map(chunk)).toEqual([undefined, undefined, undefined]);
    // Used by three booking pages but not the manage page: its own small file, not every booking page's.
    expect(chunk('web/blocks/urgent-note.tsx')).toBeUndefined();

    const aboutUsesTheForm = chunkOf({ ...SITE, 'web/routes/about.tsx': { imports: ['web/ui/section.ts', 'web/ui/form.tsx'] } });
    expect(aboutUsesTheForm('web/ui/form.tsx')).toBeUndefined();
    expect(aboutUsesTheForm('web/features/booking/use-booking-flow.ts')).toBe('booking');
  });

  it('when the widgets reach a package’s module only through its index, then a file declared in `booking.without` stays out of `booking`, for what runs it after load', () => {
    const chunk = chunkOf(SITE);

    expect(chunk('node_modules/@tanstack/query-core/build/modern/hydration.js')).toBeUndefined();
    expect(chunk('node_modules/@tanstack/react-query/build/modern/index.js')).toBe('booking');
  });

  it('when the booking forms use a module that other pages reach only through the contract’s index, then one declared in `booking.with` goes to `booking`', () => {
    // The offline start-up imports the contract's index (for a constant), as the real one does.
    const site = { ...SITE, 'web/features/offline/start-offline-app.ts': { imports: ['web/i18n/messages.ts', 'api/contract/index.ts'] } };
    const chunk = chunkOf(site);

    for (const file of CHUNKS.booking.with) expect(chunk(file), file).toBe('booking');
    const undeclared = { ...site, 'web/ui/form.tsx': { imports: ['api/contract/field-names.ts'] }, 'api/contract/field-names.ts': {}, 'api/contract/schemas.ts': { imports: ['api/contract/field-names.ts'] } };
    expect(chunkOf(undeclared)('api/contract/field-names.ts')).toBeUndefined();
  });

  it('when a language’s shell words import facts its pages use too, then the declared ones are in that language’s words file, not files of their own', () => {
    const chunk = chunkOf(SITE);

    expect([CHUNKS.words.es, ...CHUNKS.wordsWith.es].map(chunk)).toEqual([CHUNKS.words.es, ...CHUNKS.wordsWith.es].map(() => 'shell.es'));
    expect([CHUNKS.words.en, ...CHUNKS.wordsWith.en].map(chunk)).toEqual([CHUNKS.words.en, ...CHUNKS.wordsWith.en].map(() => 'shell.en'));
    const { 'api/contract/hours.es.ts': _hours, ...hoursMoved } = SITE;
    expect(() => chunkOf(hoursMoved)).toThrow('chunking: api/contract/hours.es.ts (CHUNKS.wordsWith.es');
  });

  it('when a file the table declares is not in the build (renamed, moved), then the build stops and names it', () => {
    const { 'api/contract/dates/times.ts': _renamed, ...renamed } = SITE;
    const { 'web/features/booking/coordinator-booking.tsx': _gone, ...widgetGone } = SITE;
    const { 'web/ui/card.ts': _moved, ...cardMoved } = SITE;
    const { 'web/routes/en/booking-manage.tsx': _page, ...pageGone } = SITE;
    const { 'node_modules/@tanstack/query-core/build/modern/hydration.js': _package, ...packageMoved } = SITE;

    expect(() => chunkOf(renamed)).toThrow('chunking: api/contract/dates/times.ts (CHUNKS.shell.without, web/content/routes.ts) is not in the client build');
    expect(() => chunkOf(widgetGone)).toThrow('chunking: web/features/booking/coordinator-booking.tsx (CHUNKS.booking.widgets');
    expect(() => chunkOf(cardMoved)).toThrow('chunking: web/ui/card.ts (CHUNKS.shell.with');
    expect(() => chunkOf(pageGone)).toThrow('chunking: web/routes/en/booking-manage.tsx (the page of /booking/manage');
    expect(() => chunkOf(packageMoved)).toThrow('chunking: node_modules/@tanstack/query-core/build/modern/hydration.js (CHUNKS.booking.without');
  });

  it('when the bundler puts into the shell or booking chunk code that was not declared for it (a declared module’s import), then the build stops and names it', () => {
    const { checkBundle } = split(SITE);

    expect(() => checkBundle({ shell: { 'web/app.tsx': 900, 'web/ui/card.ts': 120, 'api/contract/index.ts': 0 }, booking: { 'web/ui/form.tsx': 300 }, about: { 'web/routes/about.tsx': 500 } })).not.toThrow();
    expect(() => checkBundle({ shell: { 'web/app.tsx': 900, 'web/lib/zone-words.ts': 60 } })).toThrow(
      "chunking: web/lib/zone-words.ts landed in the shell chunk (every page's first load) without being declared",
    );
    expect(() => checkBundle({ booking: { 'web/ui/form.tsx': 300, 'web/blocks/urgent-note.tsx': 200 } })).toThrow("chunking: web/blocks/urgent-note.tsx landed in the booking chunk (every booking page's first load)");
  });
});

describe('a page carries only its own language', () => {
  const chunk = (fileName: string, modules: string[], extra: { isEntry?: boolean; facadeModuleId?: string; imports?: string[] } = {}) => ({
    type: 'chunk' as const,
    fileName,
    isEntry: extra.isEntry ?? false,
    facadeModuleId: extra.facadeModuleId ?? null,
    imports: extra.imports ?? [],
    modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 10 }])),
  });
  const page = (lang: string, imports: string[]) => chunk(`${lang}-page.js`, [`/p/web/routes/${lang}/about.tsx`], { facadeModuleId: `/p/web/routes/${lang}/about.tsx`, imports });

  it('when each page loads its own language only, then there is no problem', () => {
    const bundle = {
      a: chunk('words-en.js', ['/p/web/i18n/about.en.tsx', '/p/web/i18n/team.en.tsx']),
      b: chunk('words-es.js', ['/p/web/i18n/about.es.tsx']),
      c: page('en', ['words-en.js', 'shared.js']),
      d: page('es', ['words-es.js', 'shared.js']),
      e: chunk('shared.js', ['/p/web/pages/about.tsx']),
      f: chunk('hydrate.js', ['/p/web/hydrate.tsx'], { isEntry: true }),
    };
    expect(languageProblems(bundle)).toEqual([]);
    expect([wordsLang('/p/web/i18n/shell.es.tsx'), wordsLang('/p/web/i18n/shell.en.tsx'), wordsLang('/p/web/i18n/services.ts')]).toEqual(['es', 'en', undefined]);
  });

  it('when a chunk mixes languages, an entry holds words, or a Spanish page loads English words, then each is named', () => {
    const bundle = {
      a: chunk('mixed.js', ['/p/web/i18n/about.en.tsx', '/p/web/i18n/about.es.tsx']),
      b: chunk('entry.js', ['/p/web/i18n/shell.en.tsx'], { isEntry: true }),
      c: chunk('words-en.js', ['/p/web/i18n/home.en.tsx']),
      d: chunk('via.js', ['/p/web/i18n/services.ts'], { imports: ['words-en.js'] }),
      e: page('es', ['via.js']),
    };
    const problems = languageProblems(bundle);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/mixed\.js holds words of both languages/);
    expect(problems[1]).toMatch(/entry\.js \(an entry, in every page's first load\) holds catalogue words/);
    expect(problems[2]).toMatch(/the es page .*web\/routes\/es\/about\.tsx loads words-en\.js/);
  });
});
