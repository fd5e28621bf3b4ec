// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { json, openMenu, renderStaff, resetStaff, SESSION } from '../testing/render-staff';
import '../../testing/visible';

afterEach(resetStaff);


describe('an ended session', () => {
  it('when a staff request answers 401, then sign-in shows with a message, the screen’s data is gone and the address is kept for after', async () => {
    let ended = false;
    const { user, where } = renderStaff('/staff/inquiries', {
      [`GET ${STAFF_API.session}`]: () => (ended ? json({ message: 'Please sign in.' }, 401) : json(SESSION)),
      [`GET ${STAFF_API.inquiries}`]: ({ url }) =>
        url.searchParams.get('status') === 'handled'
          ? json({ message: 'Please sign in.' }, 401)
          : json([{ id: 'i1', createdAt: '2026-03-01T10:00:00.000Z', status: 'new', firstName: 'Grace', lastName: 'Okafor', email: 'grace@example.com', phone: '5556062200', consent: 'true' }]),
    });
    expect(await screen.findByRole('heading', { name: 'Grace Okafor' })).toBeVisible();

    ended = true;
    await user.click(screen.getByRole('link', { name: 'Handled' }));

    // The link pressed went with the screen: the notice takes focus, so it is read.
    const notice = (await screen.findByText(/Your session has ended, so you were signed out/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(screen.queryByText('Grace Okafor')).toBeNull();
    expect(where()).toBe('/sign-in?next=%2Finquiries%3Fstatus%3Dhandled');
  });

  it('when sign out is chosen, then the server ends the session and sign-in says so', async () => {
    const { user, calls } = renderStaff('/staff/export', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`POST ${STAFF_API.signOut}`]: () => new Response(null, { status: 204 }),
    });
    await openMenu(user);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    const notice = (await screen.findByText('You have signed out.')).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.filter((call) => call.method === 'POST' && call.url.pathname === STAFF_API.signOut).map((call) => call.body)).toEqual([{}]);
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull();
  });
});
