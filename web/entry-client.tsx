/** Resolves once the browser has painted the prerendered page (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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

// The prerendered page is complete, so it is painted before any JavaScript is fetched. Then
// the chunks the prerender listed (each after the chunks it imports) download together and run
// one per task, so no single task blocks input for long on a slow phone. The imports below then
// find them done; they alone do the work where no list was written (the dev server).
await afterFirstPaint();
const chunks = document.getElementById('root')?.dataset.preload?.split(' ').filter(Boolean) ?? [];
preload(chunks);
for (const chunk of chunks) await import(/* @vite-ignore */ chunk);
await import('./hydrate');

const startOffline = () => void import('./features/offline/start-offline-app').then((module) => module.startOfflineApp());
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });

// A module (it imports only dynamically), so it may await at the top level.
export {};
