import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { noteActions, noteToasts } from '../support/toast-notes';
import { binary, describeTarget, type Driver, findInPage, type Key, type Target, until, usable } from './driver';

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

/** WebKitGTK's MiniBrowser through WebKitWebDriver (under Xvfb), W3C WebDriver over plain HTTP. */
export class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  constructor(
    private readonly base: string,
    private readonly session: string,
  ) {}

  /**
   * `script: false` turns off the pages' own JavaScript (WebKitGTK's `enable-javascript-markup`
   * setting, which MiniBrowser takes as an option); the driver's calls still run, as in Firefox.
   */
  static async launch(server: WebKitDriverServer, { script = true }: { script?: boolean } = {}): Promise<WebKitDriver> {
    const args = ['--automation', ...(script ? [] : ['--enable-javascript-markup=false'])];
    const newSession = () =>
      command<{ sessionId: string }>(
        server.url,
        'POST',
        '/session',
        { capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser(), args } } } },
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
    // WebDriver has no script run at each page's start: the page gets it once loaded (its first toast
    // comes later), in one synchronous call (an asynchronous one, one more, hung once for 45 s on a page
    // whose service worker was installing).
    await this.call('POST', '/execute/sync', { script: NOTE_PAGE, args: [] });
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

  /** An element the page replaces between the look and the click (the early calendar's day, once React's calendar takes over) is found again, as a visitor taps again on what is there now. */
  async click(target: Target): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const id = await this.element(target);
      try {
        await this.call('POST', `/element/${id}/click`, {});
        return;
      } catch (error) {
        if (attempt === 3 || !String(error).includes('stale element reference')) explain(target)(error);
      }
    }
  }

  async fill(target: Target, text: string) {
    const id = await this.element(target);
    await this.taken(target, id, text, async () => {
      await this.call('POST', `/element/${id}/clear`, {}).catch(explain(target));
      await this.call('POST', `/element/${id}/value`, { text }).catch(explain(target));
    });
  }

  /**
   * Does `act` until the element's value is `value`: the next step needs the field as a visitor
   * left it, and an action that did not take (the form's state put back an older value while it
   * typed, or an option's click did not reach the list) is done again rather than found out as a
   * form refused, or a wait for its outcome timing out, later.
   */
  private async taken(target: Target, id: string, value: string, act: () => Promise<void>) {
    const current = () => this.call<string>('POST', '/execute/sync', { script: 'return arguments[0].value;', args: [{ [ELEMENT_KEY]: id }] });
    for (let attempt = 1; ; attempt++) {
      await act();
      const holds = await until(`${describeTarget(target)} holds ${JSON.stringify(value)}`, async () => (await current()) === value, 2_000).then(() => true, () => false);
      if (holds) return;
      if (attempt === 3) throw new Error(`${describeTarget(target)} still holds ${JSON.stringify(await current())} after three tries to make it ${JSON.stringify(value)}`);
    }
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
    await this.taken(target, select, value, async () => {
      await this.call('POST', `/element/${option!}/click`, {}).catch(explain(target));
    });
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

/** The toast and action recorders (support/toast-notes.ts), run in the page as one script. */
const NOTE_PAGE = `(${noteToasts.toString()})(); (${noteActions.toString()})();`;

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
