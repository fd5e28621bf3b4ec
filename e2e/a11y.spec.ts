import { expect, test } from '@playwright/test';
import { ROUTES, SPANISH_PAGES, waitForHydration } from './site-helpers';
import { seriousViolations } from './support/booking-helpers';

const WIDTHS = [1280, 375];

// One visit per route, checked at each width in turn (the page is resized, as a phone turned or a
// window narrowed would be): the same checks as one visit per width, at half the page loads.
test.describe('accessibility at every width', () => {
  for (const path of [...ROUTES, '/not-a-page', ...SPANISH_PAGES, '/es/not-a-page']) {
    test(`when ${path} is checked by axe at ${WIDTHS.join(' and ')} px, then it has no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect.soft(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

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
