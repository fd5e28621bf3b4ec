/**
 * What the early calendar (early-calendar.ts, a small script of its own that runs before React)
 * and the slot picker hand each other on a booking page (docs/decisions/037). Kept in one place,
 * imported by both: the attributes that mark the two parts the early script fills, the slot list
 * it fetched, and what the visitor chose in it.
 */

/** The prerendered calendar the early script fills in; React leaves what is inside it alone until the hand-over. */
export const EARLY_CALENDAR = 'data-early-calendar';
/** The prerendered times area the early script fills in, with the words and the heading it needs. */
export const EARLY_TIMES = 'data-early-times';

/** What the visitor did in the early calendar, kept on its element for the slot picker to take over. */
export interface EarlyChoice {
  /** The chosen day, '' when none. */
  date: string;
  /** The chosen time, '' when none. */
  time: string;
  /** The day the calendar's keyboard focus is on (its month is the one shown), '' before the list came. */
  focus: string;
  /** A selector for the control of the early calendar that had the focus, '' when none. */
  focused: string;
}

type Page = Window & { __earlySlots?: { url: string; json: Promise<unknown> } };

/** The early script's request for the slot list, for the page's own request to the same address to take over. */
export function handEarlySlots(url: string, json: Promise<unknown>): void {
  (window as Page).__earlySlots = { url, json };
}

/**
 * The early script's answer for `url`, once: the page's first request takes it (the preloaded
 * answer can be used once only, so a second request would go to the network again), any later one
 * asks the server.
 */
export function takeEarlySlots(url: string): Promise<unknown> | undefined {
  const page = window as Page;
  const early = page.__earlySlots;
  if (!early || early.url !== url) return undefined;
  delete page.__earlySlots;
  return early.json;
}

const DATA = { date: 'earlyDate', time: 'earlyTime', focus: 'earlyFocus' } as const;

export function keepEarlyChoice(element: HTMLElement, choice: Omit<EarlyChoice, 'focused'>): void {
  element.dataset[DATA.date] = choice.date;
  element.dataset[DATA.time] = choice.time;
  element.dataset[DATA.focus] = choice.focus;
}

/** What the visitor chose in the early calendar on this page, or null when it is not there. */
export function readEarlyChoice(): EarlyChoice | null {
  const calendar = document.querySelector<HTMLElement>(`[${EARLY_CALENDAR}]`);
  if (!calendar) return null;
  const active = document.activeElement;
  const times = document.querySelector(`[${EARLY_TIMES}]`);
  const inside = active instanceof HTMLElement && (calendar.contains(active) || Boolean(times?.contains(active)));
  return {
    date: calendar.dataset[DATA.date] ?? '',
    time: calendar.dataset[DATA.time] ?? '',
    focus: calendar.dataset[DATA.focus] ?? '',
    focused: inside ? focusSelector(active) : '',
  };
}

/** How the slot picker finds the same control once it has taken over: a day, a time or a month button. */
function focusSelector(element: HTMLElement): string {
  if (element.dataset.date) return `td[data-date="${element.dataset.date}"]`;
  if (element.dataset.time) return `button[data-time="${element.dataset.time}"]`;
  const label = element.getAttribute('aria-label');
  return label ? `button[aria-label="${label}"]` : '';
}
