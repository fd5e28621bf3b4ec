import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { provider } from '#contract';
import { langOfPath, localeOf, pagePathOf, pathIn } from '#contract/language';
import { PUBLIC_URL } from '../playwright.config';
import { clientDir } from '../perf/build-output';
import { linkTarget, type RouteKey, routeFor } from '../web/content/routes';
import { descriptions as descriptionsEn } from '../web/i18n/descriptions.en';
import { descriptions as descriptionsEs } from '../web/i18n/descriptions.es';
import { shell as en } from '../web/i18n/shell.en';
import { shell as es } from '../web/i18n/shell.es';
import { expectAccessibleAtWidths } from './support/booking-helpers';
import { headingOf, ROUTES, SPANISH_PAGES, structuredData, waitForHydration, watchConsole } from './site-helpers';
import { ENGLISH_GLOSSES } from '#contract/english-glosses';

/**
 * One visit per page, in each language, for every check that reads a whole page: what it shows and
 * how it hydrates, its head tags and structured data, its language and its twin's outline, axe at
 * 1280 and 375 px and no sideways scroll at 320 px (the page resized, as a phone turned or a window
 * narrowed would be). These were five walks of every page (site, seo, languages twice, a11y), each
 * loading and hydrating every page again; the checks are the same, the page loads a fifth.
 */

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

let englishOnlyTexts: Promise<string[]> | undefined;
/** The English catalogues' texts that no Spanish catalogue holds (a name, the brand or a phone number is in both), once per worker. */
const englishOnly = () =>
  (englishOnlyTexts ??= Promise.all([cataloguesTexts('en'), cataloguesTexts('es')]).then(([english, spanish]) =>
    [...english].filter((text) => /[a-z]{3}/i.test(text) && !spanish.has(text)),
  ));

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

/** The page's text as a reader sees it, leaving out parts marked as in another language than `lang` (a name, an address, a tagline: WCAG 3.1.2). */
const textIn = (page: Page, lang: 'en' | 'es') =>
  page.locator('body').evaluate((element, keep) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(`[lang]:not([lang="${keep}"])`).forEach((part) => part.remove());
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return text;
  }, lang);

/** Axe at 1280 and at 375 px, then nothing wider than the window at 320 px; the page is left at 1280 px. */
async function checkWidths(page: Page, path: string): Promise<void> {
  await expectAccessibleAtWidths(page, path);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What search engines and the browser read in the head, for an indexed page or a personal one. */
async function checkHead(page: Page, path: string, twins: string[]): Promise<void> {
  const lang = langOfPath(path);
  const route = routeFor(path);
  const key = route.path as RouteKey;
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle((lang === 'es' ? es : en).routes[key].title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', (lang === 'es' ? descriptionsEs : descriptionsEn)[key]);
  if (route.noindex) {
    // A personal page: not for search engines, and no canonical address to offer them.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    return;
  }
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}${path}`);
  if (twins.length) expect(await alternates(page), `hreflang of ${path}`).toEqual(twins);
  // Structured data: the provider at PUBLIC_URL, and the page itself, at its address, in its language.
  const items = await structuredData(page);
  expect(items[0]).toMatchObject({ '@type': 'MedicalBusiness', name: provider.brandName, url: `${PUBLIC_URL}${linkTarget('/', lang)}`, telephone: provider.phoneHref });
  expect(items.map((item) => item['@type'])).toEqual(pagePathOf(path) === '/faqs' ? ['MedicalBusiness', 'WebPage', 'FAQPage'] : ['MedicalBusiness', 'WebPage']);
  expect(items[1]).toMatchObject({ url: `${PUBLIC_URL}${path}`, name: await page.title(), inLanguage: localeOf(lang) });
}

/**
 * A page with a form that books or asks (a booking route; the manage page changes a visit already
 * booked) carries one line on free language help, in its language, linking the taglines (decision 052).
 */
async function checkLanguageHelp(page: Page, path: string): Promise<void> {
  const route = routeFor(path);
  if (!route.booking || route.noindex) return;
  const lang = langOfPath(path);
  const { languageHelp } = lang === 'es' ? es : en;
  await expect(page.getByRole('main').getByText(languageHelp.text), path).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: languageHelp.link, exact: true }), path).toHaveAttribute('href', linkTarget('/nondiscrimination#languages', lang));
}

/** Opens a page and sees it render its heading and hydrate. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
  await waitForHydration(page);
}

test.describe('every page, in each language', () => {
  test('when the route table is read, then /about at least is built in Spanish', () => {
    expect(SPANISH_PAGES).toContain('/es/about');
  });

  for (const english of ROUTES) {
    const spanish = SPANISH_PAGES.includes(pathIn(english, 'es')) ? pathIn(english, 'es') : undefined;
    const both = spanish ? `${english} and ${spanish}` : english;

    test(`when ${both} ${spanish ? 'are' : 'is'} opened, then each renders and hydrates without console errors, with its head tags, structured data and language, the same outline in both, and axe finds nothing serious at 1280 or 375 px, nor anything scrolling sideways at 320 px`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      const twins = spanish ? [`en ${PUBLIC_URL}${english}`, `es ${PUBLIC_URL}${spanish}`, `x-default ${PUBLIC_URL}${english}`] : [];
      const texts = await englishOnly();
      expect(texts.length, 'English-only catalogue texts').toBeGreaterThan(50);

      let spanishOutline: string[] = [];
      if (spanish) {
        await open(page, spanish);
        await checkHead(page, spanish, twins);
        spanishOutline = await outline(page);
        // No English text of any catalogue on the Spanish page (names, brand and numbers are the same in both).
        const shown = [await page.title(), await page.locator('meta[name="description"]').getAttribute('content'), await textIn(page, 'es')].join('\n');
        expect(texts.filter((text) => holds(shown, text)), `English text on ${spanish}`).toEqual([]);
        // English kept on purpose ("urgent care") is marked as English wherever it shows (WCAG 3.1.2 Language of Parts).
        expect(ENGLISH_GLOSSES.filter((gloss) => holds(shown, gloss)), `unmarked English glosses on ${spanish}`).toEqual([]);
        await checkLanguageHelp(page, spanish);
        await checkWidths(page, spanish);
      }

      await open(page, english);
      await checkHead(page, english, twins);
      const quickContact = page.getByRole('complementary', { name: 'Quick contact' });
      await expect(quickContact.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', `tel:${provider.phoneHref}`);
      await expect(quickContact.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/contact');
      await checkLanguageHelp(page, english);
      if (spanish) {
        expect(await outline(page), `outline of ${english} against ${spanish}`).toEqual(spanishOutline);
        // The check above can fail: the English twin shows its own catalogue's texts.
        const shown = await page.locator('body').innerText();
        expect(texts.filter((text) => holds(shown, text)).length).toBeGreaterThan(10);
      }
      await checkWidths(page, english);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('when the Page Not Found page is shown, in English and in Spanish, then axe finds nothing serious at 1280 or 375 px, nor anything scrolling sideways at 320 px', async ({ page }) => {
    for (const path of ['/not-a-page', '/es/not-a-page']) {
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await waitForHydration(page);
      await checkWidths(page, path);
    }
  });
});
