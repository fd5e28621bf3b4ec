import { expect, test, visitAndInstall } from './support/pwa-fixture';
import { PUBLIC_URL } from '../playwright.config';
import { signInContext } from './support/staff-fixture';
import { addStaffAccount } from './support/staff-helpers';

// Decision 020: nothing of the staff area is kept on the device, and offline it says it needs a connection.
// Signing out asks the browser to clear the site's cache and storage (Clear-Site-Data).

test('when staff use the area in a browser with the service worker, then Cache Storage holds nothing of it, offline a staff page says it needs a connection, and signing out clears the site from the browser', async ({ profile }) => {
  const { page, context } = profile;
  await visitAndInstall(page, '/');
  const account = await addStaffAccount();
  await signInContext(context, PUBLIC_URL, account);
  await page.goto('/staff/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await page.getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cachedPaths = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
  const cached = await cachedPaths();
  expect(cached.length).toBeGreaterThan(20);
  expect(cached.filter((path) => path.startsWith('/staff') || path.startsWith('/api/staff'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'The staff area needs a connection' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  await context.setOffline(false);

  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await expect.poll(cachedPaths).toEqual([]);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
