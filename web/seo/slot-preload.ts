import { API } from '../../api/contract';
import type { RouteKey } from '../content/routes';

/**
 * The slot list a page shows on its first screen, fetched from its head: the first tap on a day
 * waits for the list, and the page's own request (web/features/booking/api.ts: same address, same
 * credentials, so the browser hands it the preloaded answer) starts only once it has hydrated,
 * about 1.5 s later on a slow phone (docs/decisions/036). Offline, the service worker answers it
 * from its saved copy, as it answers the page's request.
 */
const FIRST_SCREEN_SLOTS: Partial<Record<RouteKey, string>> = { '/consultation': API.consultationSlots, '/contact': API.consultationSlots, '/coordinators': API.coordinatorSlots };

export function slotPreload(path: RouteKey): string {
  const url = FIRST_SCREEN_SLOTS[path];
  return url ? `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">` : '';
}
