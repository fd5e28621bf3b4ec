// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '../../lib/toast-store';
import { Toaster } from './toaster';
import '../../testing/visible';

const WORDS = { region: 'Notifications (F8)', close: 'Close notification' };

// jsdom has no PointerEvent; without one, Testing Library's pointer events lose clientX.
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
window.PointerEvent ??= FakePointerEvent as unknown as typeof PointerEvent;

// Loaded once up front, as the browser has it cached after the first toast.
beforeAll(() => import('./toast-card'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

// The card's code loads with the first toast (a lazy chunk): an async act lets it arrive.
const show = (input: Parameters<typeof toast>[0]) => act(async () => void toast(input));

describe('Toaster', () => {
  it('when a toast is shown, then its title and text are in the polite status region', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'Success!', description: 'We got it.' });
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', expect.stringContaining('Success!'));
    expect(status.textContent).toContain('We got it.');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('when an error toast is shown, then it is in the assertive alert region', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'Error', description: 'Failed.', variant: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Failed.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when the page gives an error footer, then every error toast ends with it and no other toast shows it', async () => {
    render(<Toaster words={WORDS} errorFooter={<span>Emergency? Call 911 now.</span>} />);
    await show({ title: 'Error', description: 'Failed.', variant: 'error' });
    expect(screen.getByRole('alert').textContent).toMatch(/Failed\.Emergency\? Call 911 now\.$/);

    await show({ title: 'Success!', description: 'Sent.', variant: 'success' });
    expect(screen.getByRole('status').textContent).not.toContain('911');
  });

  it('when a second toast comes, then it replaces the first: one at a time', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'First' });
    await show({ title: 'Second' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('when 5000 ms pass, then the toast is removed', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'Soon gone' });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Soon gone')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Soon gone')).toBeNull();
  });

  it('when a focused toast is closed, then focus goes back to where it was before the toast took it', async () => {
    render(
      <>
        <button type="button">Book Free Consultation</button>
        <Toaster words={WORDS} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Book Free Consultation' });
    before.focus();
    await show({ title: 'Closable' });
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText('Closable')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('when F8 is pressed with a toast showing, then focus moves to it, its countdown pauses, and Escape closes it and returns focus', async () => {
    render(
      <>
        <input aria-label="Full Name" />
        <Toaster words={WORDS} />
      </>,
    );
    const field = screen.getByLabelText('Full Name');
    field.focus();
    await show({ title: 'Booking Failed', description: 'Taken.', variant: 'error' });
    fireEvent.keyDown(document, { key: 'F8' });
    const card = screen.getByText('Booking Failed').parentElement!;
    expect(document.activeElement).toBe(card);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('Booking Failed')).not.toBeNull();
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(screen.queryByText('Booking Failed')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it('when focus reaches the toast just as its countdown ends, before the page re-renders, then it stays until focus leaves, and a moment more', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'Missing Information', description: 'Choose a date.', variant: 'error' });
    const card = screen.getByText('Missing Information').parentElement!;
    act(() => vi.advanceTimersByTime(4_990));
    // Outside act: React re-renders for the focus later, as a slow phone's does; the timer fires first.
    card.focus();
    vi.advanceTimersByTime(50);
    await act(async () => undefined);
    expect(screen.queryByText('Missing Information')).not.toBeNull();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('Missing Information')).not.toBeNull();

    act(() => card.blur());
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByText('Missing Information')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Missing Information')).toBeNull();
  });

  it('when F8 is pressed with no toast, then nothing happens: focus stays put', async () => {
    render(
      <>
        <input aria-label="Email" />
        <Toaster words={WORDS} />
      </>,
    );
    const field = screen.getByLabelText('Email');
    field.focus();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(field);
  });

  it('when a toast repeats an outcome the page shows in place, then it shows without being announced again', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'Consultation Scheduled', variant: 'success', announce: false });
    expect(screen.getByText('Consultation Scheduled')).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('when swiped right past 50 px, then it is dismissed; a shorter swipe keeps it', async () => {
    render(<Toaster words={WORDS} />);
    await show({ title: 'Swipe me' });
    const card = screen.getByText('Swipe me').parentElement!;
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 140, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeNull();
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('when an action is given, then pressing it runs it and closes the toast', async () => {
    const onClick = vi.fn();
    render(<Toaster words={WORDS} />);
    await show({ title: 'Update available', duration: Infinity, action: { label: 'Reload', onClick } });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Update available')).toBeNull();
  });
});
