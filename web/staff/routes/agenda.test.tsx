// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BOOKING_WINDOW_DAYS } from '#contract';
import { STAFF_API, type StaffBooking } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const today = clinicToday();
const booking = (id: string, name: string, date: string, time: string, extra: Partial<StaffBooking> = {}): StaffBooking => ({
  id,
  kind: 'consultation',
  reference: 'EV7K2M9Q',
  minutes: 15,
  source: 'web',
  date,
  time,
  status: 'booked',
  clientName: name,
  clientEmail: `${id}@example.com`,
  clientPhone: '5550001111',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  moves: 0,
  ...extra,
});

describe('the agenda', () => {
  it('when it opens, then today comes first, both kinds are listed, cancelled and burst bookings are said in words, and the upcoming window is asked for', async () => {
    const later = addDays(today, 3);
    const { calls } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () =>
        json([
          booking('b3', 'Later Client', later, '10:00', { kind: 'coordinator', facilityName: 'Maple House Care' }),
          booking('b2', 'Cancelled Client', today, '11:00', { status: 'cancelled', cancelledBy: 'visitor' }),
          booking('b1', 'Burst Client', today, '09:00', { burst: { size: 5, by: 'email' } }),
        ]),
    });
    const days = await screen.findAllByRole('region', { name: /booked/ });

    expect(days[0]!.getAttribute('aria-labelledby')).toBe(`day-${today}`);
    // A reader hears a pause between the date and the count.
    expect(within(days[0]!).getByRole('heading', { level: 2 }).textContent).toMatch(/^Today, \w+day, \w+ \d+, \d{4}, 1 booked, 1 cancelled$/);
    expect(within(days[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Burst Client', 'Cancelled Client']);
    expect(within(days[0]!).getByText('Cancelled by the client')).toBeVisible();
    expect(within(days[0]!).getByText('Possible burst: 5 from one e-mail address')).toBeVisible();
    expect(within(days[1]!).getByRole('link', { name: 'Later Client' })).toBeVisible();
    // Both kinds: a facility visit says so and names the facility.
    expect(within(days[1]!).getByText('Facility visit')).toBeVisible();
    expect(within(days[1]!).getByText('Maple House Care')).toBeVisible();
    const asked = calls.find((call) => call.url.pathname === STAFF_API.bookings)!.url.searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual([today, addDays(today, BOOKING_WINDOW_DAYS)]);
  });

  it('when two bookings are selected and cancelled together with a message and a note, then one request cancels both with both and a lasting notice in focus says so', async () => {
    let cancelled: string[] = [];
    const list = [booking('b1', 'Ann Burst', today, '09:00', { burst: { size: 2, by: 'address' } }), booking('b2', 'Bob Burst', today, '09:15', { burst: { size: 2, by: 'address' } })];
    const { user, calls } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json(list.map((item) => (cancelled.includes(item.id) ? { ...item, status: 'cancelled' } : item))),
      [`POST ${STAFF_API.cancelBookings}`]: ({ body }) => {
        cancelled = (body as { ids: string[] }).ids;
        return json({ cancelled: list.filter((item) => cancelled.includes(item.id)).map((item) => ({ ...item, status: 'cancelled' })), refused: [] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Select marked bookings' }));
    expect(within(screen.getByRole('region', { name: 'Selected bookings' })).getByText('2 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel 2 bookings?' });
    await user.type(within(dialog).getByLabelText(/Message to the patient/), 'Please book again by phone.');
    await user.type(within(dialog).getByLabelText(/Internal note/), 'Bogus burst');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 bookings' }));

    const notice = (await screen.findByText('2 bookings were cancelled: their times are free again.')).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.find((call) => call.url.pathname === STAFF_API.cancelBookings)!.body).toEqual({ ids: ['b1', 'b2'], message: 'Please book again by phone.', note: 'Bogus burst' });
    await waitFor(() => expect(screen.getAllByText('Cancelled')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Selected bookings' })).toBeNull();
    const [live] = within(screen.getByRole('main')).getAllByRole('status');
    expect(live!.textContent).toBe('2 cancelled. No bookings selected.');
  });

  it('when the site is not ready for real patients, then the first screen lists what is left, each with its fix, as npm run preflight does', async () => {
    const items = [
      { id: 'smtp', problem: 'No SMTP_URL: e-mails are never sent.', fix: 'Set SMTP_URL.' },
      { id: 'backups', problem: 'No backups configured.', fix: 'Set BACKUP_DIR and BACKUP_RECIPIENT.' },
    ];
    renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([]),
      [`GET ${STAFF_API.preflight}`]: () => json({ items }),
    });

    const list = await screen.findByRole('region', { name: 'Not ready for real patients: 2 things to fix' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['No SMTP_URL: e-mails are never sent. Set SMTP_URL.', 'No backups configured. Set BACKUP_DIR and BACKUP_RECIPIENT.']);
    expect(list.querySelector('details')!.open).toBe(true);
  });

  it('when nothing is left to fix, then the first screen shows no go-live list', async () => {
    const { calls } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([]),
      [`GET ${STAFF_API.preflight}`]: () => json({ items: [] }),
    });

    await screen.findByText('No bookings in the coming days.');
    await waitFor(() => expect(calls.some((call) => call.url.pathname === STAFF_API.preflight)).toBe(true));
    expect(screen.queryByRole('region', { name: /Not ready for real patients/ })).toBeNull();
  });

  it('when some selected bookings could not be cancelled, then a lasting notice in focus names each one and why, not only a toast', async () => {
    const list = [booking('b1', 'Ann Burst', today, '09:00'), booking('b2', 'Bob Burst', today, '09:15')];
    const { user } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json(list),
      [`POST ${STAFF_API.cancelBookings}`]: () =>
        json({ cancelled: [{ ...list[0]!, status: 'cancelled' }], refused: [{ id: 'b2', message: 'This booking is already cancelled.' }] }),
    });
    for (const name of ['Ann Burst', 'Bob Burst']) await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^Select ${name}`) }));
    await user.click(screen.getByRole('button', { name: 'Cancel selected' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel 2 bookings?' })).getByRole('button', { name: 'Cancel 2 bookings' }));

    const notice = (await screen.findByText(/^1 booking was cancelled: their times are free again\. 1 could not be:$/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(within(notice).getByRole('listitem').textContent).toMatch(/^Bob Burst, 9:15 AM on \w+day, .*: This booking is already cancelled\.$/);
    expect(screen.getByRole('main').contains(notice)).toBe(true);
    // The live region no longer says '2 selected': what happened to the selection instead.
    const [live] = within(screen.getByRole('main')).getAllByRole('status');
    expect(live!.textContent).toBe('1 cancelled. 1 still selected: the notice says why.');
  });

  it('when cancelling several fails, then the dialog says why inside itself and keeps focus', async () => {
    const { user } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([booking('b1', 'Ann Burst', today, '09:00')]),
      [`POST ${STAFF_API.cancelBookings}`]: () => json({ message: 'The server is busy.' }, 503),
    });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Ann Burst/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The server is busy.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('when a booking is ticked, then the count is said in a live region already on the page; Clear selection puts focus back on the box', async () => {
    const { user } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([booking('b1', 'Ann Burst', today, '09:00'), booking('b2', 'Bob Burst', today, '09:15')]),
    });
    const box = await screen.findByRole('checkbox', { name: /^Select Bob Burst/ });
    const [live] = within(screen.getByRole('main')).getAllByRole('status');
    expect(live!.textContent).toBe('');

    await user.click(box);
    expect(live!.textContent).toBe('1 selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));

    expect(live!.textContent).toBe('No bookings selected');
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('when Show earlier days is pressed, then it stays in place with focus while the longer list loads, and the new list is said', async () => {
    const asked: string[] = [];
    let answer: (list: StaffBooking[]) => void = () => undefined;
    const { user } = renderStaff('/staff?view=past', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: ({ url }) => {
        asked.push(url.searchParams.get('from')!);
        if (asked.length === 1) return json([booking('p1', 'Past Client', addDays(today, -3), '09:00')]);
        return new Promise<Response>((resolve) => (answer = (list) => resolve(json(list))));
      },
    });
    const more = await screen.findByRole('button', { name: 'Show earlier days' });
    more.focus();
    const [live] = within(screen.getByRole('main')).getAllByRole('status');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Past Client' })).toBeVisible();
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-busy')).toBe('true');
    answer([booking('p1', 'Past Client', addDays(today, -3), '09:00'), booking('p0', 'Older Client', addDays(today, -45), '09:00')]);

    expect(await screen.findByRole('link', { name: 'Older Client' })).toBeVisible();
    await waitFor(() => expect(live!.textContent).toBe('Past days: 2 bookings in the last 60 days.'));
    expect(document.activeElement).toBe(more);
    expect(asked[1]).toBe(addDays(today, -60));
  });
});
