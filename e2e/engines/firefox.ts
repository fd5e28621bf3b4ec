import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type Locator, type Page } from 'puppeteer-core';
import { noteActions, noteToasts } from '../support/toast-notes';
import { describeTarget, type Driver, type EngineLauncher, findScript, type Target, until } from './driver';

/** Debian's Firefox ESR; puppeteer-core drives it over WebDriver BiDi and never downloads a browser. */
const FIREFOX = '/usr/bin/firefox-esr';
const TIMEOUT_MS = 30_000;

/**
 * Firefox ESR, one per test worker on a profile of its own; each test's driver is a fresh browser
 * context of it (cookies, storage, caches and service workers kept apart), as a private window is.
 * With the pages' JavaScript off, a browser of its own (a preference: ESR 153 has no BiDi command
 * to turn it off for one page).
 */
export async function startFirefox(): Promise<EngineLauncher> {
  const shared = await launch({});
  return {
    async newDriver({ script }) {
      if (script) return shared.newDriver(true);
      const own = await launch({ 'javascript.enabled': false });
      const driver = await own.newDriver(false);
      return { ...driver, close: () => own.close() };
    },
    close: () => shared.close(),
  };
}

async function launch(prefs: Record<string, unknown>) {
  const profile = mkdtempSync(join(tmpdir(), 'woundcare-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    userDataDir: profile,
    headless: true,
    extraPrefsFirefox: { 'browser.sessionstore.resume_from_crash': false, ...prefs },
  });
  return {
    async newDriver(script: boolean): Promise<Driver> {
      const context = await browser.createBrowserContext();
      // A tab of our own, brought to the front: Firefox's first tab has no focus when headless, and a
      // page without focus gets no focus events, which a visitor's window always has.
      const page = await context.newPage();
      await page.evaluateOnNewDocument(noteToasts);
      await page.evaluateOnNewDocument(noteActions);
      await page.bringToFront();
      await page.setViewport({ width: 1280, height: 900 });
      return { ...(script ? firefoxDriver(page) : withoutScript(page)), close: () => context.close().catch(() => undefined) };
    },
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Puppeteer's locator waits until the element is there, shown, enabled and standing still in view,
 * and finds it again if the page replaces it before the click (the early calendar's day, once
 * React's calendar takes over), as a visitor taps again on what is there now.
 */
const locate = (page: Page, target: Target): Locator<Element> =>
  page.locator(new Function(`return ${findScript(target)};`) as () => Element).setTimeout(TIMEOUT_MS);

function firefoxDriver(page: Page): Omit<Driver, 'close'> {
  return {
    engine: 'firefox',
    async goto(url) {
      // The document being left is marked: BiDi can report the navigation done while the old document
      // still answers (seen with a service worker answering offline), so the new one is waited for.
      await page.evaluate(() => Object.assign(window, { __left: true })).catch(() => undefined);
      await page.goto(url, { waitUntil: 'load' });
      await until(`${url} has loaded`, () => page.evaluate(() => !('__left' in window) && document.readyState === 'complete'));
    },
    evaluate: <T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A) => page.evaluate(fn as (...args: unknown[]) => T, ...args) as Promise<T>,
    click: (target) => locate(page, target).click(),
    fill: (target, text) => locate(page, target).fill(text),
    select: (target, value) => locate(page, { ...target, withOption: value } as Target).fill(value),
    async upload(target, paths) {
      const input = (await locate(page, target).waitHandle()) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(...paths);
    },
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
  };
}

/**
 * With the page's JavaScript off, the page runs no frames or timers for the locator's checks, and
 * puppeteer's click does not return (Firefox ESR 153): the mouse goes to the element's middle,
 * as a visitor's would. Only what the no-script journey does.
 */
function withoutScript(page: Page): Omit<Driver, 'close'> {
  const unsupported = () => Promise.reject(new Error('not used with the page’s JavaScript off'));
  return {
    ...firefoxDriver(page),
    async click(target) {
      let element: ElementHandle<Element> | null = null;
      await until(`${describeTarget(target)} is shown`, async () => {
        element = (await page.evaluateHandle(findScript(target))).asElement() as ElementHandle<Element> | null;
        return element !== null;
      });
      const box = await element!.boundingBox();
      if (!box) throw new Error(`${describeTarget(target)} has no box to click`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    fill: unsupported,
    select: unsupported,
    upload: unsupported,
  };
}
