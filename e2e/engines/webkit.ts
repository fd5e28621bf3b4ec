import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Key, remote } from 'webdriverio';
import { noteActions, noteToasts } from '../support/toast-notes';
import { describeTarget, type Driver, type EngineLauncher, findScript, type Target, until } from './driver';

/** Debian's webkit2gtk-driver: the W3C WebDriver server and the MiniBrowser it starts (WebKitGTK 4.1). */
const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((triplet) => `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`)
  .find((path) => existsSync(path));

/**
 * WebKitGTK through WebdriverIO, pointed at a WebKitWebDriver we start on `port` under a virtual
 * display (xvfb-run): given a host and port, WebdriverIO starts and downloads no driver itself.
 * One WebKitWebDriver per test worker; each driver is a new MiniBrowser session of it.
 */
export async function startWebKit(port: number): Promise<EngineLauncher> {
  if (!MINIBROWSER) throw new Error('MiniBrowser not found: install webkit2gtk-driver (it brings libwebkit2gtk-4.1-0)');
  let server = await startWebDriver(port);
  const session = (script: boolean) =>
    remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      // A command is sent once: a click sent again after a slow answer would be a second click.
      connectionRetryCount: 0,
      connectionRetryTimeout: 45_000,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        // enable-javascript-markup=false turns the pages' own JavaScript off; the driver's still runs.
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...(script ? [] : ['--enable-javascript-markup=false'])] },
      } as WebdriverIO.Capabilities,
    });
  return {
    async newDriver({ script }) {
      // A WebKitWebDriver that stopped answering (it happens under load) is replaced by a new one. A
      // MiniBrowser starts in about a second; one that has not in 20 s will not.
      const started = () => Promise.race([session(script), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no MiniBrowser session in 20 s')), 20_000).unref())]);
      const browser = await started().catch(async () => {
        stop(server);
        await until('the old WebKitWebDriver is gone', async () => !(await fetch(`http://127.0.0.1:${port}/status`).then(() => true, () => false)), 10_000);
        server = await startWebDriver(port);
        return session(script);
      });
      await browser.setWindowSize(1280, 900);
      return webkitDriver(browser);
    },
    async close() {
      stop(server);
    },
  };
}

type Browser = Awaited<ReturnType<typeof remote>>;

function webkitDriver(browser: Browser): Driver {
  /** The element, once the page shows it, in the middle of the window (WebKitWebDriver does not always scroll far enough). */
  const find = async (target: Target): Promise<WebdriverIO.Element> => {
    let found: unknown = null;
    await until(`${describeTarget(target)} can be used`, async () => (found = await browser.execute(`return ${findScript(target)};`)) !== null);
    return browser.$(found as WebdriverIO.Element).getElement();
  };
  /**
   * Does `act` until the field holds `value`: an action that did not take (the form's state put back
   * an older value while it typed, or an option's click did not reach the list) is done again
   * rather than found out later as a form refused.
   */
  const holdsAfter = async (target: Target, element: WebdriverIO.Element, value: string, act: () => Promise<unknown>) => {
    for (let attempt = 1; ; attempt++) {
      await act();
      const holds = await until(`${describeTarget(target)} holds ${JSON.stringify(value)}`, async () => (await element.getValue()) === value, 2_000).then(() => true, () => false);
      if (holds) return;
      if (attempt === 3) throw new Error(`${describeTarget(target)} still holds ${JSON.stringify(await element.getValue())} after three tries to make it ${JSON.stringify(value)}`);
    }
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await browser.url(url);
      // WebDriver has no script run at each page's start: the page gets the recorders once loaded.
      await browser.execute(`(${noteToasts.toString()})(); (${noteActions.toString()})();`);
    },
    evaluate: <T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A) => browser.execute(fn as (...args: unknown[]) => T, ...args) as Promise<T>,
    async click(target) {
      for (let attempt = 1; ; attempt++) {
        const element = await find(target);
        try {
          return await element.click();
        } catch (error) {
          // Replaced by the page between the look and the click: found again, as a visitor taps again.
          if (attempt === 3 || !String(error).includes('stale element')) throw new Error(`${describeTarget(target)}: ${String(error)}`);
        }
      }
    },
    async fill(target, text) {
      const element = await find(target);
      await holdsAfter(target, element, text, () => element.setValue(text));
    },
    async select(target, value) {
      const element = await find({ ...target, withOption: value } as Target);
      await holdsAfter(target, element, value, () => element.selectByAttribute('value', value));
    },
    async upload(target, paths) {
      // WebDriver's Element Send Keys to a file input chooses the files at those paths, one a line.
      const element = await find(target);
      await element.addValue(paths.join('\n'));
    },
    press: (key) => browser.keys(Key[key]),
    resize: (width, height) => browser.setWindowSize(width, height),
    close: () => browser.deleteSession().catch(() => undefined),
  };
}

async function startWebDriver(port: number): Promise<ChildProcess> {
  const server = spawn('xvfb-run', ['-a', WEBKIT_WEBDRIVER, `--port=${port}`], { stdio: 'ignore', detached: true });
  await until('WebKitWebDriver answers', async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, 20_000);
  return server;
}

/** xvfb-run starts Xvfb and the driver in a process group of their own. */
function stop(server: ChildProcess): void {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
