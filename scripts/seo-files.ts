/**
 * robots.txt and sitemap.xml, written into the build by the prerender. Both name the site's
 * public origin as PUBLIC_URL_PLACEHOLDER; the server fills in PUBLIC_URL as it does in the pages.
 */
import { PUBLIC_URL_PLACEHOLDER } from '../api/contract';
import { INDEXED_ROUTES } from '../web/content/routes';

/** Never for search engines: the API (but for the printable guides, which are public pages) and the staff area. */
const DISALLOWED = ['/api/', '/staff'];
const ALLOWED = ['/api/resources/'];

export function robotsTxt(origin = PUBLIC_URL_PLACEHOLDER): string {
  return [
    'User-agent: *',
    ...ALLOWED.map((path) => `Allow: ${path}`),
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public routes of the route table (not a personal page, never a disallowed path), for search engines to crawl. */
export function sitemapPaths(): string[] {
  return INDEXED_ROUTES.map(({ path }) => path).filter((path) => !DISALLOWED.some((prefix) => path.startsWith(prefix)));
}

export function sitemapXml(origin = PUBLIC_URL_PLACEHOLDER): string {
  const urls = sitemapPaths().map((path) => `  <url><loc>${origin}${path}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
