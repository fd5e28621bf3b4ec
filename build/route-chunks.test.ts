import { describe, expect, it } from 'vitest';
import { afterLoadFiles, firstLoadFiles, type ViteManifest } from './route-chunks';

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
    const { 'i18n/shell.es.tsx': _spanishWords, ...withoutSpanishWords } = manifest;
    expect(() => firstLoadFiles(withoutSpanishWords, '/es/about')).toThrow(/no i18n\/shell\.es\.tsx/);
  });
});

describe('after-load JavaScript', () => {
  it('when a page has hydrated, then what loads by itself counts (the offline start-up, saved slot lists), not what is already loaded or what a visitor asks for', () => {
    expect(afterLoadFiles(manifest, '/')).toEqual(['assets/workbox.js', 'assets/offline.js']);
    expect(afterLoadFiles(manifest, '/consultation')).toEqual(['assets/workbox.js', 'assets/offline.js', 'assets/persistence.js']);
  });
});
