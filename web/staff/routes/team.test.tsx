// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contract';
import { type Clinician, type ClinicianChange, STAFF_API } from '#contract/staff';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, SESSION, withDialogs } from '../testing/render-staff';
import { staffBooking } from '../testing/staff-booking';
import '../../testing/visible';

beforeAll(withDialogs);
afterEach(resetStaff);

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }));

const maria: Clinician = {
  id: 'n1',
  name: 'Maria Lopez',
  active: true,
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '16:00' })),
  zips: ['78701', '78702'],
  kinds: ['visit'],
  staffUser: 'maria',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const tom: Clinician = { ...maria, id: 'n2', name: 'Tom Reed', active: false, hours: EVERY_DAY, zips: [], kinds: ['consultation', 'coordinator', 'visit'], staffUser: undefined };

/** The team as the server keeps it: POST adds, PATCH changes (answering `toReassign`). */
function team(start: Clinician[], toReassign: string[] = []) {
  const nurses = [...start];
  return {
    nurses,
    routes: {
      [`GET ${STAFF_API.session}`]: () => json(SESSION),
      [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians: nurses }),
      [`POST ${STAFF_API.clinicians}`]: ({ body }: { body: unknown }) => {
        const added: Clinician = { id: `n${nurses.length + 1}`, name: '', active: true, zips: [], kinds: ['consultation', 'coordinator', 'visit'], hours: EVERY_DAY, createdAt: '2026-03-02T10:00:00.000Z', ...(body as Partial<Clinician>) };
        nurses.push(added);
        return json({ id: added.id }, 201);
      },
      [`PATCH ${STAFF_API.clinician('n1')}`]: ({ body }: { body: unknown }) => {
        const change = body as ClinicianChange;
        Object.assign(nurses[0]!, { ...change, staffUser: change.staffUser ?? undefined });
        return json({ clinician: nurses[0], toReassign });
      },
      [`GET ${STAFF_API.bookings}`]: () => json([staffBooking('b7', { clientName: 'Ana Ruiz', kind: 'visit', date: addDays(clinicToday(), 2), time: '10:00', clinicianId: 'n1' })]),
    },
  };
}

describe('the team', () => {
  it('when it opens, then active and inactive nurses are listed apart, each with when, where and what they take, in words', async () => {
    renderStaff('/staff/team', team([maria, tom]).routes);

    const active = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(within(active).getByText('Monday to Friday, 8:00 AM to 4:00 PM')).toBeVisible();
    expect(within(active).getByText('78701, 78702')).toBeVisible();
    expect(within(active).getByText('Wound-care visit')).toBeVisible();
    expect(within(active).getByText('maria')).toBeVisible();
    const inactive = screen.getByRole('article', { name: 'Tom Reed' });
    expect(within(inactive).getByText('Inactive')).toBeVisible();
    expect(within(inactive).getByText('Every day, 9:00 AM to 5:00 PM')).toBeVisible();
    expect(within(inactive).getByText('Anywhere in the service area')).toBeVisible();
    expect(within(inactive).getByText('Every kind')).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Active nurses')).toBeLessThan(headings.indexOf('Inactive nurses'));
  });

  it('when a nurse is added with the practice’s hours but Sunday off, a territory and two kinds, then exactly that is sent and a lasting notice in focus says so', async () => {
    const server = team([]);
    const { user, calls } = renderStaff('/staff/team', server.routes);
    expect(await screen.findByText(/No active nurse yet/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a nurse' });

    // Every day starts ticked with the practice's open hours (the facts file).
    expect((within(form).getByLabelText('Monday starts') as HTMLInputElement).value).toBe('09:00');
    expect((within(form).getByLabelText('Sunday ends') as HTMLInputElement).value).toBe('17:00');
    await user.type(within(form).getByLabelText('Name'), 'Grace Okafor');
    await user.click(within(form).getByRole('checkbox', { name: 'Sunday' }));
    expect(within(form).queryByLabelText('Sunday starts')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Saturday ends'), { target: { value: '13:00' } });
    await user.type(within(form).getByLabelText(/ZIP codes/), '78701, 78745');
    await user.click(within(form).getByRole('checkbox', { name: 'Facility visit' }));
    await user.type(within(form).getByLabelText(/Staff account/), 'grace');
    await user.click(within(form).getByRole('button', { name: 'Add nurse' }));

    const notice = (await screen.findByText(/^Grace Okafor is on the team and can be booked from now on\./)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Grace Okafor',
      hours: [...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })), { weekday: 6, opens: '09:00', closes: '13:00' }],
      zips: ['78701', '78745'],
      kinds: ['consultation', 'visit'],
      staffUser: 'grace',
    });
    expect(await screen.findByRole('article', { name: 'Grace Okafor' })).toBeVisible();
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('when a day ends before it starts, a ZIP code is not 5 digits and no kind is ticked, then each message shows at its field, the first takes focus, and nothing is sent', async () => {
    const { user, calls } = renderStaff('/staff/team', team([]).routes);
    const form = await screen.findByRole('form', { name: 'Add a nurse' });
    await user.type(within(form).getByLabelText('Name'), 'Grace Okafor');
    fireEvent.change(within(form).getByLabelText('Tuesday ends'), { target: { value: '08:00' } });
    await user.type(within(form).getByLabelText(/ZIP codes/), '7870');
    for (const kind of ['Consultation', 'Facility visit', 'Wound-care visit']) await user.click(within(form).getByRole('checkbox', { name: kind }));
    await user.click(within(form).getByRole('button', { name: 'Add nurse' }));

    const tuesdayEnds = within(form).getByLabelText('Tuesday ends');
    expect(tuesdayEnds.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tuesdayEnds.getAttribute('aria-describedby')!)!.textContent).toBe('The end of the day must be after its start');
    expect(document.activeElement).toBe(tuesdayEnds);
    expect(within(form).getByText('Each ZIP code must be 5 digits')).toBeVisible();
    expect(within(form).getByText('Choose at least one kind of booking the nurse takes')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when a nurse is made inactive, then the dialog opens on “Keep active”, and afterwards the bookings left without a nurse are listed with links, in focus', async () => {
    const { user, calls } = renderStaff('/staff/team/n1', team([maria], ['b7']).routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Maria Lopez');
    expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Make inactive' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Maria Lopez inactive?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep active' }));
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toMatch(/will take no new bookings/);
    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));

    const notice = (await screen.findByText(/^Maria Lopez is inactive and takes no new bookings\. 1 booking needs another nurse or time/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(await within(notice).findByRole('link', { name: /^Ana Ruiz, wound-care visit, 10:00 AM on / })).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: 'Make active again' })).toBeVisible();
  });

  it('when a nurse’s details are changed and the account unlinked, then every field is sent with the account as null', async () => {
    const { user, calls } = renderStaff('/staff/team/n1', team([maria]).routes);
    const account = await screen.findByLabelText(/Staff account/);
    await user.clear(account);
    await user.click(screen.getByRole('checkbox', { name: 'Consultation' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/^Maria Lopez’s details are saved\. No booking needs another nurse\./)).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      name: 'Maria Lopez',
      hours: maria.hours,
      zips: ['78701', '78702'],
      kinds: ['consultation', 'visit'],
      staffUser: null,
    });
  });
});
