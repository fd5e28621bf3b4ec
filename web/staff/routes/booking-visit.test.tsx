// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateLong } from '#contract';
import { type Clinician, type MoveRequest, STAFF_API, type StaffBooking } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, SESSION, withDialogs } from '../testing/render-staff';
import { staffBooking } from '../testing/staff-booking';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const nurse = (id: string, name: string): Clinician => ({ id, name, active: true, hours: [], zips: [], kinds: ['visit'], createdAt: '2026-03-01T10:00:00.000Z' });
const NURSES = [nurse('n1', 'Maria Lopez'), nurse('n2', 'Tom Reed')];
const soon = addDays(clinicToday(), 3);
const visit = staffBooking('b1', {
  kind: 'visit',
  clientName: 'Ana Ruiz',
  date: soon,
  time: '09:30',
  clinicianId: 'n1',
  clinicianName: 'Maria Lopez',
  address: '12 Elm St, Austin, TX 78701',
  zip: '78701',
  supplies: 'Foam dressings',
  clientEmail: 'ana@example.com',
  interpreterLanguage: 'so',
});

function visitPage(booking: StaffBooking, routes: Record<string, (request: { url: URL; body: unknown }) => Response> = {}) {
  let current = booking;
  return renderStaff(`/staff/bookings/${booking.id}`, {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.booking(booking.id)}`]: () => json(current),
    [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians: NURSES }),
    [`POST ${STAFF_API.moveBooking(booking.id)}`]: ({ body }) => {
      const move = body as MoveRequest;
      current = { ...current, date: move.date, time: move.time, clinicianId: move.clinicianId, clinicianName: NURSES.find((one) => one.id === move.clinicianId)?.name, moves: 1 };
      return json(current);
    },
    [`POST ${STAFF_API.bookingOutcome(booking.id)}`]: ({ body }) => {
      current = { ...current, outcome: (body as { outcome: StaffBooking['outcome'] }).outcome };
      return json(current);
    },
    ...routes,
  });
}

const factAfter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a visit’s page', () => {
  it('when a visit opens, then its reference, nurse, place, what to bring and the interpreter asked for are shown', async () => {
    visitPage(visit);

    expect(await screen.findByText('EVB10000')).toBeVisible();
    expect(factAfter('Kind')).toBe('Wound-care visit, 45 minutes');
    expect(factAfter('Nurse')).toBe('Maria Lopez');
    expect(factAfter('Address')).toBe('12 Elm St, Austin, TX 78701');
    expect(factAfter('What to bring')).toBe('Foam dressings');
    expect(factAfter('Interpreter')).toBe('Somali (free interpreter asked for) Mark interpreter arranged');
    expect(factAfter('Booked from')).toBe('A phone call');
  });

  it('when a booking has no nurse and no e-mail, then it says "No nurse", and Move offers no "Tell the patient"', async () => {
    const { user } = visitPage({ ...visit, clinicianId: undefined, clinicianName: undefined, clientEmail: '' });
    await screen.findByRole('heading', { level: 1, name: /^Booking, / });
    expect(factAfter('Nurse')).toBe('No nurse');
    expect(factAfter('E-mail')).toBe('None given: nothing is e-mailed');

    await user.click(screen.getByRole('button', { name: 'Move' }));

    const dialog = screen.getByRole('dialog', { name: 'Move this booking?' });
    expect(within(dialog).queryByRole('checkbox', { name: /^Tell the patient/ })).toBeNull();
  });

  it('when a visit is moved to another day and nurse and the patient told, then exactly that is sent and a lasting notice in focus says where it went', async () => {
    const { user, calls } = visitPage(visit);
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move this booking?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Ana Ruiz, now 9:30 AM on .* with Maria Lopez\./);
    expect((within(dialog).getByLabelText('New day') as HTMLInputElement).value).toBe(soon);
    expect((within(dialog).getByLabelText(/^Nurse/) as HTMLSelectElement).value).toBe('n1');

    fireEvent.change(within(dialog).getByLabelText('New day'), { target: { value: addDays(soon, 1) } });
    fireEvent.change(within(dialog).getByLabelText('New time'), { target: { value: '11:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nurse/), { target: { value: 'n2' } });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Tell the patient/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    const notice = (await screen.findByText(/^Moved to 11:00 AM on .*, with Tom Reed\. The patient is e-mailed the new time\.$/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.find((call) => call.url.pathname === STAFF_API.moveBooking('b1'))!.body).toEqual({ date: addDays(soon, 1), time: '11:00', clinicianId: 'n2', notify: true, outsideHours: false });
    await waitFor(() => expect(factAfter('Nurse')).toBe('Tom Reed'));
  });

  it('when the move is refused, then the dialog says why and keeps what was chosen', async () => {
    const { user } = visitPage(visit, {
      [`POST ${STAFF_API.moveBooking('b1')}`]: () => json({ message: 'Maria Lopez is not free then.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move this booking?' });
    fireEvent.change(within(dialog).getByLabelText('New time'), { target: { value: '15:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Maria Lopez is not free then.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect((within(dialog).getByLabelText('New time') as HTMLInputElement).value).toBe('15:00');
  });

  it('when the visit is still to come, then its outcome cannot be marked yet, and the page says from when', async () => {
    visitPage(visit);
    expect(await screen.findByText('It can be marked once the visit has begun, from 9:30 AM that day.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Completed' })).toBeNull();
  });

  it('when a visit that began is marked a no-show and then completed, then each is sent, the pressed button says which, and the change is said', async () => {
    const { user, calls } = visitPage({ ...visit, date: addDays(clinicToday(), -1) });
    const noShow = await screen.findByRole('button', { name: 'No-show' });
    expect(screen.getByText('Not marked yet. Did the visit happen?')).toBeVisible();
    const live = within(screen.getByRole('region', { name: 'Outcome' })).getByRole('status');
    expect(live.textContent).toBe('');

    await user.click(noShow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No-show' }).getAttribute('aria-pressed')).toBe('true'));
    expect(live.textContent).toBe('Outcome saved: No-show.');
    await user.click(screen.getByRole('button', { name: 'Completed' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'No-show' }).getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((call) => call.url.pathname === STAFF_API.bookingOutcome('b1')).map((call) => call.body)).toEqual([{ outcome: 'no-show' }, { outcome: 'completed' }]);
    expect(screen.getByText('Completed. It can still be changed.')).toBeVisible();
  });

  it('when the visit is one of a series, then every visit is listed with this one marked, and the whole series can be cancelled in one step', async () => {
    const series = [0, 7, 14].map((days, index) => ({ ...visit, id: `s${index}`, date: addDays(soon, days), seriesId: 'series-1' }));
    const { user, calls } = visitPage(series[0]!, {
      [`GET ${STAFF_API.bookings}`]: () => json([...series, staffBooking('other', { date: soon })]),
      [`POST ${STAFF_API.cancelSeries('series-1')}`]: () => json({ cancelled: ['s0', 's1', 's2'], refused: [] }),
    });
    const section = await screen.findByRole('region', { name: 'A series of 3 visits' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `9:30 AM on ${formatDateLong(soon)} (this one), Maria Lopez`,
      `9:30 AM on ${formatDateLong(addDays(soon, 7))}, Maria Lopez`,
      `9:30 AM on ${formatDateLong(addDays(soon, 14))}, Maria Lopez`,
    ]);
    expect(within(section).getByRole('link', { name: `9:30 AM on ${formatDateLong(addDays(soon, 7))}` }).getAttribute('href')).toBe('/staff/bookings/s1');

    await user.click(within(section).getByRole('button', { name: 'Cancel the whole series' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel 3 bookings?' });
    await user.type(within(dialog).getByLabelText(/Message to the patient/), 'The nurse will call you.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 3 bookings' }));

    const notice = (await screen.findByText('3 visits of the series cancelled: their times are free again.')).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.find((call) => call.url.pathname === STAFF_API.cancelSeries('series-1'))!.body).toEqual({ message: 'The nurse will call you.' });
  });
});
