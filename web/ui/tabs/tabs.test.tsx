// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';
import '../../lib/testing/visible';

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
    // A panel not yet chosen is empty: its content renders (and loads) when its tab is chosen.
    expect(document.getElementById(inquiry!.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect(screen.queryByText('Inquiry form')).toBeNull();
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
