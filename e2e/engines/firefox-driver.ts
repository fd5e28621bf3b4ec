import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { noteActions, noteToasts } from '../support/toast-notes';
import { binary, describeTarget, type Driver, findInPage, type Key, sleep, type Target, until, usable } from './driver';

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi: one browser per test worker, on a profile
 * of its own; each test's driver is a fresh browser context of it (nothing shared: cookies,
 * storage, caches and service workers are kept apart per context), as a new private window is.
 */
export class FirefoxBrowser {
  private constructor(
    private readonly browser: Browser,
    private readonly profile: string,
    private readonly script: boolean,
  ) {}

  /** `script: false` turns the pages' JavaScript off (the driver's own calls still run). */
  static async launch({ script = true }: { script?: boolean } = {}): Promise<FirefoxBrowser> {
    const profile = mkdtempSync(join(tmpdir(), 'woundcare-firefox-'));
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: binary('firefox-esr'),
      userDataDir: profile,
      headless: true,
      extraPrefsFirefox: { 'browser.sessionstore.resume_from_crash': false, ...(script ? {} : { 'javascript.enabled': false }) },
    });
    return new FirefoxBrowser(browser, profile, script);
  }

  async newDriver(): Promise<FirefoxDriver> {
    const context = await this.browser.createBrowserContext();
    // A tab of our own, brought to the front: Firefox's first tab has no focus when headless, and a
    // page without focus gets no focus events, which a visitor's window always has.
    const page = await context.newPage();
    await page.evaluateOnNewDocument(noteToasts);
    await page.evaluateOnNewDocument(noteActions);
    await page.bringToFront();
    await page.setViewport({ width: 1280, height: 900 });
    return new FirefoxDriver(context, page, this.script);
  }

  async close() {
    await this.browser.close().catch(() => undefined);
    rmSync(this.profile, { recursive: true, force: true });
  }
}

/** Runs in the page: where the element is, how far the page is scrolled, and whether the element's middle is in view ('replaced' once the page has taken it out). */
function placeOf(element: Element): string {
  if (!element.isConnected) return 'replaced';
  const box = element.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  return `${box.x},${box.y},${box.width},${box.height},${scrollX},${scrollY},${middle >= 0 && middle <= innerHeight}`;
}

/** One test's browser context in the worker's Firefox. */
export class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly script = true,
  ) {}

  async goto(url: string) {
    // The document being left is marked: BiDi can report the navigation done while the old document
    // still answers (seen with a service worker answering offline), so the new one is waited for.
    await this.page.evaluate(() => Object.assign(window, { __left: true })).catch(() => undefined);
    await this.page.goto(url, { waitUntil: 'load' });
    await until(`${url} has loaded`, () => this.evaluate(() => !('__left' in window) && document.readyState === 'complete'));
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.page.evaluate(fn as (...args: unknown[]) => T, ...args) as Promise<T>;
  }

  private async element(target: Target): Promise<ElementHandle<Element>> {
    let found: ElementHandle<Element> | null = null;
    await until(`${describeTarget(target)} can be used`, async () => {
      const handle = (await this.page.evaluateHandle(findInPage, target)).asElement() as ElementHandle<Element> | null;
      if (handle && (await handle.evaluate(usable))) found = handle;
      return found !== null;
    });
    return found!;
  }

  /**
   * Clicks the element's middle once it stands still, as Playwright's click does. puppeteer clicks
   * where the element was when it looked: the site scrolls smoothly (`scroll-behavior: smooth`), and
   * a scroll still under way moved the page between the look and the click, which then landed
   * beside the submit button (seen as a booking that never went: the click's target was the form).
   * An element the page replaces meanwhile (the early calendar's day, once React's calendar takes
   * over) is found again, as a visitor taps again on what is there now.
   */
  async click(target: Target) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const element = await this.element(target);
      await element.evaluate((found) => found.scrollIntoView({ block: 'center', behavior: 'instant' }));
      let still = false;
      // Looked at twice, 50 ms apart, from here: a page with its script off runs no timers or frames of ours.
      await until(`${describeTarget(target)} stands still in view`, async () => {
        const before = await element.evaluate(placeOf);
        if (before === 'replaced') return true;
        await sleep(50);
        still = before.endsWith('true') && (await element.evaluate(placeOf)) === before;
        return still;
      });
      if (!still) continue;
      try {
        if (this.script) return await element.click();
        // With the page's script off, puppeteer's click never returns (Firefox ESR 153): the mouse
        // goes to the element's middle instead, as a visitor's would.
        const box = await element.boundingBox();
        if (!box) throw new Error(`${describeTarget(target)} has no box to click`);
        return await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      } catch (error) {
        if (await element.evaluate((found) => found.isConnected).catch(() => false)) throw error;
      }
    }
    throw new Error(`${describeTarget(target)} was replaced by the page three times before it could be clicked`);
  }

  async fill(target: Target, text: string) {
    const element = await this.element(target);
    await element.click({ count: 3 });
    await element.type(text);
  }

  async select(target: Target, value: string) {
    const element = (await this.element(target)) as ElementHandle<HTMLSelectElement>;
    await until(`${describeTarget(target)} offers ${value}`, () => element.evaluate((select, wanted) => Array.from(select.options).some((option) => option.value === wanted), value));
    await element.select(value);
  }

  async press(key: Key) {
    await this.page.keyboard.press(key);
  }

  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async close() {
    await this.context.close().catch(() => undefined);
  }
}
