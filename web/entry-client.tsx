/** The next task: what waits for it lets a tap or a frame go first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves after the next frame has been drawn: the task after that frame's. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve)).then(nextTask);

/**
 * Resolves once the browser has shown the prerendered page and loaded its images (at once in a
 * hidden tab, which paints nothing): its first contentful paint as the Paint Timing API reports
 * it and the load event, then one more frame, because the entry arrives when the paint is made,
 * a little before the screen shows it.
 * A frame callback alone can run before the first paint, and the page's JavaScript would then
 * compete with it.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  const painted = new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before it painted never reports a paint.
    document.addEventListener('visibilitychange', done, { once: true });
  });
  // Images of the first screen finish first, too: the page's JavaScript does not compete with them.
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([painted, loaded]).then(nextFrame);
}

/**
 * Starts fetching (and compiling) the chunks, without running any yet: one `<link rel=modulepreload>`
 * per task. All at once, the links took 30-160 ms of a 4x-throttled main thread in one task, just
 * after the first paint, and a tap on the painted page waited for it (docs/performance.md).
 */
async function preload(chunks: string[]): Promise<void> {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

// index.html loads this file as an `async` module script, so it runs in a task of its own, not
// inside the task that parses the document and lays out the page: Lighthouse charges a task to
// the script that runs in it and, for a script, places it after the script's download, past the
// first paint, where the page's whole first layout then counted as blocking time.
// The prerendered page is complete, so it is painted before any JavaScript is fetched. Then
// the chunks the prerender listed (each after the chunks it imports, ending with hydrate.tsx,
// which starts hydration) download together and run one per task, so no single task blocks
// input for long on a slow phone. This file imports nothing else, statically or through Vite's
// preload helper: a static import would be fetched, with everything it imports, while the page
// is still painting. The dev server writes no list; there it loads hydrate.tsx itself.
await afterFirstPaint();
const chunks = document.getElementById('root')?.dataset.preload?.split(' ').filter(Boolean) ?? [];
await preload(chunks);
for (const chunk of chunks) await import(/* @vite-ignore */ chunk);
if (import.meta.env.DEV) await import('./hydrate');

// A module (it imports only dynamically), so it may await at the top level.
export {};
