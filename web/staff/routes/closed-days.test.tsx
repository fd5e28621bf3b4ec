// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../api/contract';
import { STAFF_API, type StaffBooking, type StaffClosure } from '../../../api/contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';

beforeAll(withDialogs);
afterEach(resetStaff);

const day = addDays(clinicToday(), 5);
const inside: StaffBooking = {
  id: 'b1',
  kind: 'coordinator',
  date: day,
  time: '10:00',
  status: 'booked',
  clientName: 'Maple House',
  clientEmail: 'maple@example.com',
  clientPhone: '5550001111',
  facilityName: 'Maple House Care',
  notes: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  moves: 0,
};

describe('closed days', () => {
  it('when some hours of a day are closed, then only those fields are sent and the booking already inside is named with a link', async () => {
    const closures: StaffClosure[] = [];
    const { user, calls } = renderStaff('/staff/closed-days', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.closures}`]: () => json(closures),
      [`POST ${STAFF_API.closures}`]: ({ body }) => {
        const closure = { id: 'c1', to: day, createdAt: '2026-03-01T10:00:00.000Z', ...(body as Omit<StaffClosure, 'id' | 'to' | 'createdAt'>) };
        closures.push(closure);
        return json({ closure, conflicts: ['b1'] }, 201);
      },
      [`GET ${STAFF_API.bookings}`]: () => json([inside]),
    });
    expect(await screen.findByText('Nothing is closed from today on: every day follows the usual hours.')).toBeTruthy();

    await user.click(screen.getByLabelText('Some hours of a day'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '12:00' } });
    await user.type(screen.getByLabelText(/Reason/), 'Training');
    await user.click(screen.getByRole('button', { name: 'Add closed time' }));

    expect(await screen.findByRole('link', { name: /^Maple House, .* at 10:00 AM$/ })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ from: day, startTime: '09:00', endTime: '12:00', reason: 'Training' });
    const outcome = screen.getByText(/^Closed .*, 9:00 AM to 12:00 PM\./).parentElement!;
    expect(document.activeElement).toBe(outcome);
    expect(within(outcome).getByText(/One booking is already inside it/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Remove closed time: / })).toBeTruthy();
  });

  it('when the end time is before the start, then the contract’s message shows and nothing is sent', async () => {
    const { user, calls } = renderStaff('/staff/closed-days', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.closures}`]: () => json([]),
    });
    await user.click(await screen.findByLabelText('Some hours of a day'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '09:00' } });
    await user.type(screen.getByLabelText(/Reason/), 'Training');
    await user.click(screen.getByRole('button', { name: 'Add closed time' }));

    expect(await screen.findByText('The end time must be after the start time')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
