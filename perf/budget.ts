import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { builtPages, NOT_FOUND } from '../web/content/routes';
import { afterLoadFiles, firstLoadFiles, type ViteManifest } from '../build/route-chunks';
import { firstLoadRecord, type FirstLoadRecord, recordedSize } from './first-load-record';
import { staffApart, type StaffApart } from './staff-apart';
import { pageFileFor } from '../sw/page-files';

/**
 * First-load JavaScript per route (brotli; raised from 100 to 105 KB on 2026-11-24 to use
 * every package as published, decision 009) and everything the service worker precaches (raised from 1024 to
 * 1060 KB on 2026-11-26: a sixth guide, Skin Tears in Older Adults, and the way to help on every
 * page and guide; each page's inlined CSS is most of it, docs/performance.md), then to 1185 KB on
 * 2026-11-27: the six guides in Spanish (118.5 KB, each self-contained for offline reading) and the
 * English guides' links to them (2 KB), with 4 KB to spare. The Spanish pages add an allowance each
 * (PRECACHE_PER_SPANISH_PAGE, below).
 */
/**
 * What each page built in Spanish may add to the precache (decision 031): its prerendered HTML (23 to
 * 46 KB, most of it inlined CSS, as its English twin's) and its words' chunk, plus a share of the
 * shell's Spanish words (7.7 KB, once). Measured with /es, /es/about and the Spanish 404: 130 KB
 * for the three, 43.3 KB each. The form pages (28forms) fit it too: /es/contact's and
 * /es/consultation's HTML is 45-46 KB (the calendar and the form prerendered, as in English) and
 * their words come in more, smaller chunks (booking, each form's, the fields', manage, inquiry,
 * after booking, contact card): 1352619 B for the site with six Spanish pages, 15 KB over 41 KB a
 * page. A per-page allowance, so each page converted to Spanish raises the budget by what it needs
 * and no more; a page that needs more raises this and says why.
 */
export const PRECACHE_PER_SPANISH_PAGE = 44 * 1024;

/**
 * What a Spanish page needs beyond that allowance, and why (by its Spanish path), measured:
 * - /es/faqs: its HTML holds the whole escalation ladder and the FAQPage structured data (49 KB, its
 *   English twin 46 KB), and its words chunk the Spanish ladder (11.6 KB): 60.7 KB;
 * - /es/services: the longest page (HTML 42 KB, its English twin 40 KB), with 8 KB of words: 50 KB;
 * - /es/privacy-policy and /es/notice-of-privacy-practices: legal texts, whole in their HTML (36.4 and
 *   34.5 KB, their English twins 34.2 and 32.7 KB) and again in their words' chunks (11.9 and 11.5 KB,
 *   the sections in two catalogue files each, and the Spanish legal date): 48.5 and 46.0 KB, so 5 and
 *   2 KB beyond the allowance.
 */
export const PRECACHE_BEYOND_ALLOWANCE: Readonly<Record<string, number>> = {
  '/es/faqs': 17 * 1024,
  '/es/services': 6 * 1024,
  '/es/privacy-policy': 5 * 1024,
  '/es/notice-of-privacy-practices': 2 * 1024,
};

/** The pages (the 404 included) the build writes in Spanish. */
const spanishPages = builtPages().filter(({ lang }) => lang === 'es');

export const BUDGET = {
  routeJsBytes: 105 * 1024,
  /**
   * The English site with its guides in both languages (1185 KB since the Spanish guides) and the two
   * notices, /nondiscrimination and /accessibility (64 KB: 60 KB of prerendered HTML and 4 KB of
   * their pages' code), plus each Spanish page's allowance (PRECACHE_PER_SPANISH_PAGE and any beyond it),
   * plus 15 KB for the early calendar (docs/decisions/037; 17.2 KB measured, 2.2 KB of it
   * in what was left): its script in each language (4.8 KB each), the slot picker as a chunk of its
   * own (7.2 KB, where 5.1 KB of it was in the booking chunks) and the booking pages' HTML (1.0-1.1 KB
   * each: the times' styles, now prerendered, and the early calendar's marks), plus 2 KB for
   * rendering held until the page is parsed (docs/decisions/038, 039): the link in the head
   * and the template at the end of the body of each of the 30 public pages (95 B each, 2.8 KB, the
   * rest within what was left) and the loader's preload one chunk per task (51 B).
   */
  precacheBytes: (1185 + 64 + 15 + 3) * 1024 + spanishPages.reduce((sum, { path }) => sum + PRECACHE_PER_SPANISH_PAGE + (PRECACHE_BEYOND_ALLOWANCE[path] ?? 0), 0),
  /**
   * What a page fetches by itself after it is interactive: a few KB, never a feature's whole chunk
   * by accident (8.25 KB since 2026-11-26: the booking pages' words link the Good Faith Estimate notice;
   * 8.5 KB since 2026-11-26: a name is checked for links, '@' and control characters in the form too;
   * 14.5 KB since 2026-11-27: to keep the Spanish booking pages' first loads under 105 KB, what is not
   * on the way to the calendar's first tap loads right after instead: the consultation's contact
   * details' fields with their words (2.4 KB), "What happens after you book" and the contact card
   * with their words (1.6-2.5 KB), the Spanish checks (0.5 KB) and, since the merge with the TTY 711
   * phone on every number, the requests' bodies with them (booking-body.ts, 0.4 KB); measured 14383 B
   * on /es/consultation).
   */
  afterLoadBytes: 14.5 * 1024,
};

/** Every route of the site in every language it is built in ('/about', '/es/about'), from the one route table. */
export const ROUTES: string[] = builtPages()
  .filter(({ route }) => route !== NOT_FOUND)
  .map(({ path }) => path);

export interface RouteJs {
  route: string;
  files: string[];
  bytes: number;
  /** Downloaded after the page is interactive, with no visitor action (not part of the budget). */
  afterLoadBytes: number;
}

export interface PrecacheTotal {
  files: number;
  /** Bytes on disk, as the precache stores them. */
  bytes: number;
  /** What a first install downloads when the server sends brotli. */
  brotliBytes: number;
}

/**
 * The scripts a page's own HTML loads beside the app's entries: on the booking pages, the early
 * calendar (web/features/booking/calendar/early-calendar.ts, docs/decisions/037). Read from the
 * built page, so what is counted is what a visitor's browser fetches.
 */
export function pageScripts(html: string, manifest: ViteManifest): string[] {
  const entries = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? [chunk.file] : [])));
  return Array.from(html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g), (match) => match[1]!).filter((file) => !entries.has(file));
}

/**
 * First-load JS of each route (see route-chunks.ts) with the scripts its page loads itself
 * (`htmlOf` gives the built page), with the size of each file as `sizeOf` says.
 */
export function routeJavaScript(manifest: ViteManifest, sizeOf: (file: string) => number, htmlOf: (route: string) => string = () => ''): RouteJs[] {
  return ROUTES.map((route) => {
    const files = [...pageScripts(htmlOf(route), manifest), ...firstLoadFiles(manifest, route)];
    const total = (list: string[]) => list.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, files, bytes: total(files), afterLoadBytes: total(afterLoadFiles(manifest, route)) };
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
  const raw = readFileSync(path);
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const readManifest = (clientDir: string) => JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;

/**
 * The chunks the template's script imports statically. The browser fetches those (and what they
 * import) as soon as it reads the script, while the page is still painting; Lighthouse then puts
 * them on the path to the first paint. The entry fetches everything else once the page has painted.
 */
export function entryStaticImports(clientDir: string): string[] {
  const manifest = readManifest(clientDir);
  return (manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.file ?? key);
}

export function measureBuild(clientDir: string): { routes: RouteJs[]; precache: PrecacheTotal; staff: StaffApart; firstLoads: FirstLoadRecord } {
  const manifest = readManifest(clientDir);
  const routes = routeJavaScript(
    manifest,
    (file) => brotliSize(clientDir, file),
    (route) => readFileSync(join(clientDir, pageFileFor(route)), 'utf8'),
  );
  const firstLoads = firstLoadRecord(manifest, routes, (file) => recordedSize(readFileSync(join(clientDir, file), 'utf8')));
  const urls = precacheUrls(readFileSync(join(clientDir, 'sw.js'), 'utf8'));
  const precache = {
    files: urls.length,
    bytes: urls.reduce((sum, url) => sum + statSync(join(clientDir, url)).size, 0),
    brotliBytes: urls.reduce((sum, url) => sum + brotliSize(clientDir, url), 0),
  };
  return { routes, precache, staff: staffApart(clientDir, urls), firstLoads };
}

/** Human-readable budget violations; empty when the build is within budget. */
export function overBudget({ routes, precache, staff }: Omit<ReturnType<typeof measureBuild>, 'firstLoads'>): string[] {
  const problems = routes
    .filter((route) => route.bytes > BUDGET.routeJsBytes)
    .map((route) => `${route.route}: ${route.bytes} B of first-load JS > ${BUDGET.routeJsBytes} B (${route.files.join(', ')})`);
  for (const route of routes) {
    if (route.afterLoadBytes > BUDGET.afterLoadBytes) problems.push(`${route.route}: ${route.afterLoadBytes} B fetched after load > ${BUDGET.afterLoadBytes} B`);
  }
  if (precache.bytes > BUDGET.precacheBytes) problems.push(`precache: ${precache.bytes} B in ${precache.files} files > ${BUDGET.precacheBytes} B`);
  // Decision 020: the staff app is built, and neither precached nor named by a public page or script.
  if (!staff.built) problems.push('staff: no staff/index.html in the build');
  if (staff.precached.length) problems.push(`staff: precached ${staff.precached.join(', ')}`);
  if (staff.mentionedBy.length) problems.push(`staff: named by public files ${staff.mentionedBy.join(', ')}`);
  return problems;
}
