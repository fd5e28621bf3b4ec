// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { routerFuture } from '../../../lib/router-future';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { resetWidgets } from '../../../testing/reset-widgets';
import { Toaster } from '../../../ui/toast';
import { bookingManage } from '../../../i18n/booking-manage.en';
import { ManageBooking } from './manage-booking';
import { manageQueries } from './manage-api';
import '../../../testing/visible';
import { renderIn, SHELL } from '../../../testing/in-language';

const TOKEN = 'c.3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b.signature';
const BOOKED = { kind: 'consultation', date: '2030-03-05', time: '09:00', status: 'booked' } as const;
const SLOTS = [
  { date: '2030-03-05', time: '09:00', available: false },
  { date: '2030-03-06', time: '13:30', available: true },
];

afterEach(async () => {
  cleanup();
  await resetWidgets();
});

function setup(handlers: Parameters<typeof fakeFetch>[0] = {}, path = `/booking/manage?token=${encodeURIComponent(TOKEN)}`) {
  const api = fakeFetch({
    [`GET /api/booking?token=${encodeURIComponent(TOKEN)}`]: () => json({ booking: BOOKED }),
    'GET /api/consultation/slots': () => json(SLOTS),
    ...handlers,
  });
  renderIn(
    <MemoryRouter initialEntries={[path]} future={routerFuture}>
      <Toaster words={SHELL.en.toaster} />
      <ManageBooking words={bookingManage} />
    </MemoryRouter>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('the manage page', () => {
  it('when the link is good, then the visit shows: when, with the time zone, what, and its status; nothing more is asked of the server', async () => {
    const { calls } = setup();
    const visit = await screen.findByRole('region', { name: 'Your free consultation' });

    expect(visit.textContent).toContain('Tuesday, March 5, 2030 at 9:00 AM (Eastern Time)');
    expect(visit.textContent).toContain('Free 15-minute consultation, by phone or video');
    expect(within(visit).getByText('Booked')).toBeVisible();
    expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/booking?token=${encodeURIComponent(TOKEN)}`, credentials: 'include' });
  });

  it("when the booking's query is made, then its key is not one the saved-slot store keeps (keys starting '/api')", () => {
    expect(manageQueries.booking(TOKEN).queryKey[0]).not.toBe('/api');
  });

  it('when the visitor cancels, then the question comes first, the POST carries the token and a key, and the outcome takes focus beside it', async () => {
    const { calls, user } = setup({
      'POST /api/booking/cancel': () => json({ success: true, message: 'Your free consultation is cancelled.', booking: { ...BOOKED, status: 'cancelled' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel this visit' }));
    expect(document.activeElement?.textContent).toContain('Cancel your free consultation on Tuesday, March 5, 2030 at 9:00 AM (Eastern Time)?');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    await waitFor(() => expect(document.activeElement?.textContent).toContain('Your visit is cancelled'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ token: TOKEN });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(screen.getByRole('region', { name: 'Your free consultation' })).getByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move my visit' })).toBeNull();
  });

  it('when a move is refused (409), then the reason stays beside the form, focus stays, and the visit is loaded again', async () => {
    let reads = 0;
    const { calls, user } = setup({
      [`GET /api/booking?token=${encodeURIComponent(TOKEN)}`]: () => (reads++, json({ booking: BOOKED })),
      'POST /api/booking/reschedule': () => json({ success: false, message: 'Sorry, that time has just been booked by someone else.' }, 409),
    });
    await user.click(await screen.findByLabelText('Wednesday, March 6, 2030'));
    await user.click(screen.getByRole('button', { name: '1:30 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move my visit' }));

    await screen.findAllByText('Sorry, that time has just been booked by someone else.');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ token: TOKEN, date: '2030-03-06', time: '13:30' });
    expect(screen.getAllByText('Could Not Move Your Visit').length).toBeGreaterThan(0);
    expect(document.activeElement?.textContent).toBe('Move my visit');
    await waitFor(() => expect(reads).toBe(2));
  });

  it('when a move succeeds, then the outcome takes focus and the picker starts afresh, with no “Please select a time” beside it', async () => {
    let booking: { date: string; time: string } = BOOKED;
    let slots = SLOTS;
    const { user } = setup({
      [`GET /api/booking?token=${encodeURIComponent(TOKEN)}`]: () => json({ booking: { ...BOOKED, ...booking } }),
      'GET /api/consultation/slots': () => json(slots),
      'POST /api/booking/reschedule': () => {
        booking = { date: '2030-03-06', time: '13:30' };
        slots = [
          { date: '2030-03-05', time: '09:00', available: true },
          { date: '2030-03-06', time: '13:30', available: false },
        ];
        return json({ success: true, message: 'Your free consultation is now on Wednesday, March 6, 2030 at 1:30 PM.', booking: { ...BOOKED, ...booking } });
      },
    });
    await user.click(await screen.findByLabelText('Wednesday, March 6, 2030'));
    await user.click(screen.getByRole('button', { name: '1:30 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move my visit' }));

    await waitFor(() => expect(document.activeElement?.textContent).toContain('Your visit has moved'));
    await waitFor(() => expect(screen.getByText('Choose a new date and time.')).toBeVisible());
    expect(screen.queryByText('Please select a time')).toBeNull();
    expect(screen.queryByText('Please select a date')).toBeNull();
  });

  it('when the link is refused (410), then the server\'s reason shows and no control to change the visit', async () => {
    setup({ [`GET /api/booking?token=${encodeURIComponent(TOKEN)}`]: () => json({ success: false, message: 'This link has expired: the visit has started.' }, 410) });

    const refusal = (await screen.findByText('This link cannot be used')).closest('[role="alert"]')!;
    expect(refusal.textContent).toContain('This link has expired: the visit has started.');
    expect(screen.queryByRole('button', { name: 'Cancel this visit' })).toBeNull();
  });

  it('when there is no token in the address, then the page asks for the link from the e-mail and asks the server nothing', async () => {
    const { calls } = setup({}, '/booking/manage');

    expect(await screen.findByText('This page needs the link from your e-mail.')).toBeVisible();
    expect(calls).toEqual([]);
  });
});
