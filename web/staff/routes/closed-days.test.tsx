// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract';
import { STAFF_API, type StaffBooking, type StaffClosure } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, withDialogs, SESSION } from '../testing/render-staff';
import { staffBooking } from '../testing/staff-booking';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const day = addDays(clinicToday(), 5);
const inside: StaffBooking = {
  id: 'b1',
  kind: 'coordinator',
  reference: 'EV7K2M9Q',
  minutes: 60,
  source: 'web',
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
    expect(await screen.findByText('Nothing is closed from today on: every day follows the usual hours.')).toBeVisible();

    await user.click(screen.getByLabelText('Some hours of a day'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '12:00' } });
    await user.type(screen.getByLabelText(/Reason/), 'Training');
    await user.click(screen.getByRole('button', { name: 'Add closed time' }));

    expect(await screen.findByRole('link', { name: /^Maple House, facility visit, 10:00 AM on / })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ from: day, startTime: '09:00', endTime: '12:00', reason: 'Training' });
    const outcome = screen.getByText(/^Closed .*, 9:00 AM to 12:00 PM\./).parentElement!;
    expect(document.activeElement).toBe(outcome);
    expect(within(outcome).getByText(/One booking is already inside it/)).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Remove closed time: / })).toBeVisible();
  });

  it('when one nurse’s leave is closed, then the nurse goes with it, the list says whose leave it is, and their bookings inside are named to reassign', async () => {
    const closures: StaffClosure[] = [];
    const maria = { id: 'n1', name: 'Maria Lopez', active: true, hours: [], zips: [], kinds: ['visit'], createdAt: '2026-03-01T10:00:00.000Z' };
    const hers = staffBooking('b9', { kind: 'visit', clientName: 'Ana Ruiz', date: day, time: '11:00', clinicianId: 'n1', clinicianName: 'Maria Lopez' });
    const { user, calls } = renderStaff('/staff/closed-days?nurse=n1', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.closures}`]: () => json(closures),
      [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians: [maria] }),
      [`POST ${STAFF_API.closures}`]: ({ body }) => {
        const closure = { id: 'c2', to: day, createdAt: '2026-03-01T10:00:00.000Z', ...(body as Omit<StaffClosure, 'id' | 'to' | 'createdAt'>) };
        closures.push(closure);
        return json({ closure, conflicts: ['b9'] }, 201);
      },
      [`GET ${STAFF_API.bookings}`]: () => json([hers]),
    });
    // Asked for from the nurse's page: the nurse is chosen already.
    await waitFor(() => expect((screen.getByLabelText(/Closed for/) as HTMLSelectElement).value).toBe('n1'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    await user.type(screen.getByLabelText(/Reason/), 'Annual leave');
    await user.click(screen.getByRole('button', { name: 'Add closed time' }));

    const outcome = (await screen.findByText(/^Closed .*, all day for Maria Lopez \(leave\)\./)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(within(outcome).getByText(/Open each to give it to another nurse or move it/)).toBeVisible();
    expect(await within(outcome).findByRole('link', { name: /^Ana Ruiz, wound-care visit, 11:00 AM on / })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ from: day, reason: 'Annual leave', clinicianId: 'n1' });
    expect(await screen.findByText('Leave: Maria Lopez.', { exact: false })).toBeVisible();
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

    expect(await screen.findByText('The end time must be after the start time')).toBeVisible();
    // The field to change is marked, tied to the message and focused.
    const until = screen.getByLabelText('Until');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(until.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('The end time must be after the start time');
    expect(document.activeElement).toBe(until);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when the day is left empty, then the message names no date format (the field shows the browser’s own)', async () => {
    const { user } = renderStaff('/staff/closed-days', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.closures}`]: () => json([]),
    });
    await user.click(await screen.findByLabelText('Several days'));
    await user.type(screen.getByLabelText(/Reason/), 'Holiday');
    await user.click(screen.getByRole('button', { name: 'Add closed time' }));

    expect(await screen.findByText('Please give the first day')).toBeVisible();
    expect(screen.getByText('Please give the last day')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/YYYY|MM-DD/);
  });

  it('when a closed time is to be opened again, then the dialog opens on “Keep closed”, and a failure is said inside it', async () => {
    const closure: StaffClosure = { id: 'c1', from: day, to: day, reason: 'Training', createdAt: '2026-03-01T10:00:00.000Z' };
    const { user } = renderStaff('/staff/closed-days', {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.closures}`]: () => json([closure]),
      [`DELETE ${STAFF_API.closure('c1')}`]: () => json({ message: 'The server is busy.' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: /^Remove closed time: / }));
    const dialog = screen.getByRole('dialog', { name: 'Open these times again?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep closed' }));

    await user.click(within(dialog).getByRole('button', { name: 'Remove closed time' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The server is busy.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
