import { preloadPage } from './route-pages';

/** Resolves once the browser has painted the prerendered page (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The prerendered page is complete, so it is painted before any JavaScript is fetched. Then the
// page's own chunk loads while React DOM is evaluated on its own (one long task less on slow
// phones), then the router, the styles and the shell, which start hydrating.
await afterFirstPaint();
preloadPage(window.location.pathname);
await import('react-dom/client');
await import('./hydrate');

const startOffline = () => void import('./features/offline/start-offline-app').then((module) => module.startOfflineApp());
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
