import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { binary, describeTarget, type Driver, findInPage, type Key, type Target, until, usable } from './driver';

/** Firefox ESR through puppeteer-core over WebDriver BiDi, a fresh profile per driver. */
export class FirefoxDriver implements Driver {
  readonly engine = 'firefox';
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly profile: string,
  ) {}

  static async launch(): Promise<FirefoxDriver> {
    const profile = mkdtempSync(join(tmpdir(), 'woundcare-firefox-'));
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: binary('firefox-esr'),
      userDataDir: profile,
      headless: true,
      extraPrefsFirefox: { 'browser.sessionstore.resume_from_crash': false },
    });
    // A tab of our own, brought to the front: Firefox's first tab has no focus when headless, and a
    // page without focus gets no focus events, which a visitor's window always has.
    const page = await browser.newPage();
    await page.bringToFront();
    await page.setViewport({ width: 1280, height: 900 });
    return new FirefoxDriver(browser, page, profile);
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
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

  async click(target: Target) {
    await (await this.element(target)).click();
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
    await this.browser.close().catch(() => undefined);
    rmSync(this.profile, { recursive: true, force: true });
  }
}
