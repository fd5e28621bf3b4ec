import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/pwa-fixture';
import { BUILD, TestServer } from './support/test-server';

const PORT = Number(process.env.E2E_PORT || 4173) + 50;

test('when a second build is deployed, then the visitor is offered a reload and gets the new version', async ({ profile }) => {
  const work = mkdtempSync(join(tmpdir(), 'woundcare-update-'));
  // The second build: the same site with a changed service worker, as any redeploy produces.
  const second = join(work, 'second');
  cpSync(BUILD, second, { recursive: true });
  appendFileSync(join(second, 'sw.js'), '\n// second build\n');
  for (const stale of ['sw.js.br', 'sw.js.gz']) rmSync(join(second, stale), { force: true });
  const server = new TestServer(PORT, join(work, 'data'));
  const origin = server.origin;
  await server.start();
  try {
    const { page } = profile;
    await page.goto(`${origin}/contact`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await server.stop();
    await server.start(second);
    await page.goto(`${origin}/about`);
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Update available')).toBeVisible();
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${origin}/sw.js`);
    // The new worker took over: nothing is left waiting.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
