/**
 * robots.txt and sitemap.xml, written into the build by the prerender. Both name the site's
 * public origin as PUBLIC_URL_PLACEHOLDER; the server fills in PUBLIC_URL as it does in the pages.
 */
import { PUBLIC_URL_PLACEHOLDER } from '#contract';
import { pathIn } from '#contract/language';
import { INDEXED_ROUTES, langsOf } from '../web/content/routes';

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

/**
 * Each public page in each language it is built in, and for a page in both an `xhtml:link`
 * alternate to every language (itself included) and `x-default` (English), as Google asks.
 */
export function sitemapXml(origin = PUBLIC_URL_PLACEHOLDER): string {
  const urls = sitemapPaths().flatMap((path) => {
    const route = INDEXED_ROUTES.find((candidate) => candidate.path === path)!;
    const langs = langsOf(route);
    const alternates =
      langs.length < 2
        ? ''
        : [...langs.map((lang) => [lang, pathIn(path, lang)]), ['x-default', path]].map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${href}"/>`).join('');
    return langs.map((lang) => `  <url><loc>${origin}${pathIn(path, lang)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
