import { expect, test } from '@playwright/test';
import { langOfPath, pagePathOf } from '#contract/language';
import { PUBLIC_URL } from '../playwright.config';
import { shell as en } from '../web/i18n/shell.en';
import { shell as es } from '../web/i18n/shell.es';
import { ENGLISH_ONLY, headingOf, SPANISH_INDEXED, waitForHydration } from './site-helpers';

test.describe('every page built in Spanish', () => {
  // Each Spanish page against its English twin (language, head tags, outline, no English text): every-page.spec.ts.

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

  test('when the screen is a phone’s, then the switch shows the language’s code, and its name holds that code as well as the language (WCAG 2.5.3 Label in Name)', async ({ page }) => {
    for (const [path, name, code] of [['/es/contact', 'English', 'EN'], ['/contact', 'Español', 'ES']] as const) {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      const link = page.getByRole('banner').getByRole('link', { name: `${name} ${code}`, exact: true });
      await expect(link, path).toBeVisible();
      await expect(link).toHaveText(new RegExp(`${code}$`));
      // What is drawn: innerText keeps a clipped name, so the text of the boxes wider than a pixel and not clipped away.
      const drawn = await link.evaluate((element) =>
        [...element.querySelectorAll('span')]
          .filter((span) => span.getBoundingClientRect().width > 1 && getComputedStyle(span).clipPath === 'none')
          .map((span) => span.textContent?.trim())
          .join(' '),
      );
      expect(drawn, path).toBe(code);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true }), path).toBeVisible();
    }
  });

  test('when the screen is 320 to 414 px wide, then in each language the brand, the menu button and the switch do not overlap, and the menu button keeps its name', async ({ page }) => {
    for (const path of ['/es', '/es/contact', '/', '/contact']) {
      await page.goto(path);
      for (const width of [320, 360, 375, 414]) {
        await page.setViewportSize({ width, height: 700 });
        const boxes = await page.evaluate(() => {
          const rect = (box: DOMRect | undefined) => (box && box.width > 0 ? { left: box.left, right: box.right } : null);
          const brandText = document.querySelector('header a[aria-label$=", home"] span, header a[aria-label$=", inicio"] span');
          // The words as drawn: a word wider than its box overflows it, so the box alone would not tell.
          const range = document.createRange();
          if (brandText) range.selectNodeContents(brandText);
          const words = brandText ? [...range.getClientRects()].filter((line) => line.width > 0) : [];
          return {
            logo: rect(document.querySelector('header a svg')?.getBoundingClientRect()),
            words: words.length ? { left: Math.min(...words.map((line) => line.left)), right: Math.max(...words.map((line) => line.right)) } : null,
            menu: rect(document.querySelector('button[aria-controls="site-menu"]')?.getBoundingClientRect()),
            switch: rect(document.querySelector('header a[hreflang]')?.getBoundingClientRect()),
          };
        });
        const pieces = Object.entries(boxes).filter((entry): entry is [string, { left: number; right: number }] => entry[1] !== null);
        expect(pieces.map(([name]) => name), `${path} at ${width} px`).toEqual(['logo', 'words', 'menu', 'switch']);
        for (let a = 0; a < pieces.length; a++) {
          for (let b = a + 1; b < pieces.length; b++) {
            const [nameA, boxA] = pieces[a]!;
            const [nameB, boxB] = pieces[b]!;
            expect(boxA.right > boxB.left + 0.5 && boxB.right > boxA.left + 0.5, `${path} at ${width} px: ${nameA} overlaps ${nameB}`).toBe(false);
          }
        }
        expect(boxes.switch!.right, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await expect(page.getByRole('button', { name: path.startsWith('/es') ? es.header.menu : en.header.menu })).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 900 });
    }
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
