import { expect, test } from '@playwright/test';
import { langOfPath, localeOf } from '#contract/language';
import { PUBLIC_URL } from '../playwright.config';
import { INDEXED as ROUTES, SPANISH_INDEXED, structuredData } from './site-helpers';

test('when robots.txt is asked for, then it keeps crawlers out of the API and the staff area and names the sitemap at PUBLIC_URL', async ({ request }) => {
  const robots = await request.get('/robots.txt');

  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await robots.text();
  expect(text).toContain('Disallow: /api/\n');
  expect(text).toContain('Disallow: /staff\n');
  expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});

test('when the sitemap is asked for, then it lists every public route at PUBLIC_URL and nothing else', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');

  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual([...ROUTES, ...SPANISH_INDEXED].map((path) => `${PUBLIC_URL}${path}`).sort());
});

// Each page's structured data (the provider at PUBLIC_URL, the page in its language): every-page.spec.ts.

for (const path of ['/faqs', '/es/faqs']) {
  test(`when ${path} is opened, then its FAQPage holds the six questions the page shows, in its language, and the page runs within its CSP`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(path);
    const faqPage = (await structuredData(page)).find((item) => item['@type'] === 'FAQPage') as { '@id': string; inLanguage?: string; mainEntity: { name: string }[] };
    const shown = await page.locator('main details[name="faq"] > summary > h2').allTextContents();

    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(shown.map((text) => text.trim()));
    expect(faqPage.mainEntity).toHaveLength(6);
    expect(faqPage).toMatchObject({ '@id': `${PUBLIC_URL}${path}#questions`, inLanguage: localeOf(langOfPath(path)) });
    expect(violations).toEqual([]);
  });
}
