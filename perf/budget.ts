import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { builtPages, NOT_FOUND } from '../web/content/routes';
import { afterLoadFiles, firstLoadFiles, type ViteManifest } from '../build/route-chunks';
import { staffApart, type StaffApart } from './staff-apart';
import { pageFileFor } from '../sw/page-files';

/**
 * The size ceilings, with room above today's build as size-limit sets them: a smaller build always
 * passes, and a few bytes either way never matter. Raising one is this one line, with its reason in
 * the commit; today's figures are what `npm run size` prints (docs/performance.md logs them).
 */
export const CEILINGS = {
  /** JavaScript a first visit to a page loads before it is interactive, brotli, in each language. */
  firstLoadJs: 120 * 1024,
  /** Everything the service worker precaches, before compression. */
  precache: 2.5 * 1024 * 1024,
  /** What a page fetches by itself once interactive, with no visitor action, brotli. */
  afterLoad: 20 * 1024,
};

/** Every page of the site in every language it is built in ('/about', '/es/about'), from the one route table. */
export const PAGES: string[] = builtPages()
  .filter(({ route }) => route !== NOT_FOUND)
  .map(({ path }) => path);

export interface PageJs {
  path: string;
  files: string[];
  bytes: number;
  afterLoadBytes: number;
}

export interface BuildSizes {
  pages: PageJs[];
  /** Files and bytes as the precache stores them, and what a first install downloads in brotli. */
  precache: { files: number; bytes: number; brotliBytes: number };
  staff: StaffApart;
}

/**
 * The scripts a page's own HTML loads beside the app's entries: on the booking pages, the early
 * calendar (docs/decisions/037). Read from the built page, so what is counted is what a browser fetches.
 */
export function pageScripts(html: string, manifest: ViteManifest): string[] {
  const entries = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? [chunk.file] : [])));
  return Array.from(html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g), (match) => match[1]!).filter((file) => !entries.has(file));
}

/** Each page's first load (build/route-chunks.ts) with the scripts its HTML loads itself, and what it fetches after load. */
export function pageJavaScript(manifest: ViteManifest, sizeOf: (file: string) => number, htmlOf: (path: string) => string = () => ''): PageJs[] {
  const total = (files: string[]) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  return PAGES.map((path) => {
    const files = [...pageScripts(htmlOf(path), manifest), ...firstLoadFiles(manifest, path)];
    return { path, files, bytes: total(files), afterLoadBytes: total(afterLoadFiles(manifest, path)) };
  });
}

/** The URLs injected into sw.js by vite-plugin-pwa's injectManifest. */
export function precacheUrls(serviceWorker: string): string[] {
  const match = /\[\{"revision":.*?\}\]/s.exec(serviceWorker);
  if (!match) throw new Error('No precache manifest found in sw.js.');
  return (JSON.parse(match[0]) as { url: string }[]).map((entry) => entry.url);
}

/** Brotli size of a built file: its .br sibling when the build wrote one, else compressed now (small files are not precompressed). */
function brotliSize(clientDir: string, file: string): number {
  const path = join(clientDir, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const readManifest = (clientDir: string) => JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;

/**
 * The chunks the template's script imports statically. The browser fetches those as soon as it
 * reads the script, while the page is still painting, and Lighthouse puts them on the path to the
 * first paint (docs/decisions/009): there must be none.
 */
export function entryStaticImports(clientDir: string): string[] {
  const manifest = readManifest(clientDir);
  return (manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.file ?? key);
}

export function measureBuild(clientDir: string): BuildSizes {
  const manifest = readManifest(clientDir);
  const pages = pageJavaScript(
    manifest,
    (file) => brotliSize(clientDir, file),
    (path) => readFileSync(join(clientDir, pageFileFor(path)), 'utf8'),
  );
  const urls = precacheUrls(readFileSync(join(clientDir, 'sw.js'), 'utf8'));
  const precache = {
    files: urls.length,
    bytes: urls.reduce((sum, url) => sum + statSync(join(clientDir, url)).size, 0),
    brotliBytes: urls.reduce((sum, url) => sum + brotliSize(clientDir, url), 0),
  };
  return { pages, precache, staff: staffApart(clientDir, urls) };
}

/** What is over a ceiling or breaks the staff app's separation, in words; empty when the build passes. */
export function overCeilings({ pages, precache, staff }: BuildSizes, ceilings = CEILINGS): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    if (page.bytes > ceilings.firstLoadJs) problems.push(`${page.path}: ${page.bytes} B of first-load JavaScript > ${ceilings.firstLoadJs} B (${page.files.join(', ')})`);
    if (page.afterLoadBytes > ceilings.afterLoad) problems.push(`${page.path}: ${page.afterLoadBytes} B fetched after load > ${ceilings.afterLoad} B`);
  }
  if (precache.bytes > ceilings.precache) problems.push(`precache: ${precache.bytes} B in ${precache.files} files > ${ceilings.precache} B`);
  // The staff app (docs/decisions/020) is built, and neither precached nor named by a public page or script.
  if (!staff.built) problems.push('staff: no staff/index.html in the build');
  if (staff.precached.length) problems.push(`staff: precached ${staff.precached.join(', ')}`);
  if (staff.mentionedBy.length) problems.push(`staff: named by public files ${staff.mentionedBy.join(', ')}`);
  return problems;
}
