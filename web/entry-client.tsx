/** Resolves after the next frame has been drawn. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

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

/** Fetches (and compiles) chunks at once, without running any yet. */
function preload(chunks: string[]): void {
  const links = chunks.map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  document.head.append(...links);
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
preload(chunks);
for (const chunk of chunks) await import(/* @vite-ignore */ chunk);
if (import.meta.env.DEV) await import('./hydrate');

// A module (it imports only dynamically), so it may await at the top level.
export {};
