import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Issue 6: first-load JavaScript per route (brotli) and everything the service worker precaches. */
export const BUDGET = { routeJsBytes: 100 * 1024, precacheBytes: 1024 * 1024 };

/** The ten routes and the source file of each one's page component (lazy chunk, when split). */
export const ROUTE_SOURCES: Record<string, string> = {
  '/': 'routes/home.tsx',
  '/about': 'routes/about.tsx',
  '/services': 'routes/services.tsx',
  '/faqs': 'routes/faqs.tsx',
  '/testimonials': 'routes/testimonials.tsx',
  '/contact': 'routes/contact.tsx',
  '/resources': 'routes/resources.tsx',
  '/privacy-policy': 'routes/privacy-policy.tsx',
  '/coordinators': 'routes/coordinators.tsx',
  '/consultation': 'routes/consultation.tsx',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteJs {
  route: string;
  files: string[];
  bytes: number;
}

export interface PrecacheTotal {
  files: number;
  /** Bytes on disk, as the precache stores them. */
  bytes: number;
  /** What a first install downloads when the server sends brotli. */
  brotliBytes: number;
}

/** Every chunk a page loads before it is interactive: the chunk and its static imports, transitively. */
export function staticClosure(manifest: ViteManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** First-load JS of each route: the entry's closure plus its own page chunk's closure (absent when the page is in the entry). */
export function routeJavaScript(manifest: ViteManifest, sizeOf: (file: string) => number): RouteJs[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk.');
  return Object.entries(ROUTE_SOURCES).map(([route, source]) => {
    const files = staticClosure(manifest, [entry, source]);
    return { route, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

/** The URLs injected into sw.js by vite-plugin-pwa's injectManifest. */
export function precacheUrls(serviceWorker: string): string[] {
  const match = /\[\{"revision":.*?\}\]/s.exec(serviceWorker);
  if (!match) throw new Error('No precache manifest found in sw.js.');
  return (JSON.parse(match[0]) as { url: string }[]).map((entry) => entry.url);
}

/** Brotli size of a built file: its .br sibling when the build wrote one, else compressed now (small files are not precompressed). */
export function brotliSize(clientDir: string, file: string): number {
  const path = join(clientDir, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  const raw = readFileSync(path);
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function measureBuild(clientDir: string): { routes: RouteJs[]; precache: PrecacheTotal } {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const routes = routeJavaScript(manifest, (file) => brotliSize(clientDir, file));
  const urls = precacheUrls(readFileSync(join(clientDir, 'sw.js'), 'utf8'));
  const precache = {
    files: urls.length,
    bytes: urls.reduce((sum, url) => sum + statSync(join(clientDir, url)).size, 0),
    brotliBytes: urls.reduce((sum, url) => sum + brotliSize(clientDir, url), 0),
  };
  return { routes, precache };
}

/** Human-readable budget violations; empty when the build is within budget. */
export function overBudget({ routes, precache }: ReturnType<typeof measureBuild>): string[] {
  const problems = routes
    .filter((route) => route.bytes > BUDGET.routeJsBytes)
    .map((route) => `${route.route}: ${route.bytes} B of first-load JS > ${BUDGET.routeJsBytes} B (${route.files.join(', ')})`);
  if (precache.bytes > BUDGET.precacheBytes) problems.push(`precache: ${precache.bytes} B in ${precache.files} files > ${BUDGET.precacheBytes} B`);
  return problems;
}
