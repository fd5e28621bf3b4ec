import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { API } from '#contract';
import { paintedAt, paintSignal, readNotes, recorder, type TapNotes, touchedBeforePaint, touchRepeatedly } from './tap-page';

/**
 * Time to a working tap, beside the first contentful paint of the same visit: what Lighthouse
 * does not measure. In Debian's Chromium with Lighthouse's mobile profile (4x CPU slowdown,
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 412x823 touch screen), a fresh context per
 * visit (nothing cached, no service worker). From the moment the browser shows the page
 * (`paintSignal`), the screen is touched where the control is (found on an earlier, unthrottled
 * visit: `layoutOf`), through the browser's input (CDP), as a thumb would, again every 16 ms once
 * the browser has taken the last; a visit counts only if every tap the page let through was
 * touched after its first contentful paint (`recorder`, `touchedBeforePaint`). Both times are the
 * page's own, from the start of navigation: the paint entry, and the frame in which the page first
 * shows the tap's effect (`inPage`, checked in the page at every animation frame once a tap is let
 * through). The table also gives the time of the touch that worked.
 *
 * The controls are found by role and name (or as a `summary`), so that a scripted widget and
 * its no-script twin (a `<details>`, a popover, a link to a `:target` panel) both match.
 */
export interface TapTarget {
  /** What the tap does, for the table. */
  name: string;
  path: string;
  /** The control a visitor taps (the first match counts). */
  control: (page: Page) => Locator;
  /**
   * True once the tap has done its job: a JavaScript expression run in the page at each frame (source
   * text, not a function: the page's CSP forbids eval, and a compiled function's text may call helpers
   * the page lacks).
   */
  inPage: string;
  /** The bar: a multiple of the first paint, or the first paint plus the slot list's round trip and 0.5 s. */
  bar: { kind: 'ratio'; times: number } | { kind: 'after-slots'; slotsPath: string };
}

export const ROUND_TRIP_MS = 150;
/** The calendar's allowance after the first paint and the slot list's round trip (docs/performance.md). */
export const CALENDAR_SLACK_MS = 500;
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const THROTTLING = { latency: ROUND_TRIP_MS, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export const TAP_TARGETS: TapTarget[] = [
  {
    name: 'FAQ question opens',
    path: '/faqs',
    // The second question (the first may start open): a <summary> (decision 035), or a button in a heading in a build from before it.
    control: (page) => page.locator('main').getByRole('heading').getByRole('button').or(page.locator('main summary')).nth(1),
    inPage: `(() => {
      const control = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6) button, main summary')][1];
      return Boolean(control && (control.getAttribute('aria-expanded') === 'true' || control.closest('details')?.open));
    })()`,
    bar: { kind: 'ratio', times: 1.2 },
  },
  {
    name: 'menu opens',
    path: '/about',
    control: (page) => page.locator('header').getByRole('button', { name: 'Menu' }).or(page.locator('header summary')).first(),
    // Open as its own state says: a button's aria-expanded, a <details>' open, or the popover it targets.
    inPage: `(() => {
      const control = [...document.querySelectorAll('header button, header summary')].find((element) => element.tagName === 'SUMMARY' || (element.getAttribute('aria-label') || element.textContent).trim() === 'Menu');
      return Boolean(control && (control.getAttribute('aria-expanded') === 'true' || control.closest('details')?.open || control.popoverTargetElement?.matches(':popover-open')));
    })()`,
    bar: { kind: 'ratio', times: 1.2 },
  },
  {
    name: 'contact tab shows its panel',
    path: '/contact',
    // The tab that is not open at first: an APG tab, or before hydration a link to its panel.
    control: (page) => page.getByRole('tab', { name: 'General Inquiry' }).or(page.getByRole('link', { name: 'General Inquiry' })).first(),
    inPage: `(() => {
      const control = [...document.querySelectorAll('[role="tab"], a[href]')].find((element) => element.textContent.trim() === 'General Inquiry');
      if (!control) return false;
      const panel = document.getElementById(control.getAttribute('aria-controls') || (control.getAttribute('href') || '').split('#')[1] || '');
      return Boolean(panel) && (control.getAttribute('role') !== 'tab' || control.getAttribute('aria-selected') === 'true') && panel.checkVisibility();
    })()`,
    bar: { kind: 'ratio', times: 1.2 },
  },
  {
    name: 'calendar day shows its times',
    path: '/consultation',
    control: (page) => page.locator('td[data-date]:not([aria-disabled])').first(),
    inPage: `Boolean(document.querySelector('button[aria-pressed]')?.checkVisibility())`,
    bar: { kind: 'after-slots', slotsPath: API.consultationSlots },
  },
];

export interface Visit {
  fcpMs: number;
  /** The frame in which the page first showed the tap's effect. */
  tapMs: number;
  /** When the touch that worked came (its event's time): how soon the harness tapped. */
  sentMs: number;
  /** The slot list's request in the page, start to end (round trip included), when the route loads one. */
  slotsMs?: number;
}

/** Where the control is and how tall a screen shows it without scrolling. */
export interface Layout {
  x: number;
  y: number;
  /** The screen's height for the timed visits: the phone's, or taller where the control is below its fold. */
  height: number;
}

/**
 * One unthrottled visit, once the page has settled, to find the control. A control below the fold
 * of the 412×823 screen (the FAQ question, the contact tab, the calendar) is timed on a screen
 * tall enough to show it: a visitor's scroll down to it is done by the compositor, without the
 * page's main thread, so it costs every build the same, and a harness scroll through the page
 * would wait for that thread.
 */
export async function layoutOf(browser: Browser, baseUrl: string, target: TapTarget): Promise<Layout> {
  let height = MOBILE.viewport.height;
  for (;;) {
    const context = await browser.newContext({ ...MOBILE, viewport: { width: MOBILE.viewport.width, height }, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + target.path, { waitUntil: 'networkidle' });
      const box = await target.control(page).boundingBox();
      if (!box) throw new Error(`${target.path}: no ${target.name} control to tap`);
      const bottom = Math.ceil(box.y + box.height + 40);
      if (bottom <= height) return { x: box.x + box.width / 2, y: box.y + box.height / 2, height };
      height = bottom;
    } finally {
      await context.close();
    }
  }
}

async function visit(browser: Browser, baseUrl: string, target: TapTarget, layout: Layout): Promise<Visit> {
  const context = await browser.newContext({ ...MOBILE, viewport: { width: MOBILE.viewport.width, height: layout.height }, serviceWorkers: 'block' });
  try {
    await context.addInitScript({ content: recorder(target.inPage) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = paintSignal(cdp);
    await painted.ready;
    const started = Date.now();
    // Not waiting for load: a visitor taps as soon as the thing shows.
    void page.goto(baseUrl + target.path, { waitUntil: 'commit' }).catch(() => undefined);
    await painted.shown;
    const thumb = touchRepeatedly(cdp, { x: layout.x, y: layout.y });
    try {
      while (!(await readNotes(page))?.workedAt) {
        if (Date.now() - started > 30_000) {
          const notes = await readNotes(page);
          throw new Error(`${target.path}: no working tap within 30 s (${target.name}); touches let through at ${notes?.touches.map(Math.round).join(', ') || 'none'} ms, ${notes?.heldBack ?? 0} held back`);
        }
        await page.waitForTimeout(50);
      }
    } finally {
      await thumb.stop();
    }
    const slotsPath = target.bar.kind === 'after-slots' ? target.bar.slotsPath : '';
    const seen = await page.evaluate((slots) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined;
      const request = slots ? performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === slots) : undefined;
      const { touches, workedAt } = (window as unknown as { tapNotes: TapNotes }).tapNotes;
      return {
        paint: fcp && { startTime: fcp.startTime, paintTime: fcp.paintTime },
        touches,
        workedAt,
        ...(request && { slotsMs: (request as PerformanceResourceTiming).responseEnd - request.startTime }),
      };
    }, slotsPath);
    if (!seen.paint) throw new Error(`${target.path}: no first contentful paint`);
    const early = touchedBeforePaint(seen.touches, seen.paint);
    if (early !== undefined) throw new TouchedBeforePaint(`${target.path}: a touch at ${Math.round(early)} ms was let through before the first paint (${Math.round(paintedAt(seen.paint))} ms)`);
    // The touch that worked: the last let through before the frame that showed its effect.
    const sentMs = seen.touches.filter((time) => time <= seen.workedAt).at(-1) ?? seen.touches[0]!;
    return { fcpMs: seen.paint.startTime, tapMs: seen.workedAt, sentMs, ...(seen.slotsMs !== undefined && { slotsMs: seen.slotsMs }) };
  } finally {
    await context.close();
  }
}

/** A visit in which the page let a tap through whose touch came before its first paint: it does not count. */
class TouchedBeforePaint extends Error {}

/** How many times a visit is made before its build's taps are given up on. */
const TRIES_PER_VISIT = 3;

/**
 * One visit that counts: one made again when a tap was let through before the paint (a frame with
 * the page's text that was not yet its contentful paint; `recorder`), at most TRIES_PER_VISIT times.
 */
async function countedVisit(browser: Browser, baseUrl: string, target: TapTarget, layout: Layout, madeAgain: () => void): Promise<Visit> {
  for (let tries = 1; ; tries++) {
    try {
      return await visit(browser, baseUrl, target, layout);
    } catch (error) {
      if (!(error instanceof TouchedBeforePaint) || tries === TRIES_PER_VISIT) throw error;
      madeAgain();
    }
  }
}

/** The slot API's own time: the median of five unthrottled requests from here, no browser. */
export async function apiOwnTime(baseUrl: string, path: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const response = await fetch(baseUrl + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return median(times);
}

export interface Site {
  /** 'this build' or the reference's name. */
  label: string;
  baseUrl: string;
}

export interface TapResult {
  site: Site;
  target: TapTarget;
  visits: Visit[];
  /** Visits made again because a tap was let through before the paint (`countedVisit`). */
  madeAgain: number;
  /**
   * The median visit by its tap against its own bar (for a ratio bar, by tap / first paint): the bar
   * is each visit's own, since the first paint moves from visit to visit as much as the tap does.
   */
  median: Visit;
  /** The median of the visits' tap times, for the side-by-side column. */
  medianTapMs: number;
  /** The slot API's own time (after-slots targets). */
  apiMs?: number;
  /** The bar for the median visit, in ms. */
  barMs: number;
  met: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The bar a visit has to meet: a multiple of its own first paint, or that paint plus one round trip, the API's time and 0.5 s. */
export function barFor(target: TapTarget, fcpMs: number, apiMs = 0): number {
  return target.bar.kind === 'ratio' ? fcpMs * target.bar.times : fcpMs + ROUND_TRIP_MS + apiMs + CALENDAR_SLACK_MS;
}

/** The median visit by its tap against its own bar (for a ratio bar, by tap / first paint). */
export function medianVisit(target: TapTarget, visits: Visit[], apiMs = 0): Visit {
  const againstBar = (one: Visit) => one.tapMs / barFor(target, one.fcpMs, apiMs);
  const mid = median(visits.map(againstBar));
  return visits.find((one) => againstBar(one) === mid)!;
}

/**
 * `runs` fresh visits per target and site; with two sites the visits alternate (this build, the
 * reference, this build…), so that what else the machine does weighs on both alike.
 */
export async function measureTaps(sites: Site[], runs = 5, targets = TAP_TARGETS, executablePath = process.env.CHROME_PATH || '/usr/bin/chromium'): Promise<TapResult[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: TapResult[] = [];
    for (const target of targets) {
      const visits = sites.map(() => [] as Visit[]);
      const madeAgain = sites.map(() => 0);
      const apiMs = await Promise.all(sites.map((site) => (target.bar.kind === 'after-slots' ? apiOwnTime(site.baseUrl, target.bar.slotsPath) : undefined)));
      const layouts: Layout[] = [];
      for (const site of sites) layouts.push(await layoutOf(browser, site.baseUrl, target));
      for (let run = 0; run < runs; run++) {
        for (const [at, site] of sites.entries()) visits[at]!.push(await countedVisit(browser, site.baseUrl, target, layouts[at]!, () => (madeAgain[at]! += 1)));
      }
      for (const [at, site] of sites.entries()) {
        const middle = medianVisit(target, visits[at]!, apiMs[at]);
        const barMs = barFor(target, middle.fcpMs, apiMs[at]);
        const medianTapMs = median(visits[at]!.map((one) => one.tapMs));
        results.push({ site, target, visits: visits[at]!, madeAgain: madeAgain[at]!, median: middle, medianTapMs, apiMs: apiMs[at], barMs, met: middle.tapMs <= barMs });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
