// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { enter } from '../../testing/enter';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { resetWidgets } from '../../testing/reset-widgets';
import { Toaster } from '../../ui/toast';
import { coordinators } from '../../i18n/coordinators.en';
import { CoordinatorBooking } from './coordinator-booking';
import '../../testing/visible';
import { renderIn, SHELL } from '../../testing/in-language';

const SLOTS = [
  { date: '2030-03-04', time: '09:00', available: false },
  { date: '2030-03-04', time: '10:00', available: false },
  { date: '2030-03-05', time: '09:00', available: false },
  { date: '2030-03-05', time: '10:00', available: true },
  { date: '2030-03-06', time: '14:00', available: true },
];

afterEach(resetWidgets);

function setup() {
  const api = fakeFetch({
    'GET /api/coordinators/slots': () => json(SLOTS),
    'POST /api/coordinators/book': () => json({ success: true, message: 'Booked' }, 201),
  });
  renderIn(
    <>
      <Toaster words={SHELL.en.toaster} />
      <CoordinatorBooking words={coordinators.booking} />
    </>,
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const dateSelect = () => screen.getByLabelText('Date') as HTMLSelectElement;
const timeSelect = () => screen.getByLabelText('Time') as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => `${o.text}${o.disabled ? ' [disabled]' : ''}`);

describe('CoordinatorBooking', () => {
  it('when dates load, then days without a free hour are labelled "(No available times)"', async () => {
    setup();
    await waitFor(() => expect(dateSelect().disabled).toBe(false));
    expect(optionTexts(dateSelect())).toEqual([
      'Select a date',
      'Monday, March 4, 2030 (No available times) [disabled]',
      'Tuesday, March 5, 2030',
      'Wednesday, March 6, 2030',
    ]);
    expect(timeSelect().disabled).toBe(true);
  });

  it('when a date is chosen, then times are 1-hour ranges, taken ones "(Past)" and disabled; a new date clears the time', async () => {
    const { user } = setup();
    await waitFor(() => expect(dateSelect().disabled).toBe(false));
    await user.selectOptions(dateSelect(), '2030-03-05');
    expect(optionTexts(timeSelect())).toEqual(['Select a time', '9:00 AM – 10:00 AM (Past) [disabled]', '10:00 AM – 11:00 AM']);
    await user.selectOptions(timeSelect(), '10:00');
    expect(timeSelect().value).toBe('10:00');
    await user.selectOptions(dateSelect(), '2030-03-06');
    expect(timeSelect().value).toBe('');
    expect(optionTexts(timeSelect())).toEqual(['Select a time', '2:00 PM – 3:00 PM']);
  });

  it('when submitted empty, then every required field shows its message and focus goes to the first, the date', async () => {
    const { user, calls } = setup();
    await waitFor(() => expect(dateSelect().disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const messages = {
      Date: 'Please select a date',
      Time: 'Please select a time',
      'Facility Name': 'Facility name is required',
      'Facility Address': 'Facility address is required',
      'Contact Name': 'Contact name is required',
      'Contact Email': 'Please enter a valid email',
      'Contact Phone': 'Please enter a valid phone number',
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = field.getAttribute('aria-describedby')!.split(' ');
      expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(document.activeElement).toBe(dateSelect());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('when booked, then the payload names the contact as client, notes carry facility and address, and the toast confirms', async () => {
    const { user, calls } = setup();
    await waitFor(() => expect(dateSelect().disabled).toBe(false));
    await user.selectOptions(dateSelect(), '2030-03-06');
    await user.selectOptions(timeSelect(), '14:00');
    await enter(user, screen.getByLabelText('Facility Name'), 'Maple Grove Care Home');
    await enter(user, screen.getByLabelText('Facility Address'), '12 Elm Street, Springfield');
    await enter(user, screen.getByLabelText('Contact Name'), 'Dana Lee');
    await enter(user, screen.getByLabelText('Contact Email'), 'dana@maplegrove.example');
    await enter(user, screen.getByLabelText('Contact Phone'), '555-201-9988');
    await enter(user, screen.getByLabelText(/Notes/), 'Ask for the DON');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Booking Confirmed')).toBeVisible();
    expect(screen.getByText('Your facility appointment has been scheduled for Wednesday, March 6, 2030 at 2:00 PM.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      date: '2030-03-06',
      time: '14:00',
      type: 'coordinator',
      clientName: 'Dana Lee',
      clientEmail: 'dana@maplegrove.example',
      clientPhone: '555-201-9988',
      facilityName: 'Maple Grove Care Home',
      notes: 'Facility: Maple Grove Care Home\nAddress: 12 Elm Street, Springfield\nNotes: Ask for the DON',
    });
    expect((screen.getByLabelText('Facility Name') as HTMLInputElement).value).toBe('');
  });

  it('when a facility visit asks for an American Sign Language interpreter, then the payload carries its code and the confirmation says a free one will join the visit', async () => {
    const { user, calls } = setup();
    await waitFor(() => expect(dateSelect().disabled).toBe(false));
    await user.selectOptions(dateSelect(), '2030-03-06');
    await user.selectOptions(timeSelect(), '14:00');
    await enter(user, screen.getByLabelText('Facility Name'), 'Maple Grove Care Home');
    await enter(user, screen.getByLabelText('Facility Address'), '12 Elm Street, Springfield');
    await enter(user, screen.getByLabelText('Contact Name'), 'Dana Lee');
    await enter(user, screen.getByLabelText('Contact Email'), 'dana@maplegrove.example');
    await enter(user, screen.getByLabelText('Contact Phone'), '555-201-9988');
    await user.selectOptions(screen.getByLabelText(/^Free interpreter/), 'ase');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByText('Booking Confirmed')).toBeVisible();
    expect(screen.getByText('A free American Sign Language interpreter will join the visit.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ interpreterLanguage: 'ase', notes: 'Facility: Maple Grove Care Home\nAddress: 12 Elm Street, Springfield' });
  });
});
