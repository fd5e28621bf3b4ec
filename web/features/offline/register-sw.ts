import { Workbox } from 'workbox-window';

/**
 * Registers the service worker in prompt mode: a new version waits until the visitor
 * accepts `onUpdateReady`'s offer, so a half-filled form is never lost to a silent reload.
 */
export function registerServiceWorker(onUpdateReady: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch(() => undefined); // No worker (blocked, private mode): the site still works online.
}
