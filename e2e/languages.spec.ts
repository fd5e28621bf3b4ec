import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { langOfPath, pagePathOf } from '../api/contract/language';
import { PUBLIC_URL } from '../playwright.config';
import { clientDir } from '../scripts/perf/build-output';
import { type RouteKey, routeFor } from '../web/content/routes';
import { shell as en } from '../web/i18n/shell.en';
import { shell as es } from '../web/i18n/shell.es';
import { descriptions as descriptionsEs } from '../web/i18n/descriptions.es';
import { ENGLISH_ONLY, headingOf, SPANISH_INDEXED, SPANISH_PAGES, waitForHydration, watchConsole } from './site-helpers';

/**
 * Every text of every catalogue of a language (web/i18n/*.<lang>.tsx), walked all the way down
 * (functions are left out), as the build holds them: from the SSR bundle the pages were rendered
 * with (its `catalogues`, which the prerender checks too), since catalogues import images.
 */
async function cataloguesTexts(lang: 'en' | 'es'): Promise<Set<string>> {
  const { catalogues } = (await import(pathToFileURL(join(clientDir, '../ssr/entry-server.js')).href)) as { catalogues: Record<string, Record<string, unknown>> };
  const texts = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const files = Object.keys(catalogues).filter((file) => file.endsWith(`.${lang}.tsx`));
  expect(files.length, 'catalogues in the SSR bundle').toBeGreaterThan(2);
  for (const file of files) walk(catalogues[file]);
  return texts;
}

/** Whether `text` holds `words` as whole words ('Contact' is not in 'Contacto'). */
const holds = (text: string, words: string) => new RegExp(`(?<!\\p{L})${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text);

/** The page's outline: its landmarks and its headings' levels, in order, without their words. */
const outline = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header, nav, main, footer, aside, [role], h1, h2, h3, h4')]
      .filter((element) => !element.closest('[hidden]'))
      .map((element) => (/^H\d$/.test(element.tagName) ? element.tagName : (element.getAttribute('role') ?? element.tagName))),
  );

/** The alternates a page names, as 'hreflang href'. */
const alternates = (page: Page) => page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));

test.describe('every page built in Spanish', () => {
  test('when the route table is read, then /about at least is built in Spanish', () => {
    expect(SPANISH_PAGES).toContain('/es/about');
  });

  for (const path of SPANISH_PAGES) {
    const english = pagePathOf(path);
    const words = es.routes[routeFor(path).path as RouteKey];

    test(`when ${path} is opened, then it is Spanish: lang, title, description, heading, canonical and hreflang both ways, and the same outline as ${english}`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(words.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', descriptionsEs[routeFor(path).path as RouteKey]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
      await waitForHydration(page);
      const both = [`en ${PUBLIC_URL}${english}`, `es ${PUBLIC_URL}${path}`, `x-default ${PUBLIC_URL}${english}`];
      if (!routeFor(path).noindex) {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}${path}`);
        expect(await alternates(page)).toEqual(both);
      }
      const spanishOutline = await outline(page);

      await page.goto(english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(en.routes[routeFor(english).path as RouteKey].title);
      await waitForHydration(page);
      if (!routeFor(path).noindex) expect(await alternates(page)).toEqual(both);
      expect(spanishOutline).toEqual(await outline(page));
      expect(problems).toEqual([]);
    });

    test(`when ${path} is read, then no English text of any catalogue is on it (names, brand and numbers are the same in both)`, async ({ page }) => {
      const [english, spanish] = await Promise.all([cataloguesTexts('en'), cataloguesTexts('es')]);
      // A text both catalogues hold (a name, the brand, a phone number) is not English only.
      const englishOnly = [...english].filter((text) => /[a-z]{3}/i.test(text) && !spanish.has(text));
      expect(englishOnly.length).toBeGreaterThan(50);
      await page.goto(path);
      await waitForHydration(page);
      // A part marked as in another language (a name or an address in English, a tagline) is not untranslated text (WCAG 3.1.2).
      const body = await page.locator('body').evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[lang]:not([lang="es"])').forEach((part) => part.remove());
        document.body.append(copy);
        const text = copy.innerText;
        copy.remove();
        return text;
      });
      const shown = [await page.title(), await page.locator('meta[name="description"]').getAttribute('content'), body].join('\n');
      expect(englishOnly.filter((text) => holds(shown, text))).toEqual([]);
      // The check can fail: the English twin shows its own catalogue's texts.
      await page.goto(pagePathOf(path));
      const englishShown = await page.locator('body').innerText();
      expect(englishOnly.filter((text) => holds(englishShown, text)).length).toBeGreaterThan(10);
    });
  }

  test('when an unknown Spanish path is opened, or a page not yet in Spanish, then the Spanish 404 answers with status 404', async ({ page }) => {
    for (const path of ['/es/no-such-page', '/es/about/nothing']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(es.routes['/404'].title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.notFound.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    }
    await page.goto('/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  });

  test('when the sitemap is read, then each Spanish page is listed with its English twin and x-default as alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of SPANISH_INDEXED) {
      const english = pagePathOf(path);
      const links = `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}${english}"/><xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}${path}"/><xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${english}"/>`;
      expect(xml).toContain(`<url><loc>${PUBLIC_URL}${path}</loc>${links}</url>`);
      expect(xml).toContain(`<url><loc>${PUBLIC_URL}${english}</loc>${links}</url>`);
    }
  });
});

test.describe('the language switch', () => {
  test('when the switch is followed both ways, then the visitor stays on the same page, each link named in its language', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Español' });
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/es/about'));
    await waitForHydration(page);
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
  });

  test('when a page is not yet in Spanish, then its header offers no switch (no link to a 404)', async ({ page }) => {
    test.skip(!ENGLISH_ONLY[0], 'every page is built in Spanish (web/layout/language-switch.test.tsx takes one out)');
    await page.goto(ENGLISH_ONLY[0]!);
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Español' })).toHaveCount(0);
  });
});

test.describe('the Spanish offer', () => {
  test.use({ locale: 'es-US' });

  test('when a browser that prefers Spanish opens an English page with a twin, then one dismissible line offers it, never a redirect, and a dismissal is remembered', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/about$/);
    const offer = page.getByRole('complementary', { name: 'Idioma' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/about');
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  });

  test('when the offer is taken, then the Spanish page opens and has no offer', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Ver en español' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  });

  test('when the English page has no Spanish twin yet, then nothing is offered', async ({ page }) => {
    test.skip(!ENGLISH_ONLY[0], 'every page is built in Spanish (web/layout/language-offer.test.tsx)');
    await page.goto(ENGLISH_ONLY[0]!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  });
});

test.describe('no offer for an English browser', () => {
  test.use({ locale: 'en-US' });

  test('when a browser that prefers English opens /about, then nothing is offered', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Español' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  });
});

test('when a Spanish page links to the site\'s pages, then each goes to its Spanish page where there is one, else to the English page, saying so with hreflang', async ({ page }) => {
  await page.goto('/es/about');
  await waitForHydration(page);
  const links = await page
    .getByRole('contentinfo')
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => ({ href: anchor.getAttribute('href')!, hreflang: anchor.getAttribute('hreflang') })));
  expect(links.map(({ href }) => href)).toEqual(expect.arrayContaining(['/es/about', '/es/privacy-policy', '/es/privacy-policy#terms', '/es/notice-of-privacy-practices']));
  for (const { href, hreflang } of links) {
    const english = ENGLISH_ONLY.includes(pagePathOf(href.replace(/[?#].*$/, '')));
    expect({ href, lang: langOfPath(href), hreflang }).toEqual({ href, lang: english ? 'en' : 'es', hreflang: english ? 'en' : null });
  }
});
