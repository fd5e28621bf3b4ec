// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDateLong, IDEMPOTENCY_HEADER } from '#contract';
import { type Clinician, STAFF_API, type StaffBookingAnswer } from '#contract/staff';
import { weekdayOf } from '../features/phone-booking/booking-draft';
import { clinicToday } from '../lib/clinic-time';
import { json, renderStaff, resetStaff, SESSION } from '../testing/render-staff';
import '../../testing/visible';

afterEach(resetStaff);

/** A Monday at least a week away: the series' first week starts on it. */
const later = addDays(clinicToday(), 8);
const monday = addDays(later, 8 - weekdayOf(later));
const wednesday = addDays(monday, 2);
const nurse = (id: string, name: string, kinds: Clinician['kinds'] = ['visit']): Clinician => ({ id, name, active: true, hours: [], zips: [], kinds, createdAt: '2026-03-01T10:00:00.000Z' });
const NURSES = [nurse('n1', 'Maria Lopez'), nurse('n2', 'Tom Reed'), nurse('n3', 'Ada Calls', ['consultation'])];

/** The server's plan for Mondays and Wednesdays over two weeks: the second Wednesday has no free nurse. */
function answer(dryRun: boolean): StaffBookingAnswer {
  const days = [monday, wednesday, addDays(monday, 7)];
  return {
    dryRun,
    seriesId: dryRun ? undefined : 's1',
    bookings: days.map((date, index) => ({
      date,
      time: '09:30',
      minutes: 45,
      clinicianId: index === 1 ? 'n2' : 'n1',
      clinicianName: index === 1 ? 'Tom Reed' : 'Maria Lopez',
      ...(dryRun ? {} : { id: `b${index + 1}`, reference: `EV7K2M9${index}` }),
    })),
    conflicts: [{ date: addDays(wednesday, 7), time: '09:30', reason: 'no-free-nurse', message: `${formatDateLong(addDays(wednesday, 7))} at 9:30 AM: no nurse is free then.` }],
  };
}

function bookScreen(book: (body: Record<string, unknown>) => Response = (body) => json(answer(body.dryRun === true), body.dryRun ? 200 : 201)) {
  return renderStaff('/staff/book', {
    [`GET ${STAFF_API.session}`]: () => json(SESSION),
    [`GET ${STAFF_API.clinicians}`]: () => json({ clinicians: NURSES }),
    [`POST ${STAFF_API.bookings}`]: ({ body }) => book(body as Record<string, unknown>),
  });
}

async function fillVisitSeries(user: ReturnType<typeof bookScreen>['user']) {
  const form = await screen.findByRole('form', { name: 'The booking' });
  fireEvent.change(within(form).getByLabelText('Day'), { target: { value: monday } });
  fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '09:30' } });
  await user.type(within(form).getByLabelText('Name'), 'Ana Ruiz');
  await user.type(within(form).getByLabelText('Phone'), '512 555 0142');
  await user.type(within(form).getByLabelText('Address of the visit'), '12 Elm St, Austin, TX 78701');
  await user.type(within(form).getByLabelText('ZIP code'), '78701');
  await user.type(within(form).getByLabelText(/What to bring/), 'Foam dressings');
  await user.click(within(form).getByRole('checkbox', { name: 'Repeat every week' }));
  // The day's own weekday is ticked to start with.
  expect((within(form).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
  await user.click(within(form).getByRole('checkbox', { name: 'Wednesday' }));
  const weeks = within(form).getByLabelText('For how many weeks');
  await user.clear(weeks);
  await user.type(weeks, '2');
  expect(within(form).getByText(`4 visits, ${formatDateLong(monday)} to ${formatDateLong(addDays(wednesday, 7))}. The plan shows each with its nurse.`)).toBeVisible();
  return form;
}

describe('booking by phone', () => {
  it('when a visit series is planned, then the plan names every date with its nurse and each conflict, in focus, and nothing is booked until Book', async () => {
    const { user, calls } = bookScreen();
    const form = await fillVisitSeries(user);

    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'The plan: 3 visits, 1 conflict' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const plan = screen.getByRole('region', { name: 'The plan: 3 visits, 1 conflict' });
    expect(within(plan).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${formatDateLong(monday)} at 9:30 AM, 45 minutes, with Maria Lopez`,
      `${formatDateLong(wednesday)} at 9:30 AM, 45 minutes, with Tom Reed`,
      `${formatDateLong(addDays(monday, 7))} at 9:30 AM, 45 minutes, with Maria Lopez`,
      `${formatDateLong(addDays(wednesday, 7))} at 9:30 AM: no nurse is free then.`,
    ]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        type: 'visit',
        date: monday,
        time: '09:30',
        clientName: 'Ana Ruiz',
        clientPhone: '512 555 0142',
        clientEmail: '',
        language: 'en',
        source: 'phone',
        sendConfirmation: false,
        outsideHours: false,
        dryRun: true,
        address: '12 Elm St, Austin, TX 78701',
        zip: '78701',
        minutes: 45,
        supplies: 'Foam dressings',
        repeat: { weekdays: [1, 3], weeks: 2 },
      },
    ]);
  });

  it('when Book is pressed, then what the plan showed is booked once, under one key, and a lasting notice in focus lists each booking with its reference and the conflict left', async () => {
    const { user, calls } = bookScreen();
    await user.click(within(await fillVisitSeries(user)).getByRole('button', { name: 'Show the plan' }));

    await user.click(await screen.findByRole('button', { name: 'Book 3 visits' }));

    const notice = (await screen.findByText(/^Booked 3 visits for Ana Ruiz\. Nothing was sent to the patient\.$/)).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(within(notice).getByRole('link', { name: `${formatDateLong(wednesday)} at 9:30 AM` }).getAttribute('href')).toBe('/staff/bookings/b2');
    expect(within(notice).getByText('EV7K2M91')).toBeVisible();
    expect(within(notice).getByRole('heading', { name: 'Not booked' })).toBeVisible();
    expect(within(notice).getByText(/no nurse is free then/)).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { dryRun: boolean }).dryRun)).toEqual([true, false]);
    expect(posts[1]!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('region', { name: /^The plan/ })).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('when a field changes after the plan, then the plan goes, so nothing is booked that was not shown', async () => {
    const { user } = bookScreen();
    const form = await fillVisitSeries(user);
    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));
    await screen.findByRole('button', { name: 'Book 3 visits' });

    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '10:00' } });

    expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
  });

  it('when the form is sent empty, then each field says what it needs, the first takes focus, and the server is not asked', async () => {
    const { user, calls } = bookScreen();
    const form = await screen.findByRole('form', { name: 'The booking' });
    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));

    expect(within(form).getByText('Please give the day')).toBeVisible();
    expect(within(form).getByText('Please give the time')).toBeVisible();
    expect(within(form).getByText('Please give the patient’s name')).toBeVisible();
    expect(within(form).getByText('Please give the address of the visit')).toBeVisible();
    expect(within(form).getByText('Please give the ZIP code of the visit')).toBeVisible();
    expect(document.activeElement).toBe(within(form).getByLabelText('Day'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when an e-mail is given, then "Send a confirmation" shows and goes with it; a consultation asks phone or video, and only nurses who take consultations are offered', async () => {
    const { user, calls } = bookScreen(() => json({ dryRun: true, bookings: [{ date: monday, time: '14:00', minutes: 15, clinicianId: 'n3', clinicianName: 'Ada Calls' }], conflicts: [] }));
    const form = await screen.findByRole('form', { name: 'The booking' });
    expect(within(form).queryByRole('checkbox', { name: /^Send a confirmation/ })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Consultation' }));
    expect(within(form).queryByLabelText('Address of the visit')).toBeNull();
    expect(within(within(form).getByLabelText(/^Nurse/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['First free nurse', 'Ada Calls']);
    await user.click(within(form).getByRole('radio', { name: 'Video call' }));
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: monday } });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '14:00' } });
    await user.type(within(form).getByLabelText('Name'), 'Harold Jenkins');
    await user.type(within(form).getByLabelText('Phone'), '5550001111');
    await user.type(within(form).getByLabelText(/E-mail/), 'harold@example.com');
    await user.click(within(form).getByRole('checkbox', { name: /^Send a confirmation/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Outside the hours' }));
    expect(within(form).getByText(/The nurse is booked even outside their working hours/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));

    expect(await screen.findByRole('button', { name: 'Book 1 booking' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      type: 'consultation',
      consultationType: 'video',
      clientEmail: 'harold@example.com',
      sendConfirmation: true,
      outsideHours: true,
    });
    expect(calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty('address');
  });

  it('when the patient asks for an interpreter, then the language goes with the plan; another language is sent by the name typed, and a name with digits is refused at its field', async () => {
    const { user, calls } = bookScreen();
    const form = await fillVisitSeries(user);
    await user.selectOptions(within(form).getByLabelText(/^Free interpreter/), 'Somali');
    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));
    await screen.findByRole('button', { name: 'Book 3 visits' });
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toMatchObject({ interpreterLanguage: 'so' });

    await user.selectOptions(within(form).getByLabelText(/^Free interpreter/), 'Another language');
    const other = within(form).getByLabelText('Which language?');
    await user.type(other, 'Oromo 2');
    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));
    await waitFor(() => expect(document.activeElement).toBe(other));
    expect(other.getAttribute('aria-invalid')).toBe('true');
    const asked = calls.filter((call) => call.method === 'POST').length;

    await user.clear(other);
    await user.type(other, 'Oromo');
    await user.click(within(form).getByRole('button', { name: 'Show the plan' }));
    await screen.findByRole('button', { name: 'Book 3 visits' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(asked + 1);
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toMatchObject({ interpreterLanguage: 'other:Oromo' });
  });

  it('when booking fails, then the plan stays and says why in its alert, with focus on the button', async () => {
    const { user } = bookScreen((body) => (body.dryRun ? json(answer(true)) : json({ message: 'The data folder cannot be written.' }, 503)));
    await user.click(within(await fillVisitSeries(user)).getByRole('button', { name: 'Show the plan' }));
    const book = await screen.findByRole('button', { name: 'Book 3 visits' });

    await user.click(book);

    const plan = screen.getByRole('region', { name: /^The plan/ });
    expect((await within(plan).findByRole('alert')).textContent).toBe('The data folder cannot be written.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book 3 visits' }));
  });
});
