import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { PORT } from '../../playwright.config';
import type { ToastNote } from '../support/toast-notes';
import { type Driver, type Engine, type EngineLauncher, explainWith, until } from './driver';
import { startFirefox } from './firefox';
import { ReachableSite } from './reachable-site';
import { startWebKit } from './webkit';

interface WorkerFixtures {
  engine: Engine;
  /** The site on a server of this worker's own, which a test can make unreachable as a network drop would. */
  site: ReachableSite;
  /** The engine, started once per worker (Firefox, or WebKitWebDriver); each test gets a fresh browser of it. */
  launcher: EngineLauncher;
}

interface TestFixtures {
  /** Whether the pages' own JavaScript runs (`test.use({ script: false })` turns it off). */
  script: boolean;
  /** A fresh browser of the project's engine for each test: nothing stored, no service worker yet. */
  driver: Driver;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, provide, workerInfo) => provide(workerInfo.project.metadata.engine as Engine),
    { scope: 'worker' },
  ],
  site: [
    async ({ engine }, provide, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), `woundcare-${engine}-`));
      const site = new ReachableSite(PORT + 60 + (engine === 'webkit' ? 10 : 0) + workerInfo.parallelIndex, dataDir);
      await site.start();
      await provide(site);
      await site.shutDown();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launcher: [
    async ({ engine }, provide, workerInfo) => {
      const launcher = engine === 'firefox' ? await startFirefox() : await startWebKit(PORT + 80 + workerInfo.parallelIndex);
      await provide(launcher);
      await launcher.close();
    },
    { scope: 'worker' },
  ],
  script: [true, { option: true }],
  driver: async ({ site, launcher, script }, provide) => {
    // A test that made the site unreachable and failed before it made it reachable again leaves it so.
    if (!site.running) await site.start();
    const driver = await launcher.newDriver({ script });
    await provide(driver);
    await driver.close();
  },
});

export { expect } from '@playwright/test';

/** Opens a page and waits until the service worker controls it with its precache complete. */
export async function visitAndInstall(driver: Driver, url: string): Promise<void> {
  await driver.goto(url);
  const controlled = await driver.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    return navigator.serviceWorker.controller !== null;
  });
  if (!controlled) throw new Error('the service worker does not control the page');
}

/**
 * Waits until the page's visible text holds `text`, or a notification (toast) that held it has
 * been shown since the page loaded (support/toast-notes.ts): a toast goes by itself after a few
 * seconds, which can be before a slow check comes round.
 */
export function seeText(driver: Driver, text: string, timeout?: number): Promise<void> {
  return until(
    `the page shows "${text}"`,
    () => driver.evaluate((wanted) => document.body.innerText.includes(wanted) || ((window as unknown as { __toastNotes?: ToastNote[] }).__toastNotes ?? []).some((note) => note.text.includes(wanted)), text),
    timeout,
  ).catch(explainWith(driver));
}

/** The page's visible text, whitespace folded. */
export const pageText = (driver: Driver) => driver.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));

/**
 * Waits until React has hydrated the page: its header, its heading and, when given, the elements
 * `also` names carry React's fiber keys (parts of a page can hydrate later than the rest).
 */
export function hydrated(driver: Driver, also?: string): Promise<void> {
  return until(`React has hydrated the page${also ? ` and ${also}` : ''}`, () =>
    driver.evaluate((extra) => {
      const isHydrated = (element: Element | null) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
      const rest = extra ? Array.from(document.querySelectorAll(extra)) : [];
      return isHydrated(document.querySelector('header button')) && isHydrated(document.querySelector('main h1')) && (!extra || (rest.length > 0 && rest.every(isHydrated)));
    }, also ?? ''),
  );
}

/**
 * Waits until toasts have said each of `texts` (in a toast seen by support/toast-notes.ts or on the
 * page), closing each toast that says one of them once it has been read, as a visitor does: the
 * outbox shows its outcomes one at a time, each after the one before has gone (about 5 s each by
 * itself). `closeLabel` is the close button's name in the page's language.
 */
export function readToasts(driver: Driver, texts: string[], closeLabel: string, timeout?: number): Promise<void> {
  return until(
    `the toasts have said ${texts.map((text) => `"${text}"`).join(', ')}`,
    () =>
      driver.evaluate(
        (wanted, label) => {
          const notes = (window as unknown as { __toastNotes?: ToastNote[] }).__toastNotes ?? [];
          const card = document.querySelector('[data-toast]');
          const showing = (card?.textContent ?? '').replace(/\s+/g, ' ');
          // Read (noted) and one of ours: closed, so the next waiting one shows now.
          if (card && wanted.some((text) => showing.includes(text)) && notes.some((note) => note.text === showing.trim())) {
            card.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
          }
          return wanted.every((text) => notes.some((note) => note.text.includes(text)) || document.body.innerText.includes(text));
        },
        texts,
        closeLabel,
      ),
    timeout,
  );
}
