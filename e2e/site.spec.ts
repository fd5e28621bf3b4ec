import { expect, test } from '@playwright/test';
import { provider } from '#contract';
import { PUBLIC_URL as origin } from '../playwright.config';
import { type RouteKey, routeFor } from '../web/content/routes';
import { SERVICE_NAMES, shell } from '../web/i18n/shell.en';
import { HEADINGS, headingOf, ROUTES, waitForHydration, watchConsole } from './site-helpers';

/** A path's title and description, as the English shell words them. */
const wordsOf = (path: string) => shell.routes[routeFor(path).path as RouteKey];

const HEADER_LINKS = ['Home', 'About', 'Services', 'FAQs', 'Testimonials', 'Contact', 'Care Coordinators', 'Resources'];

test.describe('every route', () => {
  // Each route's heading, head tags, hydration and console: every-page.spec.ts, with its other checks.
  test('when a path is unknown, then the server answers 404 with the Page Not Found page', async ({ page, request }) => {
    const direct = await request.get('/no-such-page');
    expect(direct.status()).toBe(404);
    expect(direct.headers()['content-type']).toContain('text/html');
    const problems = watchConsole(page);
    const response = await page.goto('/care/unknown');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(shell.routes['/404'].title);
    await waitForHydration(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/']);
    // Chromium reports the 404 status of the document itself; nothing else may complain.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  });

  // Nothing scrolls sideways at 320 px: every-page.spec.ts, on every page in both languages and the 404s.

  test('when images render, then each has alt text, fixed dimensions and loads', async ({ page }) => {
    for (const path of ['/', '/about', '/services', '/testimonials']) {
      await page.goto(path);
      const images = page.locator('img');
      expect(await images.count(), path).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('alt', /.*/);
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
    }
  });
});

test.describe('the header', () => {
  test('when each header link is chosen, then its page shows, the link is current and head tags follow', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(HEADER_LINKS);
    for (const name of [...HEADER_LINKS.slice(1), 'Home']) {
      await nav.getByRole('link', { name, exact: true }).click();
      const path = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page).toHaveTitle(wordsOf(path).title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('#main')).toBeFocused();
    }
    await page.getByRole('link', { name: `${provider.brandName}, home` }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the screen is 375 px wide, then a menu button toggles the links and choosing one closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = page.locator(`#${menuId}`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(HEADER_LINKS);
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['/faqs']);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('when the skip link is used, then focus lands on the main content', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('the footer', () => {
  test('when the footer renders, then every link has a real target', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: provider.phone })).toHaveAttribute('href', `tel:${provider.phoneHref}`);
    await expect(footer.getByRole('link', { name: provider.email })).toHaveAttribute('href', `mailto:${provider.email}`);
    await expect(footer).toContainText('9:00 AM - 5:00 PM');
    await expect(footer).toContainText('Mobile Services Available');
    await expect(footer).toContainText(`© 2023 ${provider.brandName}. All rights reserved.`);
    for (const name of SERVICE_NAMES) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/services');
    }
    for (const [network, url] of Object.entries(provider.social)) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${network}$`, 'i') });
      if (url) await expect(link).toHaveAttribute('href', url);
      else await expect(link).toHaveCount(0);
    }
    for (const link of await footer.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^(\/|tel:|mailto:|https:\/\/)/);
    }

    await footer.getByRole('link', { name: 'HIPAA Notice' }).click();
    await expect(page).toHaveURL(/\/notice-of-privacy-practices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notice of Privacy Practices');
    await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#terms$/);
    await expect(page.locator('#terms')).toBeFocused();
    await expect(page.locator('#terms')).toBeInViewport();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when scripts are off, then every page still shows its content and links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
      // The links are behind the Menu button, which works without script (a popover: decision 035).
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources', includeHidden: true })).toBeAttached();
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' })).toBeVisible();
    await page.goto('/faqs');
    await page.locator('summary', { hasText: 'Is wound care covered by insurance?' }).click();
    await expect(page.getByText(provider.insurance.coverage)).toBeVisible();
  });
});
