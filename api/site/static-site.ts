import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { PUBLIC_URL_PLACEHOLDER } from '#contract';
import { langOfPath } from '#contract/language';
import { STAFF_BASE as STAFF } from '#contract/staff-paths';
import { acceptsEncoding, preferredEncoding } from '../http/content-encoding';

interface Entry {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  cacheControl: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ics': 'text/calendar; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The staff page is the staff app's shell; nothing may keep it (decision 020). */
const NEVER_KEEP = 'no-store';

// The staff app (web/staff, built into staff/): one client-rendered page for every address under /staff.
const STAFF_PAGE = `${STAFF}/index.html`;
const isStaffPath = (path: string) => path === STAFF || path.startsWith(`${STAFF}/`);

/**
 * Serves the production build from memory: every route's prerendered page, hashed assets
 * (cached for a year), and the rest revalidated on each use. Precompressed .br/.gz
 * siblings written at build time are sent to clients that accept them. The pages, robots.txt
 * and the sitemap get `publicUrl` (PUBLIC_URL) where the build left its placeholder. /staff and
 * every address below it that is not a file get the staff app's page, never stored by anyone.
 */
export function staticSite(webRoot: string, publicUrl: string): { handler: RequestHandler; notFound: RequestHandler } | null {
  if (!existsSync(join(webRoot, 'index.html'))) return null;
  const files = loadFiles(webRoot, publicUrl);
  // An unknown path gets the not-found page in its language (/es/… the Spanish one), as the service worker does offline.
  const notFoundPages = { en: files.get('/404.html'), es: files.get('/es/404.html') ?? files.get('/404.html') };
  const staffPage = files.get(STAFF_PAGE);

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (path.length > 1 && path.endsWith('/') && files.has(`${path}index.html`)) {
      // From the path alone: a request line may name a whole URL (`GET http://host/about/ HTTP/1.1`), and its host is not ours to send people to.
      const query = req.url.indexOf('?');
      return res.redirect(301, path.slice(0, -1) + (query === -1 ? '' : req.url.slice(query)));
    }
    if (staffPage && isStaffPath(path) && !files.has(path)) {
      // A missing script or style is a 404, not the page: the browser would run HTML as code.
      if (path.startsWith(`${STAFF}/assets/`)) return next();
      return send(req, res, staffPage, 200);
    }
    const entry = files.get(path) ?? files.get(path === '/' ? '/index.html' : `${path}/index.html`);
    // '/404.html' by name is a file like any other (the service worker precaches it); '/404' is not a route.
    if (!entry || path === '/404' || path === '/es/404') return next();
    send(req, res, entry, 200);
  };

  const notFound: RequestHandler = (req, res) => {
    let page = notFoundPages.en;
    try {
      page = notFoundPages[langOfPath(decodeURIComponent(req.path))];
    } catch {
      // A path that is not valid percent-encoding is no page in any language: the English one.
    }
    if (page && (req.method === 'GET' || req.method === 'HEAD')) return send(req, res, page, 404);
    res.status(404).type('text').send('Page Not Found');
  };

  return { handler, notFound };
}

function send(req: Request, res: Response, entry: Entry, status: number): void {
  res.status(status);
  res.set({ 'Content-Type': entry.type, 'Cache-Control': entry.cacheControl, Vary: 'Accept-Encoding' });
  if (entry.cacheControl === NEVER_KEEP) res.set('X-Robots-Tag', 'noindex');
  if (status === 200) {
    res.set('ETag', entry.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
  }
  const accepts = preferredEncoding(req.headers['accept-encoding']);
  let body = entry.raw;
  if (accepts === 'br' && entry.br) {
    res.set('Content-Encoding', 'br');
    body = entry.br;
  } else if (entry.gzip && (accepts === 'gzip' || (accepts === 'br' && acceptsEncoding(req.headers['accept-encoding'], 'gzip')))) {
    res.set('Content-Encoding', 'gzip');
    body = entry.gzip;
  }
  res.set('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

function loadFiles(webRoot: string, publicUrl: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  for (const file of walk(webRoot)) {
    // Templates are the server's to fill in (api/referrals/referral-page.ts), never pages of their own.
    if (file.endsWith('.br') || file.endsWith('.gz') || file.endsWith('.tmpl')) continue;
    const url = `/${relative(webRoot, file).split(sep).join('/')}`;
    const stat = statSync(file);
    const sibling = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const entry: Entry = {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      raw: readFileSync(file),
      br: sibling('.br'),
      gzip: sibling('.gz'),
      cacheControl: cacheControlOf(url),
      etag: `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
    };
    files.set(url, NAMES_ORIGIN.has(extname(file)) ? withPublicUrl(entry, publicUrl) : entry);
  }
  return files;
}

/** The kinds of file the build writes the placeholder origin into: pages, robots.txt, the sitemap. */
const NAMES_ORIGIN = new Set(['.html', '.txt', '.xml']);

/**
 * A file with PUBLIC_URL in place of the build's placeholder, compressed again. gzip is quick;
 * brotli at its best takes tens of milliseconds a page, so it is made off the main thread and
 * sent once ready (gzip until then). The service worker's precache fetches pages from here, so
 * its offline copies name PUBLIC_URL too.
 */
function withPublicUrl(entry: Entry, publicUrl: string): Entry {
  const text = entry.raw.toString('utf8');
  if (!text.includes(PUBLIC_URL_PLACEHOLDER)) return entry;
  const raw = Buffer.from(text.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
  const filled: Entry = { ...entry, raw, br: undefined, gzip: gzipSync(raw, { level: 9 }), etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 16)}"` };
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
  brotliCompress(raw, { params }, (error, compressed) => {
    if (!error) filled.br = compressed;
  });
  return filled;
}

function cacheControlOf(url: string): string {
  if (url === STAFF_PAGE) return NEVER_KEEP;
  // Hashed file names: a new build has new names.
  return url.startsWith('/assets/') || url.startsWith(`${STAFF}/assets/`) ? IMMUTABLE : REVALIDATE;
}

function* walk(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}
