import { GUIDES, guidePath } from '../api/contract';
import { LADDER_ES } from '../api/contract/escalation.es';
import { GUIDE_TITLES_ES } from '../api/contract/guides.es';
import { expect, test, visitAndInstall } from './support/pwa-fixture';

/** Issue 28: at night, on a phone, with no signal, the Spanish guide a caregiver opens must be there. */
test.describe('the guides in Spanish, offline', () => {
  test('when offline after one visit, then every Spanish guide opens in Spanish, with its ladder, and its link to the English twin works', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/');
    await context.setOffline(true);
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

// Axe on every guide, in each language, at 1280 and 375 px: site-safety.spec.ts, in the visits that check its ladder and its words.
