import { GUIDES, guidePath } from '../api/contract';
import { ROUTES } from '../web/content/routes';
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

  test('when offline after one visit, then every page, the 404 page and every guide open', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/');
    await context.setOffline(true);
    await page.goto('/about');
    await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
    for (const { path } of ROUTES) {
      await page.goto(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    for (const { slug, title } of GUIDES) {
      await page.goto(guidePath(slug));
      await expect(page.getByRole('heading', { level: 1 }), slug).toContainText(title.split(' ')[0]!);
    }
  });
});
