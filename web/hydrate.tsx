import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { routerFuture } from './lib/router-future';
import { loadPage } from './route-pages';

// The page's own chunk runs first, so hydration finds it loaded instead of suspending on it.
await loadPage(window.location.pathname);

// A transition: React hydrates in slices of a few milliseconds instead of one long task.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter future={routerFuture}>
      <App />
    </BrowserRouter>,
  );
});

// The service worker and the outbox start once the page and its images have loaded.
const startOffline = () => void import('./features/offline/start-offline-app').then((module) => module.startOfflineApp());
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
