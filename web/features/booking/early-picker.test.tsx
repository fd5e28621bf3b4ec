// @vitest-environment jsdom
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slot } from '#contract';
import { formatDateLong, formatMonth, formatTime12h } from '#contract/dates/days';
import { formatDateLongEs, formatMonthEs, formatTimeEs } from '#contract/dates/days.es';
import { booking as en } from '../../i18n/booking.en';
import { booking as es } from '../../i18n/booking.es';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { BookingWordsProvider } from './booking-words';
import { startEarlyCalendar } from './calendar/early-calendar';
import { readEarlyChoice, takeEarlySlots } from './calendar/early-handoff';
import { EarlySlotPicker } from './early-picker';
import { SlotPicker } from './slot-picker';
import { indexSlots, type SlotIndex } from './slots';

const SLOTS: Slot[] = [
  { date: '2030-03-05', time: '09:00', available: true },
  { date: '2030-03-05', time: '09:30', available: false },
  { date: '2030-03-06', time: '10:00', available: true },
  { date: '2030-03-06', time: '13:30', available: true },
  { date: '2030-03-07', time: '10:00', available: false },
  { date: '2030-04-01', time: '13:30', available: true },
];
const URL = '/api/consultation/slots';
const noop = () => undefined;
const EARLY_EN = { month: formatMonth, date: formatDateLong, time: formatTime12h };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as { __earlySlots?: unknown }).__earlySlots;
  vi.unstubAllGlobals();
});

/**
 * A booking page as the browser has it before React: the prerendered slot picker (what
 * EarlySlotPicker renders on the server) and the head's preload of its slot list.
 */
function prerenderedPage(words = en) {
  document.head.innerHTML = `<link rel="preload" href="${URL}" as="fetch" crossorigin="use-credentials">`;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <BookingWordsProvider words={words}>
      <div data-early-picker="">
        <SlotPicker index={undefined} failed={false} onRetry={noop} date="" time="" onDateChange={noop} onTimeChange={noop} errors={{}} headingLevel={2} early />
      </div>
    </BookingWordsProvider>,
  );
  return container;
}

const grid = () => document.querySelector<HTMLTableElement>('table[role="grid"]')!;
const day = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!;
const times = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="group"] button'));
const title = () => document.getElementById(grid().getAttribute('aria-labelledby')!)!.textContent;

async function startEarly(words = EARLY_EN) {
  const api = fakeFetch({ [`GET ${URL}`]: () => json(SLOTS) });
  startEarlyCalendar(words);
  await waitFor(() => expect(grid().hasAttribute('aria-busy')).toBe(false));
  return api;
}

describe('the early calendar (before React)', () => {
  it('when the preloaded list arrives, then the prerendered calendar shows its first open month, open and closed days as the calendar marks them', async () => {
    prerenderedPage();
    const { calls } = await startEarly();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url: URL, credentials: 'include' })]);
    expect(title()).toBe('March 2030');
    expect(day('2030-03-05').getAttribute('aria-label')).toBe('Tuesday, March 5, 2030');
    expect(day('2030-03-05').hasAttribute('aria-disabled')).toBe(false);
    expect(day('2030-03-07').getAttribute('aria-disabled')).toBe('true');
    expect(day('2030-03-31').getAttribute('aria-disabled')).toBe('true');
    // One tab stop, on the first open day; the day's number is read from its label.
    expect(Array.from(document.querySelectorAll<HTMLElement>('td[data-date]')).filter((cell) => cell.tabIndex === 0)).toEqual([day('2030-03-05')]);
    expect(day('2030-03-05').innerHTML).toBe('<span aria-hidden="true">5</span>');
    expect(document.querySelector('[data-early-times]')!.textContent).toBe(en.slots.chooseDate);
  });

  it('when a day is tapped, then its times show (taken ones disabled) and a tapped time is pressed; what was chosen is kept for React', async () => {
    prerenderedPage();
    await startEarly();
    fireEvent.click(day('2030-03-07'));
    expect(times()).toEqual([]);
    fireEvent.click(day('2030-03-05').firstElementChild!);
    expect(day('2030-03-05').getAttribute('aria-selected')).toBe('true');
    expect(times().map((button) => [button.textContent, button.disabled, button.getAttribute('aria-pressed')])).toEqual([
      ['9:00 AM', false, 'false'],
      ['9:30 AM', true, 'false'],
    ]);
    const heading = document.querySelector('[role="group"]')!.getAttribute('aria-labelledby')!;
    expect(document.getElementById(heading)?.textContent).toBe(en.slots.selectTime);
    fireEvent.click(day('2030-03-06'));
    fireEvent.click(times()[1]!);
    expect(times().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    times()[1]!.focus();
    expect(readEarlyChoice()).toEqual({ date: '2030-03-06', time: '13:30', focus: '2030-03-06', focused: 'button[data-time="13:30"]' });
  });

  it('when the keyboard moves through the grid and the month buttons are used, then they follow the calendar (roving focus, stops at the list\'s months)', async () => {
    prerenderedPage();
    await startEarly();
    day('2030-03-05').focus();
    fireEvent.keyDown(day('2030-03-05'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2030-03-12'));
    expect(day('2030-03-12').tabIndex).toBe(0);
    fireEvent.keyDown(day('2030-03-12'), { key: 'PageDown' });
    expect(title()).toBe('April 2030');
    expect(document.activeElement).toBe(day('2030-04-12'));
    fireEvent.keyDown(day('2030-04-12'), { key: 'Home' });
    expect(document.activeElement).toBe(day('2030-04-07'));
    const [previous, next] = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-early-calendar] button'));
    expect(next!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next!);
    expect(title()).toBe('April 2030');
    fireEvent.click(previous!);
    expect(title()).toBe('March 2030');
    expect(previous!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(day('2030-03-07'), { key: 'Enter' });
    expect(times()).toEqual([]);
    fireEvent.keyDown(day('2030-03-06'), { key: ' ' });
    expect(times().map((button) => button.textContent)).toEqual(['10:00 AM', '1:30 PM']);
  });

  it('when the page is Spanish, then months, days and times are written as es-US writes them', async () => {
    prerenderedPage(es);
    await startEarly({ month: formatMonthEs, date: formatDateLongEs, time: formatTimeEs });
    expect(title()).toBe('marzo de 2030');
    expect(day('2030-03-05').getAttribute('aria-label')).toBe('martes, 5 de marzo de 2030');
    fireEvent.click(day('2030-03-06'));
    expect(times().map((button) => button.textContent)).toEqual(['10:00 a.m.', '1:30 p.m.']);
    expect(document.querySelector('[data-early-times]')!.getAttribute('data-choose')).toBe(es.slots.chooseDate);
  });

  it('when its request was made, then the page\'s own request to the same address takes its answer once (the preload answers once)', async () => {
    prerenderedPage();
    await startEarly();
    expect(takeEarlySlots('/api/coordinators/slots')).toBeUndefined();
    await expect(takeEarlySlots(URL)).resolves.toEqual(SLOTS);
    expect(takeEarlySlots(URL)).toBeUndefined();
  });

  it('when the page has no early calendar or no preload, then it does nothing', () => {
    const { fetchMock } = fakeFetch({});
    startEarlyCalendar(EARLY_EN);
    prerenderedPage();
    document.head.innerHTML = '';
    startEarlyCalendar(EARLY_EN);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EarlySlotPicker (the hand-over)', () => {
  /** The booking form's part that holds the choice; the slot list arrives when the test says. */
  function hydrate(container: HTMLElement) {
    const seen: { date: string; time: string; giveList?: (index: SlotIndex) => void } = { date: '', time: '' };
    function Form() {
      const [index, setIndex] = useState<SlotIndex | undefined>(undefined);
      const [date, setDate] = useState('');
      const [time, setTime] = useState('');
      Object.assign(seen, { date, time, giveList: setIndex });
      return <EarlySlotPicker index={index} failed={false} onRetry={noop} date={date} time={time} onDateChange={setDate} onTimeChange={setTime} errors={{}} headingLevel={2} />;
    }
    act(() => {
      root = hydrateRoot(
        container,
        <BookingWordsProvider words={en}>
          <Form />
        </BookingWordsProvider>,
      );
    });
    return seen;
  }

  it('when React hydrates, then it leaves the early calendar working; when it has the list, then it takes over the day, the time and the focus', async () => {
    const container = prerenderedPage();
    await startEarly();
    const form = hydrate(container);
    // Hydrated, without its list: what the visitor does still works in the early calendar.
    fireEvent.click(day('2030-03-05'));
    fireEvent.click(day('2030-03-06'));
    fireEvent.click(times()[1]!);
    times()[1]!.focus();
    expect(document.querySelector('[data-early-calendar]')).not.toBeNull();

    await act(async () => form.giveList!(indexSlots(SLOTS)));
    await waitFor(() => expect(document.querySelector('[data-early-picker]')).toBeNull());
    expect(form).toMatchObject({ date: '2030-03-06', time: '13:30' });
    expect(document.querySelector('[data-early-calendar]')).toBeNull();
    expect(day('2030-03-06').getAttribute('aria-selected')).toBe('true');
    expect(times().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(document.activeElement).toBe(times()[1]);
    // React's calendar from here on.
    fireEvent.click(day('2030-03-05'));
    expect(form).toMatchObject({ date: '2030-03-05' });
  });

  it('when the visitor chose nothing and moved to another month, then React shows that month with nothing chosen', async () => {
    const container = prerenderedPage();
    await startEarly();
    const form = hydrate(container);
    const next = document.querySelectorAll<HTMLButtonElement>('[data-early-calendar] button')[1]!;
    fireEvent.click(next);
    await act(async () => form.giveList!(indexSlots(SLOTS)));
    await waitFor(() => expect(document.querySelector('[data-early-picker]')).toBeNull());
    expect(title()).toBe('April 2030');
    expect(form).toMatchObject({ date: '', time: '' });
    expect(document.querySelector('[aria-selected="true"]')).toBeNull();
  });

  it('when it renders on the client (a page reached by a link), then it is React\'s picker at once, even with a prerendered one still in the document', async () => {
    prerenderedPage();
    // Before its list: a picker that took itself for a hydrating one would be an empty early part until then.
    const { container } = render(
      <BookingWordsProvider words={en}>
        <EarlySlotPicker index={undefined} failed={false} onRetry={noop} date="" time="" onDateChange={noop} onTimeChange={noop} errors={{}} headingLevel={2} />
      </BookingWordsProvider>,
    );
    expect(container.querySelector('[data-early-picker]')).toBeNull();
    await waitFor(() => expect(container.querySelector('table[role="grid"][aria-busy="true"]')).not.toBeNull());
  });
});
