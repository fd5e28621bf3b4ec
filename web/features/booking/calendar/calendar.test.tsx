// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderUi, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { booking as en } from '../../../i18n/booking.en';
import { booking as es } from '../../../i18n/booking.es';
import { BookingWordsProvider } from '../booking-words';
import { afterEach, describe, expect, it } from 'vitest';
import { Calendar } from './calendar';
import '../../../testing/visible';

afterEach(cleanup);

/** The calendar inside a booking widget's words (English unless told). */
const render = (ui: ReactNode, words = en) => renderUi(<BookingWordsProvider words={words}>{ui}</BookingWordsProvider>);

// March and April 2030; weekdays only, like the consultation slots.
const dates = ['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08', '2030-03-11', '2030-04-01', '2030-04-30'];
const open = new Set(['2030-03-05', '2030-03-06', '2030-03-11', '2030-04-01']);

function Harness() {
  const [selected, setSelected] = useState('');
  return <Calendar dates={dates} isOpen={(date) => open.has(date)} selected={selected} onSelect={setSelected} />;
}

// Testing Library maps every <td> to "cell"; browsers (and Playwright) see gridcells inside role="grid".
const cell = (label: string) => screen.getByLabelText(label);
const days = () => [...document.querySelectorAll<HTMLElement>('td[data-date]')];
const focused = () => (document.activeElement as HTMLElement).getAttribute('aria-label');
const press = (key: string, init: object = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('Calendar', () => {
  it('when shown, then it is a grid with one tab stop on the first open day', () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'March 2030' })).toBeVisible();
    const tabStops = days().filter((c) => c.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
    expect(tabStops[0]!.getAttribute('aria-label')).toBe('Tuesday, March 5, 2030');
  });

  it('when arrow keys, Home and End are pressed, then focus moves by day, week and to the week ends (roving tabindex)', () => {
    render(<Harness />);
    cell('Tuesday, March 5, 2030').focus();
    press('ArrowRight');
    expect(focused()).toBe('Wednesday, March 6, 2030');
    expect(cell('Wednesday, March 6, 2030').tabIndex).toBe(0);
    expect(cell('Tuesday, March 5, 2030').tabIndex).toBe(-1);
    press('ArrowDown');
    expect(focused()).toBe('Wednesday, March 13, 2030');
    press('ArrowUp');
    press('ArrowLeft');
    expect(focused()).toBe('Tuesday, March 5, 2030');
    press('Home');
    expect(focused()).toBe('Sunday, March 3, 2030');
    press('End');
    expect(focused()).toBe('Saturday, March 9, 2030');
  });

  it('when PageDown and PageUp are pressed, then the month changes and focus keeps the day', () => {
    render(<Harness />);
    cell('Tuesday, March 5, 2030').focus();
    press('PageDown');
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeVisible();
    expect(focused()).toBe('Friday, April 5, 2030');
    press('PageDown'); // past the last month of the slot list: stays at its end
    expect(focused()).toBe('Tuesday, April 30, 2030');
    press('PageUp');
    expect(focused()).toBe('Saturday, March 30, 2030');
  });

  it('when Enter is pressed on an open day, then it is selected and announced by aria-selected', () => {
    render(<Harness />);
    cell('Tuesday, March 5, 2030').focus();
    press('ArrowRight');
    press('Enter');
    expect(cell('Wednesday, March 6, 2030').getAttribute('aria-selected')).toBe('true');
    expect(cell('Tuesday, March 5, 2030').getAttribute('aria-selected')).toBe('false');
  });

  it('when focus lands on another day directly (a screen reader can do that), then it becomes the tab stop and Enter chooses it', () => {
    render(<Harness />);
    const day = cell('Monday, March 11, 2030');
    act(() => day.focus());
    expect(day.tabIndex).toBe(0);
    press('Enter');
    expect(day.getAttribute('aria-selected')).toBe('true');
  });

  it('when a day without free times is chosen, then nothing is selected', () => {
    render(<Harness />);
    const closed = cell('Monday, March 4, 2030');
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(closed);
    closed.focus();
    press(' ');
    expect(days().some((c) => c.getAttribute('aria-selected') === 'true')).toBe(false);
  });

  it('when the month buttons are used, then they stop at the ends of the slot list', () => {
    render(<Harness />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeVisible();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeVisible();
  });

  it('when the slots are still loading, then the grid keeps its six weeks and says it is busy', () => {
    render(<Calendar dates={undefined} isOpen={() => false} selected="" onSelect={() => {}} />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(6);
  });

  it('when the page is Spanish, then the month, the weekdays, the days and the month buttons are in Spanish (es-US)', () => {
    render(<Harness />, es);
    expect(screen.getByRole('grid', { name: 'marzo de 2030' })).toBeVisible();
    expect([...document.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('abbr')])[0]).toEqual(['do', 'domingo']);
    expect(cell('martes, 5 de marzo de 2030').tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
  });
});
