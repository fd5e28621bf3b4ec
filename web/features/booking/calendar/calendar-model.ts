import { addDays, addMonths, weekdayOf } from '#contract/dates/calendar';

/**
 * Keyboard moves of the calendar on 'YYYY-MM-DD' strings: the provider's dates as the server
 * sent them. The date arithmetic is the contract's (api/contract/dates).
 */

export const clampDate = (date: string, min: string, max: string): string => (date < min ? min : date > max ? max : date);

/**
 * Where the focus goes for a key of the WAI-ARIA APG date grid, or null when the key is not
 * a navigation key. Shift+PageUp/PageDown move by a year.
 */
export function nextFocus(date: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A key on a day of the grid, as the APG date grid takes it: a navigation key moves the focus
 * (`move`), Enter and Space choose the day (`choose`); either way the browser's own action is
 * prevented. Shared by the calendar and the early calendar (early-calendar.ts), so both keep the same keys.
 */
export function onDayKey(date: string, event: { key: string; shiftKey: boolean; preventDefault(): void }, act: { move: (to: string) => void; choose: () => void }): void {
  const target = nextFocus(date, event.key, event.shiftKey);
  if (target) {
    event.preventDefault();
    act.move(target);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    act.choose();
  }
}
