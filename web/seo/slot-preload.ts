import { API } from '#contract';
import type { RouteKey } from '../content/routes';

/**
 * The slot list a page shows on its first screen, fetched from its head: the first tap on a day
 * waits for the list, and the page's own request (web/features/booking/api.ts: same address, same
 * credentials, so the browser hands it the preloaded answer) starts only once it has hydrated,
 * about 1.5 s later on a slow phone (docs/decisions/036). Offline, the service worker answers it
 * from its saved copy, as it answers the page's request.
 */
const FIRST_SCREEN_SLOTS: Partial<Record<RouteKey, string>> = { '/consultation': API.consultationSlots, '/contact': API.consultationSlots, '/coordinators': API.coordinatorSlots };

/**
 * Where the build puts the early calendar's script (web/features/booking/calendar/early-calendar.ts,
 * docs/decisions/037) in the head of /consultation, whose first screen is the calendar: its file is
 * named by its content, known only once the build has made it (build/prerender-plugin.ts). Not on
 * /contact, whose booking tab shares the first screen with the contact card: its Spanish first load
 * would be 0.1 KB over the 105 KB budget with it.
 */
export const EARLY_CALENDAR_MARK = '<!--early-calendar-->';
const EARLY_CALENDAR_PAGES: readonly RouteKey[] = ['/consultation'];

export function slotPreload(path: RouteKey): string {
  const url = FIRST_SCREEN_SLOTS[path];
  if (!url) return '';
  return `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">${EARLY_CALENDAR_PAGES.includes(path) ? EARLY_CALENDAR_MARK : ''}`;
}
