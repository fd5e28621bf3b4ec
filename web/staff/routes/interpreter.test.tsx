// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API, type StaffBooking, type StaffInquiry } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';
import { staffBooking } from '../testing/staff-booking';
import '../../testing/visible';

/** What staff see of a visitor's language (decision 052): the interpreter asked for, its "arranged" mark, and the patient's language when they write to them. */

beforeAll(withDialogs);
afterEach(resetStaff);

const today = clinicToday();
const booking = (id: string, name: string, extra: Partial<StaffBooking> = {}): StaffBooking => staffBooking(id, { date: today, clientName: name, ...extra });

/** The text of the element each of the field's aria-describedby ids names. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('an interpreter in the staff area', () => {
  it('when a booking asked for one, then the agenda says "Interpreter: Somali, to arrange", its page has the call, the wound type and a button that marks it arranged', async () => {
    let current = booking('b1', 'Hodan Warsame', { interpreterLanguage: 'so', consultationType: 'phone', woundType: 'Burns', language: 'es' });
    const { user, calls } = renderStaff('/staff/bookings/b1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b1')}`]: () => json(current),
      [`POST ${STAFF_API.bookingInterpreterArranged('b1')}`]: () => {
        current = { ...current, interpreterArrangedAt: '2026-03-02T15:00:00.000Z' };
        return json(current);
      },
    });

    expect(await screen.findByText('Interpreter: Somali, to arrange')).toBeVisible();
    expect(screen.getByText('Call', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Phone call');
    expect(screen.getByText('Wound type', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Burns');
    await user.click(screen.getByRole('button', { name: 'Mark the Somali interpreter arranged' }));

    expect(await screen.findByText('Interpreter: Somali, arranged')).toBeVisible();
    expect(screen.getByText('Interpreter', { selector: 'dt' }).nextElementSibling!.textContent).toMatch(/^Somali \(free interpreter asked for\) Arranged /);
    expect(screen.queryByRole('button', { name: /interpreter arranged/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([STAFF_API.bookingInterpreterArranged('b1')]);
  });

  it('when the agenda lists bookings, then the one that asked for an interpreter says which, and the others say nothing of one', async () => {
    renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json([booking('b1', 'Asked Client', { interpreterLanguage: 'ase' }), booking('b2', 'Plain Client', { time: '11:00' })]),
      [`GET ${STAFF_API.preflight}`]: () => json({ items: [] }),
    });

    expect(await screen.findByText('Interpreter: American Sign Language, to arrange')).toBeVisible();
    expect(screen.getAllByText(/^Interpreter:/)).toHaveLength(1);
  });

  it('when an inquiry asked for one, then the inbox says so and marks it arranged from there', async () => {
    let inquiry: StaffInquiry = {
      id: 'i1',
      createdAt: '2026-03-01T10:00:00.000Z',
      status: 'new',
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@example.com',
      phone: '5550001111',
      consent: 'true',
      interpreterLanguage: 'other:Oromo',
    };
    const { user } = renderStaff('/staff/inquiries', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.inquiries}`]: () => json([inquiry]),
      [`POST ${STAFF_API.inquiryInterpreterArranged('i1')}`]: () => {
        inquiry = { ...inquiry, interpreterArrangedAt: '2026-03-02T15:00:00.000Z' };
        return json(inquiry);
      },
    });

    expect(await screen.findByText('Interpreter: Oromo, to arrange')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark the Oromo interpreter arranged' }));
    expect(await screen.findByText('Interpreter: Oromo, arranged')).toBeVisible();
  });

  it('when staff cancel a Spanish booking, then the message’s hint says the patient reads the e-mail in Spanish; cancelling several of both languages, how many read which', async () => {
    const list = [booking('b1', 'Rosa Diaz', { language: 'es', burst: { size: 3, by: 'address' } }), booking('b2', 'Ana Ruiz', { time: '10:15', language: 'es', burst: { size: 3, by: 'address' } }), booking('b3', 'Ann Lee', { time: '10:30', burst: { size: 3, by: 'address' } })];
    const { user } = renderStaff('/staff', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.bookings}`]: () => json(list),
      [`GET ${STAFF_API.preflight}`]: () => json({ items: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Select marked bookings' }));
    await user.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel 3 bookings?' });

    expect(descriptionOf(within(dialog).getByLabelText(/Message to the patient/))).toBe(
      'Sent in each cancellation e-mail: 1 patient reads theirs in English, 2 patients read theirs in Spanish. Your message is quoted word for word, as you write it. No health details. To write to each in their own language, cancel them apart.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when one Spanish booking is cancelled from its page, then the hint asks for the message in Spanish', async () => {
    const { user } = renderStaff('/staff/bookings/b1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.booking('b1')}`]: () => json(booking('b1', 'Rosa Diaz', { language: 'es' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));

    expect(descriptionOf(within(screen.getByRole('dialog')).getByLabelText(/Message to the patient/))).toBe(
      'Sent in the cancellation e-mail, which this patient reads in Spanish: write the message in Spanish. Your message is quoted word for word, as you write it. No health details.',
    );
  });
});
