/// <reference lib="webworker" />
import { cleanupOutdatedCaches, addRoute, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { KEPT_BY_PAGE, outboxKindOf, type PageToWorker } from '#contract';
import { navigate } from './navigation';
import { discard, entries, keep, markSeen, replayQuietly, retry, sendOrQueue } from './outbox';
import { isStaffPath, staffNavigation } from './staff';

declare const self: ServiceWorkerGlobalScope;

// 1. Precache: every page, guide, asset and icon of this build.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 2. Navigations: fresh from the network, else the precached page. /api/ pages only for the guides.
// The staff area never: from the network only, and offline a page saying so, stored nowhere.
registerRoute(({ request, url }) => request.mode === 'navigate' && isStaffPath(url.pathname), ({ request }) => staffNavigation(request));
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && !isStaffPath(url.pathname) && (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/resources/')),
  ({ request }) => navigate(request),
);

// 3. Assets, guides and icons from the precache.
addRoute();

// 4. Slot lists: the network when it answers, the last copy when it does not.
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/api\/[a-z]+\/slots$/.test(url.pathname),
  new NetworkFirst({ cacheName: 'api-slots', networkTimeoutSeconds: 5 }),
);

// 5. The outbox: bookings and inquiries made offline wait on the device. A referral's upload passes
// straight through (its progress is real); its page hands it over only when the network failed.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const kind = event.request.method === 'POST' && url.origin === self.location.origin ? outboxKindOf(url.pathname) : null;
  if (kind && !KEPT_BY_PAGE.includes(kind)) event.respondWith(sendOrQueue(event.request));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageToWorker;
  const reply = (value: unknown) => event.ports[0]?.postMessage(value);
  switch (message?.type) {
    case 'outbox:list':
      event.waitUntil(entries().then(reply));
      break;
    case 'outbox:replay':
      event.waitUntil(replayQuietly().finally(() => reply(true)));
      break;
    case 'outbox:retry':
      event.waitUntil(retry(message.id).finally(() => reply(true)));
      break;
    case 'outbox:discard':
      event.waitUntil(discard(message.id).finally(() => reply(true)));
      break;
    case 'outbox:seen':
      event.waitUntil(markSeen(message.ids).finally(() => reply(true)));
      break;
    case 'outbox:keep':
      event.waitUntil(keep(message.submission).then(reply, () => reply({ kept: false, noRoom: false })));
      break;
    // 6. Updates: a new version waits until the visitor chooses to reload.
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
