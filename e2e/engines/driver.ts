import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

/**
 * One small driver over the two engines Playwright cannot drive from Debian's packages:
 * Firefox ESR through puppeteer-core (WebDriver BiDi) and WebKitGTK, Safari's engine, through
 * WebKitWebDriver (W3C WebDriver over HTTP). The journeys are written once against it.
 */
export type Engine = 'firefox' | 'webkit';
export type Key = 'Escape' | 'Tab' | 'Enter' | 'F8';

/** An element as a visitor finds it: a field by its label, or a control by CSS and its text. */
export type Target =
  | { label: string; within?: string }
  | { css: string; text?: string; textIncludes?: string; within?: string };

export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it may be async) and returns its JSON-serialisable result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(target: Target): Promise<void>;
  fill(target: Target, text: string): Promise<void>;
  select(target: Target, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

const TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it holds: the engines' contexts are replaced on navigation, so a check
 * that throws (the page went away mid-call) counts as "not yet".
 */
export async function until(description: string, check: () => Promise<boolean>, timeout = TIMEOUT_MS): Promise<void> {
  const end = Date.now() + timeout;
  let lastError: unknown;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await sleep(150);
  }
  throw new Error(`Timed out after ${timeout} ms waiting until ${description}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
}

/** Runs in the page: the first visible element the target names, or null. */
function findInPage(target: Target): Element | null {
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  if ('label' in target) {
    for (const label of Array.from(root.querySelectorAll('label'))) {
      const name = norm(label.textContent).replace(/ \(optional\)$/, '');
      if (name === target.label && label.control && visible(label.control)) return label.control;
    }
    return null;
  }
  for (const element of Array.from(root.querySelectorAll(target.css))) {
    if (!visible(element)) continue;
    const text = norm(element.textContent);
    if (target.text !== undefined && text !== target.text && element.getAttribute('aria-label') !== target.text) continue;
    if (target.textIncludes !== undefined && !text.includes(target.textIncludes)) continue;
    return element;
  }
  return null;
}

/** Runs in the page: whether the element is visible and can be used (not disabled). */
function usable(element: Element): boolean {
  return element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled;
}

export const describeTarget = (target: Target) => JSON.stringify(target);

// ---------------------------------------------------------------------------------------------
// Firefox: puppeteer-core over WebDriver BiDi.

class FirefoxDriver implements Driver {
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

// ---------------------------------------------------------------------------------------------
// WebKitGTK: WebKitWebDriver (under Xvfb) driving MiniBrowser, W3C WebDriver over plain HTTP.

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007', F8: '\uE038' };
/** The MiniBrowser that Debian's WebKitGTK 4.1 library installs, in its architecture's library folder. */
function miniBrowser(): string {
  const found = readdirSync('/usr/lib')
    .map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));
  if (!found) throw new Error('MiniBrowser not found: install webkit2gtk-driver (it brings libwebkit2gtk-4.1-0)');
  return found;
}

/** One WebKitWebDriver (and its virtual display) per test worker; each driver is a session of it. */
export class WebKitDriverServer {
  private process: ChildProcess | null = null;
  readonly url: string;

  private constructor(private readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(port: number): Promise<WebKitDriverServer> {
    const server = new WebKitDriverServer(port);
    await server.spawn();
    return server;
  }

  private async spawn() {
    this.process = spawn('xvfb-run', ['-a', binary('WebKitWebDriver'), `--port=${this.port}`], { stdio: 'ignore', detached: true });
    await until('WebKitWebDriver answers', async () => (await fetch(`${this.url}/status`)).ok, 20_000);
  }

  /** A driver that stopped answering (it happens under load) is replaced by a new one. */
  async restart() {
    await this.stop();
    await until('the old WebKitWebDriver is gone', async () => !(await fetch(`${this.url}/status`).then(() => true, () => false)), 10_000);
    await this.spawn();
  }

  async stop() {
    // xvfb-run starts Xvfb and the driver in a process group of their own.
    const pid = this.process?.pid;
    this.process = null;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  constructor(
    private readonly base: string,
    private readonly session: string,
  ) {}

  static async launch(server: WebKitDriverServer): Promise<WebKitDriver> {
    const newSession = () =>
      command<{ sessionId: string }>(
        server.url,
        'POST',
        '/session',
        { capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] } } } },
        SESSION_START_MS,
      );
    const created = await newSession().catch(async () => {
      await server.restart();
      return newSession();
    });
    const driver = new WebKitDriver(server.url, created.sessionId);
    await driver.resize(1280, 900);
    return driver;
  }

  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, `/session/${this.session}${path}`, body);
  }

  async goto(url: string) {
    await this.call('POST', '/url', { url });
  }

  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String((error && error.stack) || error) }));`;
    const result = await this.call<{ value?: T; error?: string }>('POST', '/execute/async', { script, args });
    if (result.error) throw new Error(`in the page: ${result.error}`);
    return result.value as T;
  }

  private async element(target: Target): Promise<string> {
    let found: string | null = null;
    await until(`${describeTarget(target)} can be used`, async () => {
      // In view first, as a visitor scrolls to it (WebKitWebDriver does not always scroll far enough).
      const script = `const element = (${findInPage.toString()})(arguments[0]);
        if (!element || !(${usable.toString()})(element)) return null;
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        return element;`;
      const value = await this.call<Record<string, string> | null>('POST', '/execute/sync', { script, args: [target] });
      found = value?.[ELEMENT_KEY] ?? null;
      return found !== null;
    });
    return found!;
  }

  async click(target: Target) {
    const id = await this.element(target);
    await this.call('POST', `/element/${id}/click`, {}).catch(explain(target));
  }

  async fill(target: Target, text: string) {
    const id = await this.element(target);
    await this.call('POST', `/element/${id}/clear`, {}).catch(explain(target));
    await this.call('POST', `/element/${id}/value`, { text }).catch(explain(target));
  }

  async select(target: Target, value: string) {
    const select = await this.element(target);
    let option: string | null = null;
    await until(`${describeTarget(target)} offers ${value}`, async () => {
      const found = await this.call<Record<string, string> | null>('POST', '/execute/sync', {
        script: 'return Array.from(arguments[0].options).find((option) => option.value === arguments[1]) || null;',
        args: [{ [ELEMENT_KEY]: select }, value],
      });
      option = found?.[ELEMENT_KEY] ?? null;
      return option !== null;
    });
    // WebDriver's element click on an <option> selects it as a visitor's choice does.
    await this.call('POST', `/element/${option!}/click`, {}).catch(explain(target));
  }

  async press(key: Key) {
    await this.call('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEYS[key] }, { type: 'keyUp', value: KEYS[key] }] }],
    });
  }

  async resize(width: number, height: number) {
    await this.call('POST', '/window/rect', { width, height });
  }

  async close() {
    await this.call('DELETE', '').catch(() => undefined);
  }
}

const explain = (target: Target) => (error: unknown) => {
  throw new Error(`${describeTarget(target)}: ${String(error)}`);
};

/** A MiniBrowser normally starts in about a second; one that has not in this time will not. */
const SESSION_START_MS = 20_000;
const COMMAND_MS = 45_000;

async function command<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeout = COMMAND_MS): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    signal: AbortSignal.timeout(timeout),
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
  return json.value;
}

/** A program from Debian's packages, as the PATH finds it. */
function binary(name: string): string {
  return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
}

/** A fresh browser of the engine: a new profile, nothing cached, no service worker yet. */
export function launch(engine: Engine, webkit?: WebKitDriverServer): Promise<Driver> {
  if (engine === 'firefox') return FirefoxDriver.launch();
  if (!webkit) throw new Error('WebKit needs a running WebKitWebDriver');
  return WebKitDriver.launch(webkit);
}
