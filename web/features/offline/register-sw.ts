import { Workbox } from 'workbox-window';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker in prompt mode: a new version waits until the visitor
 * accepts `onUpdateReady`'s offer, so a half-filled form is never lost to a silent reload.
 */
export function registerServiceWorker(onUpdateReady: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let offered: ServiceWorker | null = null;

  const offer = (registration: ServiceWorkerRegistration) => {
    const waiting = registration.waiting;
    if (!waiting || waiting === offered || !isUpdateWaiting(waiting, navigator.serviceWorker.controller)) return;
    offered = waiting;
    onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  };

  wb.register()
    .then((registration) => {
      if (!registration) return;
      wb.addEventListener('waiting', () => offer(registration));
      // An update found while this page was loading is already installing before
      // workbox-window listens for it; watch that one too.
      registration.installing?.addEventListener('statechange', () => offer(registration));
      offer(registration);
      // Installed apps stay open for days: look for a new version now and then.
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined); // No worker (blocked, private mode): the site still works online.
}

/**
 * Whether `waiting` is a new version waiting for the visitor's choice: installed, beside an older
 * version that controls the page. The very first worker takes over without asking. WebKit can
 * tell the page of the first worker's install after that worker has already claimed the page, so
 * that `registration.waiting` still names it while it is the controller: a first visit in Safari
 * was offered an "Update available" that was not one (1 visit in 6, seen in WebKitGTK).
 */
export function isUpdateWaiting(waiting: ServiceWorker, controller: ServiceWorker | null): boolean {
  return waiting.state === 'installed' && controller !== null && controller !== waiting;
}
