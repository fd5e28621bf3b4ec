// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '#contract';
import { STAFF_API, type StaffBooking } from '#contract/staff';
import { json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const harold: StaffBooking = {
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

/** The text of the element each of the field's aria-describedby ids names. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** The value shown beside a label in the booking's facts. */
const factAfter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('cancelling one booking', () => {
  it('when the dialog opens, then it holds the two optional fields, each labelled and tied to its hint, and the patient message comes first', async () => {
    const { user } = renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json(harold),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });

    const fields = within(dialog).getAllByRole('textbox');
    const message = within(dialog).getByLabelText('Message to the patient (optional)');
    const note = within(dialog).getByLabelText('Internal note (optional)');
    expect(fields).toEqual([message, note]);
    expect(descriptionOf(message)).toBe('Sent in the cancellation e-mail. No health details.');
    expect(descriptionOf(note)).toBe('Never sent. Staff only.');
    for (const field of fields) {
      expect(field.getAttribute('maxlength')).toBe(String(MAX_LENGTH.notes));
      expect(field.hasAttribute('required')).toBe(false);
      expect(field.getAttribute('aria-invalid')).toBe('false');
    }
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();
  });

  it('when staff write a message and a note, then {message, note} is sent trimmed and the page shows each under its own label', async () => {
    let current = harold;
    const { user, calls } = renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json(current),
      [`POST ${STAFF_API.cancelBooking('b-1')}`]: ({ body }) => {
        const { message, note } = body as { message?: string; note?: string };
        current = { ...harold, status: 'cancelled', cancelledBy: 'staff', cancelledAt: '2026-03-02T09:00:00.000Z', cancelMessage: message, cancelNote: note };
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText(/Message to the patient/), '  Our nurse will call you to rebook.  ');
    await user.type(within(dialog).getByLabelText(/Internal note/), 'Admitted with osteomyelitis');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('This booking is cancelled. Its time is free for visitors again.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ message: 'Our nurse will call you to rebook.', note: 'Admitted with osteomyelitis' });
    await waitFor(() => expect(factAfter('Message sent to the patient')).toBe('Our nurse will call you to rebook.'));
    expect(factAfter('Internal note')).toBe('Admitted with osteomyelitis');
  });

  it('when both fields are left empty, then neither is sent', async () => {
    const { user, calls } = renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json(harold),
      [`POST ${STAFF_API.cancelBooking('b-1')}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText(/Internal note/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await screen.findByText('This booking is cancelled. Its time is free for visitors again.');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({});
  });

  it('when the booking is shown, then its heading names the visit and the tab’s title only the client’s initials', async () => {
    renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json(harold),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking, 10:00 AM on Monday, March 9, 2026' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Booking H\. J\., 10:00 AM on Monday, March 9, 2026 \| Staff \| /));
    expect(document.title).not.toContain('Harold');
  });

  it('when cancelling fails, then the dialog stays open with what was typed, says why inside itself and keeps focus', async () => {
    const { user } = renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json(harold),
      [`POST ${STAFF_API.cancelBooking('b-1')}`]: () => json({ message: 'The server is busy.' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText(/Message to the patient/), 'Sorry for the change.');
    await user.type(within(dialog).getByLabelText(/Internal note/), 'Nurse off sick');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The server is busy.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect((within(dialog).getByLabelText(/Message to the patient/) as HTMLTextAreaElement).value).toBe('Sorry for the change.');
    expect((within(dialog).getByLabelText(/Internal note/) as HTMLTextAreaElement).value).toBe('Nurse off sick');
  });

  it.each([
    ['by staff before the message and note were apart (one reason, kept as the note)', { cancelledBy: 'staff', cancelNote: 'Duplicate booking' }, 'None: the e-mail said only that the visit is cancelled', 'Duplicate booking'],
    ['by the visitor', { cancelledBy: 'visitor' }, undefined, 'None'],
  ] as const)('when a booking was cancelled %s, then the page says what the patient was sent and what staff noted', async (_case, fields, message, note) => {
    renderStaff('/staff/bookings/b-1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b-1')}`]: () => json({ ...harold, status: 'cancelled', cancelledAt: '2026-03-02T09:00:00.000Z', ...fields }),
    });
    await screen.findByText('Internal note', { selector: 'dt' });

    expect(factAfter('Internal note')).toBe(note);
    if (message) expect(factAfter('Message sent to the patient')).toBe(message);
    else expect(screen.queryByText('Message sent to the patient')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
