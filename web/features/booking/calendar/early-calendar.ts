/**
 * The booking calendar before React (docs/decisions/037). On a slow phone the
 * page's JavaScript (React, 69 KB) arrives and hydrates about 1.5 s after the first paint, and
 * until then a tapped day did nothing. This small script, loaded with the page's head, takes the
 * slot list the head preloads, fills the prerendered calendar with the month, and shows a tapped
 * day's times; a time can be chosen too. When React has the list, the slot picker takes over what
 * was chosen and where the focus was (early-picker.tsx) and this script's part is replaced.
 *
 * It acts only on the prerendered calendar's own elements (their look is the calendar's styles),
 * and only what a visitor can do in the calendar: the form, its checks and its sending are React's.
 */
import type { Slot } from '#contract';
import { addMonths, firstOfMonth, lastOfMonth, monthGrid, monthOf } from '#contract/dates/calendar';
import { indexSlots } from '../slots';
import { clampDate, onDayKey } from './calendar-model';
import { EARLY_CALENDAR, EARLY_TIMES, handEarlySlots, keepEarlyChoice } from './early-handoff';

export interface EarlyWords {
  month: (month: string) => string;
  date: (date: string) => string;
  time: (time: string) => string;
}

export function startEarlyCalendar(words: EarlyWords): void {
  const calendar = document.querySelector<HTMLElement>(`[${EARLY_CALENDAR}]`);
  const times = document.querySelector<HTMLElement>(`[${EARLY_TIMES}]`);
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  const grid = calendar?.querySelector('table');
  if (!calendar || !times || !preload || !grid) return;
  const url = preload.getAttribute('href')!;
  // The same request as the preload's (same address, same credentials), so the browser answers it with the preloaded response.
  const json = fetch(url, { credentials: 'include' }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))));
  handEarlySlots(url, json);
  // A list that cannot be had, or that is not a slot list (the page checks it, parseSlotList), is
  // React's to report: this script then stops where it is, and the hand-over replaces what it drew.
  json.then((list) => show(list as Slot[])).catch(() => undefined);

  function show(slots: Slot[]) {
    // Indexed as the page's calendar indexes them, in the server's order.
    const { dates, byDate, open } = indexSlots(slots);
    const isOpen = (date: string) => open.has(date);
    const firstOpen = dates.find(isOpen);
    // No list, or no free time at all: React says so in its own words.
    if (!firstOpen || !calendar!.isConnected) return;
    const min = firstOfMonth(monthOf(dates[0]!));
    const max = lastOfMonth(monthOf(dates[dates.length - 1]!));
    const [previous, next] = Array.from(calendar!.querySelectorAll<HTMLButtonElement>('button'));
    const title = calendar!.querySelector('p');
    let chosen = '';
    let time = '';
    let focus = firstOpen;

    const keep = () => keepEarlyChoice(calendar!, { date: chosen, time, focus });

    const drawMonth = () => {
      const month = monthOf(focus);
      if (title) title.textContent = words.month(month);
      previous?.setAttribute('aria-disabled', String(month === monthOf(min)));
      next?.setAttribute('aria-disabled', String(month === monthOf(max)));
      grid!.removeAttribute('aria-busy');
      monthGrid(month).forEach((week, row) => {
        const line = grid!.tBodies[0]?.rows[row];
        if (!line) return;
        // As the calendar renders it: a week with no day of this month keeps its height but is not announced.
        if (week.some(Boolean)) line.removeAttribute('aria-hidden');
        else line.setAttribute('aria-hidden', 'true');
        week.forEach((date, column) => {
          const cell = line.cells[column];
          if (!cell) return;
          for (const name of ['data-date', 'tabindex', 'aria-selected', 'aria-disabled', 'aria-label']) cell.removeAttribute(name);
          cell.textContent = '';
          if (!date) return;
          cell.dataset.date = date;
          cell.tabIndex = date === focus ? 0 : -1;
          cell.setAttribute('aria-selected', String(date === chosen));
          if (!isOpen(date)) cell.setAttribute('aria-disabled', 'true');
          cell.setAttribute('aria-label', words.date(date));
          const number = cell.appendChild(document.createElement('span'));
          number.setAttribute('aria-hidden', 'true');
          number.textContent = String(Number(date.slice(8)));
        });
      });
      keep();
    };

    const drawTimes = () => {
      const group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-labelledby', times!.dataset.labelledBy ?? '');
      for (const slot of byDate.get(chosen) ?? []) {
        const button = group.appendChild(document.createElement('button'));
        button.type = 'button';
        button.dataset.time = slot.time;
        button.disabled = !slot.available;
        button.setAttribute('aria-pressed', String(slot.time === time));
        button.textContent = words.time(slot.time);
      }
      times!.replaceChildren(group);
    };

    const moveTo = (date: string, withFocus: boolean) => {
      focus = clampDate(date, min, max);
      drawMonth();
      if (withFocus) grid!.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
    };

    const choose = (date: string) => {
      if (!isOpen(date)) return moveTo(date, false);
      chosen = date;
      time = '';
      moveTo(date, false);
      drawTimes();
    };

    // Listened for on the document, before anything in the page (capture): while React hydrates
    // the page, it stops a tap or a key on a part it has not hydrated yet before it reaches that
    // part (seen: an arrow key lost), and the early calendar is such a part until the hand-over.
    const listen = (type: 'click' | 'keydown', handle: (target: Element, event: Event) => void) => {
      const listener = (event: Event) => {
        // Handed over: React's picker has replaced this one.
        if (!calendar!.isConnected) return document.removeEventListener(type, listener, true);
        if (event.target instanceof Element) handle(event.target, event);
      };
      document.addEventListener(type, listener, true);
    };
    listen('click', (target) => {
      const day = target.closest<HTMLElement>('td[data-date]');
      const button = target.closest('button');
      if (day && grid!.contains(day)) return choose(day.dataset.date!);
      if (button && calendar!.contains(button) && button.getAttribute('aria-disabled') !== 'true') {
        // As the calendar's own buttons do: the focused day, a month on.
        return moveTo(addMonths(focus, button === previous ? -1 : 1), false);
      }
      const slot = target.closest<HTMLButtonElement>('button[data-time]');
      if (!slot || !times!.contains(slot) || slot.disabled) return;
      time = slot.dataset.time!;
      for (const other of Array.from(times!.querySelectorAll('button'))) other.setAttribute('aria-pressed', String(other === slot));
      keep();
    });
    listen('keydown', (target, event) => {
      const current = (target as HTMLElement).dataset.date;
      if (!current || !grid!.contains(target)) return;
      onDayKey(current, event as KeyboardEvent, {
        move: (to) => moveTo(to, true),
        // The cells are written again: the focus goes back to the chosen one.
        choose: () => {
          choose(current);
          grid!.querySelector<HTMLElement>(`[data-date="${current}"]`)?.focus();
        },
      });
    });
    drawMonth();
    const waiting = times!.querySelector('p');
    if (waiting && times!.dataset.choose) waiting.textContent = times!.dataset.choose;
  }
}
