import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, test as base, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, PORT } from '../../playwright.config';
import { recordsIn } from './test-server';

const BASE_URL = `http://localhost:${PORT}`;

interface PwaFixtures {
  /** A persistent profile, so the service worker, its caches and IndexedDB behave as in a real browser. */
  profile: { context: BrowserContext; page: Page; dir: string; relaunch: () => Promise<{ context: BrowserContext; page: Page }> };
}

async function launchProfile(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
    headless: true,
  });
}

/** Opens a page and waits until the service worker controls it with its precache complete. */
export async function visitAndInstall(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

export const test = base.extend<PwaFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
  profile: async ({}, provide) => {
    const dir = mkdtempSync(join(tmpdir(), 'woundcare-profile-'));
    let context = await launchProfile(dir);
    const state = {
      context,
      page: context.pages()[0] ?? (await context.newPage()),
      dir,
      relaunch: async () => {
        await state.context.close();
        context = await launchProfile(dir);
        state.context = context;
        state.page = context.pages()[0] ?? (await context.newPage());
        return { context: state.context, page: state.page };
      },
    };
    await provide(state);
    await state.context.close();
    rmSync(dir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';

/** Records in a collection file of the test server's data folder. */
export function storedRecords<T = Record<string, unknown>>(collection: string): T[] {
  return recordsIn<T>(process.env.E2E_DATA_DIR!, collection);
}
