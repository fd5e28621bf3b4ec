import { builtPages, NOT_FOUND } from '../web/content/routes';
import { shell as es } from '../web/i18n/shell.es';
import { headingOf } from './site-helpers';
import { expect, test, visitAndInstall } from './support/pwa-fixture';

/** Every page built in Spanish, at its Spanish path. */
const SPANISH = builtPages().filter(({ lang, route }) => lang === 'es' && route !== NOT_FOUND);

test('when offline after one visit to a Spanish page, then every Spanish page opens, an unknown Spanish path gets the Spanish 404, and English pages still open', async ({ profile }) => {
  const { page, context } = profile;
  await visitAndInstall(page, '/es/about');
  await context.setOffline(true);
  for (const { path } of SPANISH) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headingOf(path));
  }
  await expect(page.getByText(es.offline.slice(0, 20), { exact: false })).toBeVisible();
  await page.goto('/es/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: es.notFound.title })).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
