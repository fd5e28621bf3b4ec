import { loadPage } from './route-pages';

/** Resolves once the browser has painted the prerendered page (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Fetches (and compiles) every chunk the page needs at once, without running any yet. The prerender lists them. */
function preloadChunks(): void {
  for (const href of document.getElementById('root')?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// The prerendered page is complete, so it is painted before any JavaScript is fetched. Then the
// chunks download together and run one group per task, so no single task blocks input for
// long on a slow phone: React DOM, then the page with the libraries it shares with the shell,
// then the shell, which starts hydrating.
await afterFirstPaint();
preloadChunks();
await import('react-dom/client');
await loadPage(window.location.pathname);
await import('./hydrate');

const startOffline = () => void import('./features/offline/start-offline-app').then((module) => module.startOfflineApp());
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
