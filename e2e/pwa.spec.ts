import { GUIDES, guidePath } from '#contract';
import { LADDER_ES } from '#contract/escalation.es';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import { ROUTES } from '../web/content/routes';
import { shell as es } from '../web/i18n/shell.es';
import { headingOf, SPANISH_PAGES } from './site-helpers';
import { expect, test, visitAndInstall } from './support/pwa-fixture';

test.describe('installable app, offline pages', () => {
  test('when the site is visited, then Chromium reports no installability errors', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  test('when a Spanish page is visited, then it links the Spanish app manifest, which Chromium installs without errors as an app of its own that opens in Spanish', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/es');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/es/manifest.webmanifest');
    const answer = await page.request.get('/es/manifest.webmanifest');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as { id: string; start_url: string; lang: string; shortcuts: { url: string }[] };
    const english = (await (await page.request.get('/manifest.webmanifest')).json()) as { id: string };
    expect(manifest).toMatchObject({ id: '/es', start_url: '/es', lang: 'es-US' });
    expect(manifest.id).not.toBe(english.id);
    for (const shortcut of manifest.shortcuts) expect(shortcut.url).toMatch(/^\/es\//);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  // One walk for both languages: the first visit, to a Spanish page, installs the worker with
  // every page of either language. At night, on a phone, with no signal, the page a caregiver opens must be there.
  test('when offline after one visit to a Spanish page, then every page, 404 and guide opens in each language, the Spanish ones in Spanish with their ladder and a working link to the English twin', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/es/about');
    await context.setOffline(true);
    await page.goto('/about');
    await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
    for (const { path } of ROUTES) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headingOf(path));
      await expect(page.locator('main')).not.toBeEmpty();
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    for (const { slug, title } of GUIDES) {
      await page.goto(guidePath(slug));
      await expect(page.getByRole('heading', { level: 1 }), slug).toContainText(title.split(' ')[0]!);
    }

    for (const path of SPANISH_PAGES) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headingOf(path));
    }
    await expect(page.getByText(es.offline.slice(0, 20), { exact: false })).toBeVisible();
    await page.goto('/es/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: es.notFound.title })).toBeVisible();
    for (const { slug } of GUIDES) {
      await page.goto(guidePath(slug, 'es'));
      await expect(page.locator('html'), slug).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 }), slug).toContainText(GUIDE_TITLES_ES[slug]);
      await expect(page.getByRole('region', { name: LADDER_ES.title }), slug).toBeVisible();
    }
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${guidePath(GUIDES.at(-1)!.slug)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
