// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';
import '../../testing/visible';

afterEach(cleanup);

const TABS = [
  { id: 'book', label: 'Book Consultation', panel: <input aria-label="Booking field" /> },
  { id: 'inquiry', label: 'General Inquiry', panel: <p>Inquiry form</p> },
];

describe('Tabs', () => {
  it('when shown, then the first tab is selected, controls its panel and is the only tab stop', () => {
    render(<Tabs label="Schedule a Free Consultation" tabs={TABS} />);
    const [book, inquiry] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Schedule a Free Consultation' })).toBeVisible();
    expect(book!.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(book!.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('tabpanel');
    expect([book!.tabIndex, inquiry!.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Book Consultation' })).toBeVisible();
    // Every panel is in the page from the start (its tab works before hydration), the others hidden.
    expect(document.getElementById(inquiry!.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect(screen.getByText('Inquiry form')).not.toBeVisible();
  });

  it('when prerendered, then the tabs are links to each panel\'s address and no panel is hidden by an attribute (CSS picks one)', () => {
    const html = renderToStaticMarkup(<Tabs label="Card" tabs={TABS} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(Array.from(page.querySelectorAll('a')).map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#book', 'Book Consultation'],
      ['#inquiry', 'General Inquiry'],
    ]);
    expect(page.querySelector('[role], [aria-selected], [hidden]')).toBeNull();
    expect(page.getElementById('inquiry')!.textContent).toBe('Inquiry form');
  });

  it('when the page hydrates at #inquiry (chosen before the script ran), then that tab is the selected one', () => {
    window.history.replaceState(null, '', '#inquiry');
    render(<Tabs label="Card" tabs={TABS} />);
    window.history.replaceState(null, '', window.location.pathname);
    expect(screen.getByRole('tab', { name: 'General Inquiry' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'General Inquiry' })).toBeVisible();
    expect(screen.getByLabelText('Booking field')).not.toBeVisible();
  });

  it('when arrow keys, Home and End are pressed, then the focused tab is selected and its panel shown; other panels stay mounted', () => {
    render(<Tabs label="Card" tabs={TABS} />);
    const [book, inquiry] = screen.getAllByRole('tab');
    fireEvent.change(screen.getByLabelText('Booking field'), { target: { value: 'kept' } });
    book!.focus();
    fireEvent.keyDown(book!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(inquiry);
    expect(inquiry!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'General Inquiry' }).textContent).toBe('Inquiry form');
    fireEvent.keyDown(inquiry!, { key: 'ArrowRight' }); // wraps around
    expect(document.activeElement).toBe(book);
    fireEvent.keyDown(book!, { key: 'End' });
    expect(document.activeElement).toBe(inquiry);
    fireEvent.keyDown(inquiry!, { key: 'Home' });
    expect(document.activeElement).toBe(book);
    expect((screen.getByLabelText('Booking field') as HTMLInputElement).value).toBe('kept');
    // The inquiry panel stays rendered (what was typed in it is kept) but hidden.
    expect(screen.getByText('Inquiry form')).not.toBeVisible();
    expect(screen.getByLabelText('Booking field')).toBeVisible();
  });
});
