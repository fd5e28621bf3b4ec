import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/pwa-fixture';
import { BUILD_QUESTION, controllingBuild, makeSecondBuild, TestServer } from './support/test-server';

const PORT = Number(process.env.E2E_PORT || 4173) + 50;

test('when a second build is deployed, then the visitor is offered a reload and gets the new version', async ({ profile }) => {
  const work = mkdtempSync(join(tmpdir(), 'woundcare-update-'));
  const second = makeSecondBuild(work);
  const server = new TestServer(PORT, join(work, 'data'));
  const origin = server.origin;
  await server.start();
  try {
    const { page } = profile;
    await page.goto(`${origin}/contact`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await page.evaluate(controllingBuild, BUILD_QUESTION)).toBe('first');
    await server.stop();
    await server.start(second);
    await page.goto(`${origin}/about`);
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Update available')).toBeVisible();
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    // The second build's worker controls the page, and nothing is left waiting.
    expect(await page.evaluate(controllingBuild, BUILD_QUESTION)).toBe('second');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
