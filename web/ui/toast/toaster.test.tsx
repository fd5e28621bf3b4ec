// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

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
    render(<Toaster />);
    await show({ title: 'Success!', description: 'We got it.' });
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', expect.stringContaining('Success!'));
    expect(status.textContent).toContain('We got it.');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('when an error toast is shown, then it is in the assertive alert region', async () => {
    render(<Toaster />);
    await show({ title: 'Error', description: 'Failed.', variant: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Failed.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when a second toast comes, then it replaces the first: one at a time', async () => {
    render(<Toaster />);
    await show({ title: 'First' });
    await show({ title: 'Second' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('when 5000 ms pass, then the toast is removed', async () => {
    render(<Toaster />);
    await show({ title: 'Soon gone' });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Soon gone')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Soon gone')).toBeNull();
  });

  it('when the close button is pressed, then the toast goes and focus stays in the notification region', async () => {
    render(<Toaster />);
    await show({ title: 'Closable' });
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText('Closable')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('when F8 is pressed, then focus moves to the notification region', async () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('when swiped right past 50 px, then it is dismissed; a shorter swipe keeps it', async () => {
    render(<Toaster />);
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
    render(<Toaster />);
    await show({ title: 'Update available', duration: Infinity, action: { label: 'Reload', onClick } });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Update available')).toBeNull();
  });
});
