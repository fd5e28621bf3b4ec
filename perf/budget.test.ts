import { describe, expect, it } from 'vitest';
import { BUDGET, overBudget, pageScripts, precacheUrls, ROUTES, routeJavaScript } from './budget';
import { afterLoadFiles, firstLoadFiles, type ViteManifest } from '../build/route-chunks';

/** A build whose staff app is built and kept apart. */
const APART = { built: true, precached: [], mentionedBy: [] };

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', 'route-pages.ts'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'route-pages.ts': { file: 'assets/route-pages.js', dynamicImports: ['routes/en/home.tsx', 'routes/en/consultation.tsx'] },
  'react-dom/client.js': { file: 'assets/react-dom.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'hydrate.tsx': { file: 'assets/hydrate.js', isEntry: true, imports: ['react-dom/client.js', '_styles.css', '_shell.js'], dynamicImports: ['routes/en/home.tsx', 'features/offline/start-offline-app.ts'] },
  '_shell.js': { file: 'assets/shell.js', dynamicImports: ['_toast-card.js'] },
  '_toast-card.js': { file: 'assets/toast-card.js' },
  'i18n/shell.en.tsx': { file: 'assets/shell.en.js', imports: ['_shell.js'] },
  'i18n/shell.es.tsx': { file: 'assets/shell.es.js', imports: ['_shell.js', '_provider.es.js'] },
  '_provider.es.js': { file: 'assets/provider.es.js' },
  'routes/en/about.tsx': { file: 'assets/about.en.js', imports: ['_about.js'] },
  'routes/es/about.tsx': { file: 'assets/about.es.js', imports: ['_about.js', '_provider.es.js'] },
  '_about.js': { file: 'assets/about.js' },
  '_styles.css': { file: 'assets/styles.css' },
  'features/offline/start-offline-app.ts': { file: 'assets/offline.js', imports: ['_shell.js', '_workbox.js'] },
  '_workbox.js': { file: 'assets/workbox.js' },
  'routes/en/home.tsx': { file: 'assets/home.js', imports: ['_card.js'] },
  'routes/en/consultation.tsx': { file: 'assets/consultation.js', imports: ['_card.js', '_booking.js'], dynamicImports: ['_ics.js'] },
  '_card.js': { file: 'assets/card.js' },
  '_booking.js': { file: 'assets/booking.js', dynamicImports: ['lib/slot-persistence.ts', '_ics.js'] },
  'lib/slot-persistence.ts': { file: 'assets/persistence.js', imports: ['_booking.js'] },
  '_ics.js': { file: 'assets/ics.js' },
};

describe('first-load JavaScript', () => {
  it('when a route is visited, then the entry, what it loads to hydrate and that page count; other pages, after-load and nested lazy code do not', () => {
    expect(firstLoadFiles(manifest, '/consultation').sort()).toEqual(
      ['index.js', 'runtime.js', 'route-pages.js', 'react-dom.js', 'react.js', 'hydrate.js', 'shell.js', 'shell.en.js', 'consultation.js', 'card.js', 'booking.js'].map((file) => `assets/${file}`).sort(),
    );
    expect(firstLoadFiles(manifest, '/')).not.toContain('assets/consultation.js');
    // Each file comes after what it imports: the template's entry first, hydrate.tsx before the page.
    const order = firstLoadFiles(manifest, '/consultation');
    expect(order.indexOf('assets/react.js')).toBeLessThan(order.indexOf('assets/react-dom.js'));
    expect(order.indexOf('assets/index.js')).toBeLessThan(order.indexOf('assets/hydrate.js'));
    expect(order.at(-1)).toBe('assets/consultation.js');
  });

  it('when a page is visited in a language, then its first load holds the shell words and the page module of that language only', () => {
    const spanish = firstLoadFiles(manifest, '/es/about');
    expect(spanish).toEqual(expect.arrayContaining(['assets/shell.es.js', 'assets/provider.es.js', 'assets/about.es.js', 'assets/about.js']));
    expect(spanish).not.toContain('assets/shell.en.js');
    expect(spanish).not.toContain('assets/about.en.js');
    const english = firstLoadFiles(manifest, '/about');
    expect(english).toEqual(expect.arrayContaining(['assets/shell.en.js', 'assets/about.en.js', 'assets/about.js']));
    expect(english.filter((file) => file.includes('.es.'))).toEqual([]);
    expect(ROUTES).toEqual(expect.arrayContaining(['/about', '/es/about']));
    const { 'i18n/shell.es.tsx': _spanishWords, ...withoutSpanishWords } = manifest;
    expect(() => firstLoadFiles(withoutSpanishWords, '/es/about')).toThrow(/no i18n\/shell\.es\.tsx/);
  });

  it('when sizes are added up, then a page over its budget is reported with its files', () => {
    const reactDom = BUDGET.routeJsBytes - 500;
    const routes = routeJavaScript(manifest, (file) => (file === 'assets/react-dom.js' ? reactDom : 100));
    expect(routes.find((route) => route.route === '/')!.bytes).toBe(reactDom + 9 * 100);
    const problems = overBudget({ routes, precache: { files: 1, bytes: 2 * 1024 * 1024, brotliBytes: 0 }, staff: APART });
    expect(problems.some((problem) => problem.startsWith('/about: ') && problem.includes('assets/react-dom.js'))).toBe(true);
    expect(problems.filter((problem) => problem.includes('of first-load JS'))).toHaveLength(ROUTES.length);
    expect(problems.at(-1)).toMatch(/^precache: 2097152 B/);
  });

  it('when a page\'s HTML loads a script of its own (the early calendar), then it counts in that page\'s first load, before the entry', () => {
    const html = '<head><script src="/assets/early-calendar.en-1a2b3c4d.js" defer></script><script type="application/ld+json">{}</script><script async type="module" crossorigin src="/assets/index.js"></script></head>';
    expect(pageScripts(html, manifest)).toEqual(['assets/early-calendar.en-1a2b3c4d.js']);
    const routes = routeJavaScript(manifest, () => 100, (route) => (route === '/consultation' ? html : ''));
    const consultation = routes.find((route) => route.route === '/consultation')!;
    expect(consultation.files[0]).toBe('assets/early-calendar.en-1a2b3c4d.js');
    const without = routeJavaScript(manifest, () => 100).find((route) => route.route === '/consultation')!;
    expect(consultation.bytes - without.bytes).toBe(100);
  });

  it('when a page fetches a large file by itself after load, then that is reported too', () => {
    const routes = routeJavaScript(manifest, (file) => (file === 'assets/persistence.js' ? 15 * 1024 : 100));
    const problems = overBudget({ routes, precache: { files: 1, bytes: 1, brotliBytes: 1 }, staff: APART });
    expect(problems).toEqual([`/consultation: 15560 B fetched after load > ${BUDGET.afterLoadBytes} B`]);
  });
});

describe('the staff area', () => {
  const within = { routes: routeJavaScript(manifest, () => 100), precache: { files: 1, bytes: 1, brotliBytes: 1 } };

  it('when the staff app is missing from the build, precached or named by a public file, then each is reported', () => {
    expect(overBudget({ ...within, staff: APART })).toEqual([]);
    expect(overBudget({ ...within, staff: { ...APART, built: false } })).toEqual(['staff: no staff/index.html in the build']);
    expect(overBudget({ ...within, staff: { ...APART, precached: ['staff/index.html'] } })).toEqual(['staff: precached staff/index.html']);
    expect(overBudget({ ...within, staff: { ...APART, mentionedBy: ['assets/shell.js'] } })).toEqual(['staff: named by public files assets/shell.js']);
  });
});

describe('after-load JavaScript', () => {
  it('when a page has hydrated, then what loads by itself counts (the offline start-up, saved slot lists), not what is already loaded or what a visitor asks for', () => {
    expect(afterLoadFiles(manifest, '/')).toEqual(['assets/workbox.js', 'assets/offline.js']);
    expect(afterLoadFiles(manifest, '/consultation')).toEqual(['assets/workbox.js', 'assets/offline.js', 'assets/persistence.js']);
  });
});

describe('precacheUrls', () => {
  it('when sw.js holds the injected manifest, then its URLs are read', () => {
    const sw = 'self.x=1;precache([{"revision":"a1","url":"index.html"},{"revision":null,"url":"assets/index.js"}]);addRoute()';
    expect(precacheUrls(sw)).toEqual(['index.html', 'assets/index.js']);
  });

  it('when sw.js has no manifest, then it says so instead of counting nothing', () => {
    expect(() => precacheUrls('self.__WB_MANIFEST')).toThrow(/No precache manifest/);
  });
});
