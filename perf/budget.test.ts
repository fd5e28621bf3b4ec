import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { langOfPath } from '#contract/language';
import type { ViteManifest } from '../build/route-chunks';
import { builtPages, moduleOf, NOT_FOUND } from '../web/content/routes';
import { pageFileFor } from '../sw/page-files';
import { CEILINGS, measureBuild, overCeilings, pageScripts, precacheUrls } from './budget';

const KB = 1024;
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Synthetic {
  /** Brotli bytes of a page's own chunk, by path (1 KB where not given). */
  pageKb?: Record<string, number>;
  /** Brotli bytes of the offline start-up every page fetches after load. */
  afterLoadKb?: number;
  /** Bytes of one more precached file. */
  precacheExtra?: number;
  staffBuilt?: boolean;
  /** Public HTML, e.g. a link to the staff area. */
  homeHtml?: string;
}

/**
 * A build folder as `npm run build` leaves one, with every page of the route table: Vite's
 * manifest, each page's HTML, sw.js with its precache list, and the files, each with a .br sibling
 * of the given size (the checker reads a file's brotli size there). Framework and shell: 90 KB.
 */
function syntheticBuild({ pageKb = {}, afterLoadKb = 3, precacheExtra = 0, staffBuilt = true, homeHtml = '<html></html>' }: Synthetic = {}): string {
  dir = mkdtempSync(join(tmpdir(), 'size-check-'));
  const client = join(dir, 'client');
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), text);
  };
  const chunk = (file: string, kb: number) => {
    write(file, `export const x = ${JSON.stringify(file)};`);
    write(`${file}.br`, Buffer.alloc(Math.round(kb * KB)));
  };
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'hydrate.tsx': { file: 'assets/hydrate.js', isEntry: true, imports: ['_framework.js'], dynamicImports: ['features/offline/start-offline-app.ts'] },
    '_framework.js': { file: 'assets/framework.js' },
    'features/offline/start-offline-app.ts': { file: 'assets/offline.js' },
    'i18n/shell.en.tsx': { file: 'assets/shell.en.js' },
    'i18n/shell.es.tsx': { file: 'assets/shell.es.js' },
  };
  chunk('assets/index.js', 0.5);
  chunk('assets/hydrate.js', 0.5);
  chunk('assets/framework.js', 87);
  chunk('assets/shell.en.js', 2);
  chunk('assets/shell.es.js', 2);
  chunk('assets/offline.js', afterLoadKb);
  for (const { route, lang, path } of builtPages().filter((page) => page.route !== NOT_FOUND)) {
    const file = `assets/${moduleOf(route, lang).replaceAll('/', '-')}.js`;
    manifest[`routes/${moduleOf(route, lang)}.tsx`] = { file };
    chunk(file, pageKb[path] ?? 1);
    write(pageFileFor(path), path === '/' ? homeHtml : `<html lang="${langOfPath(path)}"></html>`);
  }
  write('.vite/manifest.json', JSON.stringify(manifest));
  write('assets/screens.png', Buffer.alloc(precacheExtra));
  const precached = ['index.html', 'assets/framework.js', 'assets/screens.png'];
  write('sw.js', `precacheAndRoute(${JSON.stringify(precached.map((url) => ({ revision: null, url })))});if(path.startsWith("/staff/")){}`);
  if (staffBuilt) write('staff/index.html', '<meta name="robots" content="noindex">');
  return client;
}

describe('the size check', () => {
  it('when every page is under its ceilings, then it passes, however small the build', () => {
    const build = measureBuild(syntheticBuild());
    expect(build.pages.find((page) => page.path === '/es/consultation')!.bytes).toBe((0.5 + 0.5 + 87 + 2 + 1) * KB);
    expect(overCeilings(build)).toEqual([]);
    expect(overCeilings(measureBuild(syntheticBuild({ pageKb: { '/es/consultation': 0.1 } })))).toEqual([]);
  });

  it('when one route in one language is over the first-load ceiling, then it fails naming that page and its files, not its twin', () => {
    const build = measureBuild(syntheticBuild({ pageKb: { '/es/consultation': 31 } }));
    const problems = overCeilings(build);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^/es/consultation: ${(0.5 + 0.5 + 87 + 2 + 31) * KB} B of first-load JavaScript > ${CEILINGS.firstLoadJs} B \\(.*assets/es-consultation\\.js`));
  });

  it('when a page fetches more than its ceiling after load, or the precache is over its ceiling, then each is reported', () => {
    const problems = overCeilings(measureBuild(syntheticBuild({ afterLoadKb: 21, precacheExtra: CEILINGS.precache })));
    expect(problems.filter((problem) => problem.endsWith(`B fetched after load > ${CEILINGS.afterLoad} B`))).toHaveLength(builtPages().length - 2);
    expect(problems.at(-1)).toMatch(/^precache: \d+ B in 3 files > 2621440 B$/);
  });

  it('when the staff app is missing, or a public page names it, then that is reported', () => {
    expect(overCeilings(measureBuild(syntheticBuild({ staffBuilt: false })))).toEqual(['staff: no staff/index.html in the build']);
    expect(overCeilings(measureBuild(syntheticBuild({ homeHtml: '<a href="/staff">Staff</a>' })))).toEqual(['staff: named by public files index.html']);
  });

  it('when `npm run size` reads a build with a route over its ceiling, then it prints the table with that route’s room below zero and exits 1', async () => {
    const client = syntheticBuild({ pageKb: { '/contact': 40 } });
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'perf/size.ts'], { env: { ...process.env, DIST_DIR: dirname(client) } });
    const failed = await run.then(() => undefined, (error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/\| \/contact +\| +130\.0 KB \| +91\.0 KB \| +120\.0 KB \| +-10\.0 KB \|/);
    expect(failed?.stdout).toMatch(/\| \/about +\| +91\.0 KB \| +91\.0 KB \| +120\.0 KB \| +29\.0 KB \|/);
    expect(failed?.stderr).toMatch(/^OVER \/contact: 133120 B of first-load JavaScript/m);
  });
});

describe('what a page loads', () => {
  it('when a page’s HTML loads a script of its own (the early calendar), then it counts in that page’s first load, before the entry', () => {
    const manifest: ViteManifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    const html = '<head><script src="/assets/early-calendar.en-1a2b3c4d.js" defer></script><script type="application/ld+json">{}</script><script async type="module" crossorigin src="/assets/index.js"></script></head>';
    expect(pageScripts(html, manifest)).toEqual(['assets/early-calendar.en-1a2b3c4d.js']);
  });

  it('when sw.js holds the injected manifest, then its URLs are read; when it has none, then it says so instead of counting nothing', () => {
    const sw = 'self.x=1;precache([{"revision":"a1","url":"index.html"},{"revision":null,"url":"assets/index.js"}]);addRoute()';
    expect(precacheUrls(sw)).toEqual(['index.html', 'assets/index.js']);
    expect(() => precacheUrls('self.__WB_MANIFEST')).toThrow(/No precache manifest/);
  });
});
