import type { CDPSession, Page } from '@playwright/test';

/**
 * What the tap harness (tap-ready.ts) runs in and against the page of one timed visit: the
 * recorder in the page, the signal that the page is painted, and the thumb that touches it.
 */

/** How often the harness touches the control from the first paint on, until a tap has worked. */
const TOUCH_EVERY_MS = 16;

/**
 * Run in the page before its own scripts: lets a tap's click through only if its touch was made
 * once the page had painted its first content, and the next only once two frames have shown that
 * the last one did nothing, so that two taps never toggle the control open and shut between two
 * looks. A click held back is cancelled before the page sees it (window, capture phase). The
 * listeners are passive towards touches (pointer and click events), so touches stay non-blocking,
 * as on the page alone. From the first tap let through on, checks at each animation frame whether
 * the tap has worked, noting that frame's time.
 *
 * "Painted" is the paint entry's `paintTime` (see `touchedBeforePaint`). The entry reaches the page
 * only once the browser has reported the frame presented, and a tap on that frame can be dispatched
 * first; until then it is the moment the callbacks of the first frame rendered with text in the
 * page ran. Before either, a click is held back: a page's first frame can be one without content,
 * which the harness's screencast cannot tell apart. A frame with text can still come before the
 * contentful paint (the text not painted yet), so the touches are checked against the entry once
 * the visit is over, and a visit with one before it is made again (tap-ready.ts, `countedVisit`).
 */
export const recorder = (inPage: string) => `(() => {
  const notes = { touches: [], heldBack: 0, workedAt: 0, framesSince: 0, paintedAt: 0 };
  window.tapNotes = notes;
  let touchedAt = -1;
  addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'touch') touchedAt = event.timeStamp;
  }, { capture: true, passive: true });
  addEventListener('click', (event) => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    const paintedAt = painted ? (painted.paintTime ?? painted.startTime) : notes.paintedAt || Infinity;
    if (notes.workedAt || touchedAt < paintedAt || (notes.touches.length && notes.framesSince < 2)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      notes.heldBack += 1;
    } else {
      notes.touches.push(touchedAt);
      notes.framesSince = 0;
    }
  }, { capture: true });
  const frame = (time) => {
    // The first frame rendered with text in the page paints it: noted as its callbacks run.
    if (!notes.paintedAt && document.body && document.body.textContent.trim()) notes.paintedAt = performance.now();
    if (notes.touches.length) {
      notes.framesSince += 1;
      try {
        if (${inPage}) notes.workedAt = time;
      } catch {
        // The page is not far enough along for the check yet.
      }
    }
    if (!notes.workedAt) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export interface TapNotes {
  /** The times of the touches whose taps were let through. */
  touches: number[];
  heldBack: number;
  workedAt: number;
}

/**
 * When the page is first painted, as soon as the harness can know it. The browser's
 * `firstContentfulPaint` lifecycle event is stamped with the paint's time but sent from the page's
 * main thread once the paint has been presented: on this two-core machine it reached the harness
 * 8-154 ms after the paint, and a touch sent then charged that delay to the page. The screencast's
 * frames come from the compositor instead, without the main thread: the first frame that differs
 * from the blank page before navigation reached the harness within 5 ms of the paint (and is the
 * first contentful paint: these pages paint nothing before their content). Whichever comes first
 * counts; the table's "touch sent" column shows how soon after the paint the touch was made.
 */
export function paintSignal(cdp: CDPSession): { ready: Promise<void>; shown: Promise<void> } {
  let blank: string | undefined;
  let navigating = false;
  let markReady: () => void = () => undefined;
  let markShown: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const shown = new Promise<void>((resolve) => (markShown = resolve));
  cdp.on('Page.lifecycleEvent', (event) => {
    if (event.name === 'firstContentfulPaint') markShown();
  });
  cdp.on('Page.screencastFrame', (frame) => {
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    if (!navigating) {
      blank = frame.data;
      markReady();
    } else if (frame.data !== blank) {
      markShown();
      void cdp.send('Page.stopScreencast').catch(() => undefined);
    }
  });
  // A small image is enough to tell a painted page from a blank one, and cheap to make.
  void cdp.send('Page.startScreencast', { format: 'png', maxWidth: 48, maxHeight: 160 });
  return {
    // The blank page's frame, before navigating (at most a second's wait: the lifecycle event still counts).
    ready: Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, 1000))]).then(() => {
      navigating = true;
    }),
    shown,
  };
}

/**
 * A thumb's taps at `point`, sent to the browser as a touch screen would: a touch's start and end
 * at once, then the next TOUCH_EVERY_MS after the browser has taken both (CDP answers a touch once
 * the page has had it: waiting keeps the queue from growing). Each reaches the page when its main
 * thread is free; the page's recorder lets through those made after the paint.
 */
export function touchRepeatedly(cdp: CDPSession, { x, y }: { x: number; y: number }): { stop: () => Promise<void> } {
  const point = { x, y, radiusX: 8, radiusY: 8, force: 1, id: 0 };
  let touching = true;
  const touches = (async () => {
    while (touching) {
      await Promise.all([
        cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
        cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      ]).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, TOUCH_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      touching = false;
      await touches;
    },
  };
}

/** A paint entry's moment as the recorder judges touches by it (see `touchedBeforePaint`). */
export const paintedAt = (paint: { startTime: number; paintTime?: number }): number => paint.paintTime ?? paint.startTime;

/**
 * The first touch let through that was made before the page was painted, if any: the recorder's
 * rule, checked again on its notes once the visit is over, so that a visit with one is made again
 * (tap-ready.ts, `countedVisit`). `paint` is the first contentful paint entry: its `paintTime` (the
 * rendering update that made the frame) where the browser gives it, else its `startTime`. The
 * `startTime` is when the frame was reported presented: in this headless Chromium that report can
 * come tens of ms after the frame (70 ms on an unthrottled /contact), and a touch on the frame
 * already on screen would be judged early (decision 039).
 */
export function touchedBeforePaint(touches: readonly number[], paint: { startTime: number; paintTime?: number }): number | undefined {
  return touches.find((time) => time < paintedAt(paint));
}

/** The recorder's notes, once the page's main thread has handled what came before (the touches included); undefined while it cannot say. */
export const readNotes = (page: Page): Promise<TapNotes | undefined> => page.evaluate(() => (window as unknown as { tapNotes?: TapNotes }).tapNotes).catch(() => undefined);
