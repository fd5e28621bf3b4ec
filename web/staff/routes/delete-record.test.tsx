// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API, type StaffBooking, type StaffInquiry } from '#contract/staff';
import { json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const booking: StaffBooking = {
  id: 'b-1',
  kind: 'consultation',
  reference: 'EV7K2M9Q',
  minutes: 15,
  source: 'web',
  date: '2026-03-09',
  time: '10:00',
  status: 'booked',
  clientName: 'Harold Jenkins',
  clientEmail: 'harold@example.com',
  clientPhone: '5550001111',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  moves: 0,
};
const inquiry: StaffInquiry = {
  id: 'i-1',
  createdAt: '2026-03-01T15:00:00.000Z',
  status: 'handled',
  firstName: 'Grace',
  lastName: 'Okafor',
  email: 'grace@example.com',
  phone: '5550002222',
  consent: 'true',
  handledAt: '2026-03-02T10:00:00.000Z',
  note: 'Called back',
};

describe('deleting a record on request', () => {
  it('when staff delete a booking, then the dialog names what goes and warns the visit is still booked; afterwards the page says it is gone, in focus, and reads it no more', async () => {
    const { user, calls } = renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json(booking),
      [`DELETE ${STAFF_API.booking('b-1')}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this booking permanently?' });
    expect(dialog.textContent).toContain('Harold Jenkins, 10:00 AM on Monday, March 9, 2026.');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'the booking, with its moves, its cancellation and their notes;',
      'the e-mails about it (their copies and the record of sending them).',
    ]);
    expect(dialog.textContent).toContain('The visit is still booked: its time becomes free and the patient is not told.');
    // Read with the title as the dialog opens, warning and all (aria-describedby), not only seen.
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toContain('The visit is still booked: its time becomes free and the patient is not told.');
    expect(description.textContent).toContain('It cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    const outcome = await screen.findByText('This booking was deleted permanently, with its history and its e-mails.');
    await waitFor(() => expect(document.activeElement).toBe(outcome.parentElement));
    expect(screen.queryByText('Harold Jenkins')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([STAFF_API.booking('b-1')]);
    expect(calls.filter((call) => call.url.pathname === STAFF_API.booking('b-1') && call.method === 'GET')).toHaveLength(1);
  });

  it('when deleting an inquiry fails, then the dialog stays open and says why inside it, and nothing is shown as gone', async () => {
    const { user } = renderStaff('/staff/inquiries/i-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiry('i-1')}`]: () => json(inquiry),
      [`DELETE ${STAFF_API.inquiry('i-1')}`]: () => json({ message: 'The data folder cannot be written.' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this inquiry permanently?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.textContent).not.toContain('still booked');

    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('The data folder cannot be written.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText('Called back')).toBeVisible();
  });
});

describe('what is kept', () => {
  it('when the export screen opens, then it says how long records are kept, the oldest kept and when the next deletion runs, on the provider’s clock', async () => {
    renderStaff('/staff/export', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.dataStatus}`]: () =>
        json({ retentionMonths: 12, oldestInquiryAt: '2025-12-01T15:00:00.000Z', oldestVisitDate: '2025-11-28', nextPurgeAt: '2026-11-27T14:05:00.000Z' }),
    });
    expect(await screen.findByText(/Inquiries are kept 12 months after they arrive, and bookings 12 months after their visit/)).toBeVisible();
    const after = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(after('Oldest inquiry kept')).toBe('Arrived Monday, December 1, 2025, 10:00 AM');
    expect(after('Oldest booking kept')).toBe('Visit on Friday, November 28, 2025');
    expect(after('Last deleted')).toBe('Not since the server started');
    expect(after('Next deletion')).toBe('Friday, November 27, 2026, 9:05 AM');
  });
});
