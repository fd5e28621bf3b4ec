import { expect, test } from '@playwright/test';
import { waitForHydration } from './site-helpers';
import { seriousViolations } from './support/booking-helpers';

// Every page's axe pass at 1280 and 375 px is in every-page.spec.ts, with the page's other checks (one visit per page).
test.describe('accessibility of interactive states', () => {
  test('when the mobile menu is open, then axe finds no serious or critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when reduced motion is asked for, then transitions are switched off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/faqs');
    const duration = await page.locator('main details > summary svg').first().evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });

  test('when a link has keyboard focus, then a visible outline shows it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});
