import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { langOfPath } from '#contract/language';
import { App } from './app';
import { loadShell } from './i18n/load-shell';
import { takeSavedDrafts } from './lib/form-drafts';
import { routerFuture } from './lib/router-future';
import { loadPage } from './route-pages';

// The page's language is its path's (as <html lang> says). Its shell words and its own chunk
// run first, so hydration finds them loaded instead of suspending on them.
const lang = langOfPath(window.location.pathname);
const [shell] = await Promise.all([loadShell(lang), loadPage(window.location.pathname)]);
// A draft carried across the language switch is this page load's, or no one's: out of storage now.
takeSavedDrafts();

// A transition: React hydrates in slices of a few milliseconds instead of one long task.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter future={routerFuture}>
      <App lang={lang} shell={shell} />
    </BrowserRouter>,
  );
});

// The service worker and the outbox start once the page and its images have loaded.
const startOffline = () => void import('./features/offline/start-offline-app').then((module) => module.startOfflineApp(shell, lang));
if (document.readyState === 'complete') startOffline();
else window.addEventListener('load', startOffline, { once: true });
