import { asIfEnglishOnly } from '../web/testing/english-only';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '#contract';
import { robotsTxt, sitemapPaths, sitemapXml } from './seo-files';

const SPEC_ROUTES = ['/', '/about', '/services', '/faqs', '/testimonials', '/contact', '/resources', '/privacy-policy', '/coordinators', '/consultation'];

describe('robots.txt and the sitemap', () => {
  it('when robots.txt is written, then the site and the guides are open, the API and the staff area closed, and the sitemap named at the public origin', () => {
    const lines = robotsTxt('https://care.example').split('\n');

    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /api/resources/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /staff');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://care.example/sitemap.xml');
    // Only directives robots.txt parsers know (Lighthouse's robots-txt audit checks them).
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });

  it('when the sitemap is written, then it lists every route of docs/product.md but the manage page, in both languages, nothing private', () => {
    const paths = sitemapPaths();

    expect([...paths].sort()).toEqual([...SPEC_ROUTES, '/notice-of-privacy-practices', '/nondiscrimination', '/accessibility', '/refer'].sort());
    expect(paths.filter((path) => /^\/(api|staff)|^\/booking\/manage|^\/404/.test(path))).toEqual([]);
  });

  it('when the sitemap is written, then it is a sitemaps.org urlset of absolute URLs at the given origin', () => {
    const xml = sitemapXml('https://care.example');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const english = locs.filter((loc) => !/^https:\/\/care\.example\/es(\/|$)/.test(loc!));
    expect(english).toEqual(sitemapPaths().map((path) => `https://care.example${path}`));
  });

  it('when a page is built in Spanish, then the sitemap lists both and each names both and x-default as alternates; an English-only page has none', async () => {
    const entryIn = (xml: string) => (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>https://care.example${loc}</loc>`));
    const entry = entryIn(sitemapXml('https://care.example'));
    const alternates = '<xhtml:link rel="alternate" hreflang="en" href="https://care.example/about"/><xhtml:link rel="alternate" hreflang="es" href="https://care.example/es/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://care.example/about"/>';

    expect(entry('/about')).toContain(alternates);
    expect(entry('/es/about')).toContain(alternates);
    expect(entry('/es/nondiscrimination')).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://care.example/nondiscrimination"/>');
    expect(entry('/es/accessibility')).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://care.example/es/accessibility"/>');
    expect(entry('/es/privacy-policy')).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://care.example/privacy-policy"/>');
    await asIfEnglishOnly('/privacy-policy', () => {
      const englishOnly = entryIn(sitemapXml('https://care.example'));
      expect(englishOnly('/privacy-policy')).toBeDefined();
      expect(englishOnly('/privacy-policy')).not.toContain('xhtml:link');
      expect(englishOnly('/es/privacy-policy')).toBeUndefined();
    });
  });

  it('when the build writes them, then they name the placeholder origin the server fills in', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${PUBLIC_URL_PLACEHOLDER}/sitemap.xml`);
    expect(sitemapXml()).toContain(`<loc>${PUBLIC_URL_PLACEHOLDER}/</loc>`);
  });
});
