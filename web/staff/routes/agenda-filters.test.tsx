// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Clinician, STAFF_API } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, SESSION } from '../testing/render-staff';
import { staffBooking } from '../testing/staff-booking';
import '../../testing/visible';

afterEach(resetStaff);

const today = clinicToday();
const maria: Clinician = { id: 'n1', name: 'Maria Lopez', active: true, hours: [], zips: [], kinds: ['visit'], createdAt: '2026-03-01T10:00:00.000Z' };
const LIST = [
  staffBooking('b1', { clientName: 'Ana Ruiz', kind: 'visit', date: today, time: '09:00', clinicianId: 'n1', clinicianName: 'Maria Lopez', outcome: 'no-show', interpreterLanguage: 'so' }),
  staffBooking('b2', { clientName: 'Harold Jenkins', date: today, time: '10:00' }),
];

/** The agenda, its server filtering as GET bookings does. */
function agenda(path: string, clinicians: Clinician[]) {
  return renderStaff(path, {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians }),
    [`GET ${STAFF_API.bookings}`]: ({ url }) => {
      const nurse = url.searchParams.get('clinicianId');
      const kind = url.searchParams.get('kind');
      return json(LIST.filter((booking) => (!nurse || (nurse === 'none' ? !booking.clinicianId : booking.clinicianId === nurse)) && (!kind || booking.kind === kind)));
    },
  });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the agenda with nurses', () => {
  it('when nurses are set up, then each row names its nurse or says "No nurse", with its outcome and the interpreter asked for', async () => {
    agenda('/staff', [maria]);
    await screen.findByRole('link', { name: 'Ana Ruiz' });
    await waitFor(() => expect(within(rowOf('Harold Jenkins')).getByText('No nurse')).toBeVisible());

    expect(within(rowOf('Ana Ruiz')).getByText('Maria Lopez')).toBeVisible();
    expect(within(rowOf('Ana Ruiz')).getByText('Interpreter: Somali, to arrange')).toBeVisible();
    expect(within(rowOf('Ana Ruiz')).getByText('No-show')).toBeVisible();
    expect(within(rowOf('Ana Ruiz')).getByText('Wound-care visit')).toBeVisible();
  });

  it('when the agenda is filtered by a nurse and then by kind, then the server is asked for each, the address keeps them, and the new list is said', async () => {
    const { calls, where, user } = agenda('/staff', [maria]);
    const nurse = await screen.findByRole('combobox', { name: 'Nurse' });
    const [live] = within(screen.getByRole('main')).getAllByRole('status');

    fireEvent.change(nurse, { target: { value: 'none' } });

    await waitFor(() => expect(live!.textContent).toBe('Today and upcoming, no nurse: 1 booking.'));
    expect(screen.queryByRole('link', { name: 'Ana Ruiz' })).toBeNull();
    expect(where()).toBe('/?nurse=none');
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'consultation' } });
    await waitFor(() => expect(live!.textContent).toBe('Today and upcoming, no nurse, consultations: 1 booking.'));
    const asked = calls.filter((call) => call.url.pathname === STAFF_API.bookings).at(-1)!.url.searchParams;
    expect([asked.get('clinicianId'), asked.get('kind')]).toEqual(['none', 'consultation']);
    // The filters go along to the past days.
    expect(screen.getByRole('link', { name: 'Past days' }).getAttribute('href')).toBe('/staff?view=past&nurse=none&kind=consultation');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toBeVisible();
    expect(where()).toBe('/');
  });

  it('when no nurse is set up, then there is no nurse filter and no row says "No nurse"', async () => {
    agenda('/staff', []);
    await screen.findByRole('link', { name: 'Harold Jenkins' });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Nurse' })).toBeNull();
    expect(screen.queryByText('No nurse')).toBeNull();
  });
});
