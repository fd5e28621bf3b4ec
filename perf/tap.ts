import type { Browser, CDPSession, Page } from 'puppeteer-core';

/**
 * A tap made at first paint on a throttled phone: what Lighthouse does not measure. Each visit is
 * a fresh browser context (nothing cached, no service worker) with Lighthouse's mobile profile (4×
 * CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 412 px touch screen). From the
 * first frame that shows the page (the screencast, which the compositor sends without waiting on
 * the page's main thread), the harness touches the control through the browser's input, as a
 * thumb would, until a tap has worked. The page's own clock gives both times, from the start of
 * navigation: its first contentful paint, and the animation frame in which the tap's effect first
 * shows. Docs/performance.md tells how the harness came to be.
 */
export interface TapTarget {
  name: string;
  path: string;
  /** Page-side JavaScript (source text: the pages' CSP forbids eval) giving the control a visitor taps; a scripted widget and its no-script twin both match. */
  control: string;
  /** Page-side JavaScript, true once the tap on `control` has done its job. */
  worked: string;
}

export const TAP_TARGETS: TapTarget[] = [
  {
    name: 'FAQ question opens',
    path: '/faqs',
    // The second question: the first may start open.
    control: `[...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6) button, main summary')][1]`,
    worked: `control.getAttribute('aria-expanded') === 'true' || control.closest('details')?.open`,
  },
  {
    name: 'menu opens',
    path: '/about',
    control: `[...document.querySelectorAll('header button, header summary')].find((element) => element.tagName === 'SUMMARY' || (element.getAttribute('aria-label') || element.textContent).trim() === 'Menu')`,
    worked: `control.getAttribute('aria-expanded') === 'true' || control.closest('details')?.open || control.popoverTargetElement?.matches(':popover-open')`,
  },
  {
    name: 'contact tab shows its panel',
    path: '/contact',
    // The tab not open at first: an APG tab, or before hydration a link to its panel.
    control: `[...document.querySelectorAll('[role="tab"], a[href]')].find((element) => element.textContent.trim() === 'General Inquiry')`,
    worked: `(control.getAttribute('role') !== 'tab' || control.getAttribute('aria-selected') === 'true') && document.getElementById(control.getAttribute('aria-controls') || control.hash.slice(1))?.checkVisibility()`,
  },
];

export interface Visit {
  fcpMs: number;
  /** When the touch that worked was made. */
  touchMs: number;
  /** The frame that first showed the tap's effect. */
  tapMs: number;
}

const PHONE = { width: 412, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const THROTTLING = { latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };

/**
 * Run in the page before its own scripts. Lets one tap through, then the next only two frames
 * later (so that two taps never open and shut the control between two looks), and checks at each
 * frame whether it has worked.
 */
const recorder = ({ control, worked }: TapTarget) => `(() => {
  const notes = (window.tapNotes = { touches: [], workedAt: 0, frames: 0 });
  let touchedAt = 0;
  addEventListener('pointerdown', (event) => (touchedAt = event.timeStamp), { capture: true, passive: true });
  addEventListener('click', (event) => {
    if (notes.workedAt || (notes.touches.length && notes.frames < 2)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    } else {
      notes.touches.push(touchedAt);
      notes.frames = 0;
    }
  }, { capture: true });
  const frame = (time) => {
    notes.frames += 1;
    try {
      const control = notes.touches.length && ${control};
      if (control && (${worked})) return void (notes.workedAt = time);
    } catch {
      // Not far enough along for the check yet.
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/**
 * Where the control is, found on an unthrottled visit once the page has settled, and a screen tall
 * enough to show it: a visitor's scroll to a control below the fold is the compositor's work, the
 * same for every build, and a harness scroll would wait for the busy main thread.
 */
async function layoutOf(browser: Browser, url: string, target: TapTarget): Promise<{ x: number; y: number; height: number }> {
  for (let height = 823; ; ) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport({ ...PHONE, height });
      await page.goto(url, { waitUntil: 'networkidle0' });
      const box = await page.evaluate(`(() => { const box = (${target.control})?.getBoundingClientRect(); return box && { x: box.x, y: box.y, width: box.width, height: box.height }; })()`) as DOMRect | undefined;
      if (!box) throw new Error(`${url}: no control to tap for "${target.name}"`);
      const bottom = Math.ceil(box.y + box.height + 40);
      if (bottom <= height) return { x: box.x + box.width / 2, y: box.y + box.height / 2, height };
      height = bottom;
    } finally {
      await context.close();
    }
  }
}

/** Resolves once the page shows its first frame: one that differs from the blank page's, read before navigating. */
async function firstFrame(cdp: CDPSession): Promise<{ navigate: () => void; shown: Promise<void> }> {
  let blank: string | undefined;
  let navigating = false;
  let show = () => {};
  const shown = new Promise<void>((resolve) => (show = resolve));
  const blankRead = new Promise<void>((resolve) => {
    cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
      if (!navigating) {
        blank = data;
        resolve();
      } else if (data !== blank) {
        show();
        void cdp.send('Page.stopScreencast').catch(() => undefined);
      }
    });
  });
  await cdp.send('Page.enable');
  // A small image is enough to tell a painted page from a blank one, and cheap to make.
  await cdp.send('Page.startScreencast', { format: 'png', maxWidth: 48, maxHeight: 160 });
  await Promise.race([blankRead, new Promise((resolve) => setTimeout(resolve, 1000))]);
  return { navigate: () => (navigating = true), shown };
}

async function visit(browser: Browser, url: string, target: TapTarget, layout: { x: number; y: number; height: number }): Promise<Visit> {
  const context = await browser.createBrowserContext();
  try {
    const page: Page = await context.newPage();
    await page.setViewport({ ...PHONE, height: layout.height });
    await page.emulateCPUThrottling(4);
    await page.emulateNetworkConditions(THROTTLING);
    await page.evaluateOnNewDocument(recorder(target));
    const cdp = await page.createCDPSession();
    // A thumb's tap: the touch's start and end sent at once (the browser answers each once the page has had it).
    const tap = () =>
      Promise.all([
        cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: layout.x, y: layout.y, radiusX: 8, radiusY: 8 }] }),
        cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      ]).catch(() => undefined);
    const frames = await firstFrame(cdp);
    frames.navigate();
    const started = Date.now();
    // Not waiting for the load: a visitor taps as soon as the page shows.
    void page.goto(url, { waitUntil: 'domcontentloaded', timeout: 0 }).catch(() => undefined);
    await frames.shown;
    const notes = () => page.evaluate(`(() => ({ ...window.tapNotes, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }))()`).catch(() => undefined) as Promise<{ touches: number[]; workedAt: number; fcp?: number } | undefined>;
    let seen: Awaited<ReturnType<typeof notes>>;
    do {
      if (Date.now() - started > 30_000) throw new Error(`${url}: no working tap within 30 s (${target.name}; taps let through at ${seen?.touches.map(Math.round).join(', ') || 'none'} ms)`);
      if (!seen?.workedAt) await tap();
      await new Promise((resolve) => setTimeout(resolve, 16));
      seen = await notes();
    } while (!seen?.workedAt || seen.fcp === undefined);
    return { fcpMs: seen.fcp, touchMs: seen.touches.at(-1)!, tapMs: seen.workedAt };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `runs` fresh visits per target at each base URL; with two, their visits alternate so that what else the machine does weighs on both alike. */
export async function measureTaps(browser: Browser, baseUrls: string[], runs: number): Promise<{ target: TapTarget; visits: Visit[][] }[]> {
  const results = [];
  for (const target of TAP_TARGETS) {
    const layouts = [];
    for (const base of baseUrls) layouts.push(await layoutOf(browser, base + target.path, target));
    const visits: Visit[][] = baseUrls.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [at, base] of baseUrls.entries()) visits[at]!.push(await visit(browser, base + target.path, target, layouts[at]!));
    }
    results.push({ target, visits });
  }
  return results;
}
