// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { wayToHelpText } from '#contract/way-to-help';
import { enter } from '../../testing/enter';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { resetWidgets } from '../../testing/reset-widgets';
import { Toaster } from '../../ui/toast';
import { consultation } from '../../i18n/consultation.en';
import { consultation as consultationEs } from '../../i18n/consultation.es';
import { es as messagesEs } from '#contract/messages/es';
import { ConsultationBooking } from './consultation-booking';
import '../../testing/visible';
import { renderIn, SHELL } from '../../testing/in-language';

const SLOTS = [
  { date: '2030-03-04', time: '09:00', available: false },
  { date: '2030-03-05', time: '09:00', available: true },
  { date: '2030-03-05', time: '13:15', available: false },
  { date: '2030-03-05', time: '13:30', available: true },
];

afterEach(resetWidgets);

function setup(book?: Parameters<typeof fakeFetch>[0][string], variant: 'page' | 'tab' = 'page') {
  const api = fakeFetch({
    'GET /api/consultation/slots': () => json(SLOTS),
    ...(book && { 'POST /api/consultation/book': book }),
  });
  renderIn(
    <>
      <Toaster words={SHELL.en.toaster} />
      <ConsultationBooking variant={variant} words={consultation.booking} />
    </>,
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const submitButton = () => screen.getByRole('button', { name: /Select Date & Time First|Book Free Consultation|Booking…/ });

async function pickSlot(user: ReturnType<typeof userEvent.setup>, time = '1:30 PM') {
  await user.click(await screen.findByLabelText('Tuesday, March 5, 2030'));
  await user.click(screen.getByRole('button', { name: time }));
  // The contact fields load after the calendar, and the button is enabled only once they have:
  // on a busy machine that can come after the slot is picked.
  await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, await screen.findByLabelText('Full Name'), 'Rosa Diaz');
  await enter(user, screen.getByLabelText('Email'), 'rosa@example.com');
  await enter(user, screen.getByLabelText('Phone Number'), '(555) 201-3344');
  await user.selectOptions(screen.getByLabelText('Consultation Type'), 'video');
  await user.selectOptions(screen.getByLabelText(/Wound Type/), 'Burns');
  await enter(user, screen.getByLabelText(/Notes/), 'Left forearm');
}

describe('ConsultationBooking', () => {
  it('when no date and time are chosen, then the button is disabled and asks for them', async () => {
    const { user } = setup();
    await screen.findByLabelText('Tuesday, March 5, 2030');
    expect(submitButton().textContent).toBe('Select Date & Time First');
    expect(submitButton()).toHaveProperty('disabled', true);
    await pickSlot(user);
    expect(submitButton().textContent).toBe('Book Free Consultation');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('when a day is chosen, then its times show in 12-hour form with taken ones disabled, and a new day clears the time', async () => {
    const { user } = setup();
    await pickSlot(user);
    expect(screen.getByRole('button', { name: '1:15 PM' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '1:30 PM' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/All times are Eastern Time/)).toBeVisible();
    await user.click(screen.getByLabelText('Tuesday, March 5, 2030'));
    expect(screen.getByRole('button', { name: '1:30 PM' }).getAttribute('aria-pressed')).toBe('false');
    expect(submitButton().textContent).toBe('Select Date & Time First');
  });

  it('when the form is submitted empty, then each field shows its message tied to it', async () => {
    const { user, calls } = setup();
    await pickSlot(user);
    await user.click(submitButton());
    const expectations = {
      'Full Name': 'Your name is required',
      Email: 'Please enter a valid email',
      'Phone Number': 'Please enter a valid phone number',
      'Consultation Type': 'Please select consultation type',
    };
    for (const [label, message] of Object.entries(expectations)) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when booked, then the payload follows docs/product.md, the toast confirms, the form clears and the slots reload', async () => {
    const { user, calls } = setup(() => json({ success: true, message: 'Booked' }, 201));
    await pickSlot(user);
    await fillForm(user);
    await user.click(submitButton());
    const alert = await screen.findByText('Consultation Scheduled');
    expect(alert.parentElement!.textContent).toContain('Your free consultation has been scheduled for Tuesday, March 5, 2030 at 1:30 PM.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      date: '2030-03-05',
      time: '13:30',
      type: 'consultation',
      clientName: 'Rosa Diaz',
      clientEmail: 'rosa@example.com',
      clientPhone: '(555) 201-3344',
      // Fields of their own, no longer lines of the notes (the staff area, the CSV and the alerts read them).
      consultationType: 'video',
      woundType: 'Burns',
      notes: 'Left forearm',
    });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', '');
    expect(submitButton().textContent).toBe('Select Date & Time First');
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    // Decision 025: the success beside the form ends with the way to help and the guide on when to get it.
    const outcome = screen.getByRole('button', { name: 'Add to calendar' }).closest('[tabindex="-1"]')!;
    expect(outcome.textContent).toContain(wayToHelpText(provider.phone));
    expect(within(outcome as HTMLElement).getByRole('link', { name: 'When to Seek Professional Help (opens in a new tab)' })).toBeVisible();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/consultation/slots')).toHaveLength(2));
  });

  it('when the booking is on its way, then the button says "Booking…", is busy and ignores a second submit', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, calls } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await pickSlot(user);
    await fillForm(user);
    await user.click(submitButton());
    // The form's checks load when a slot list arrives (lazy-rules.ts); on a busy machine the submit can still wait for them.
    await waitFor(() => expect(submitButton().textContent).toBe('Booking…'));
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await user.click(submitButton());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    act(() => answer(json({ success: true, message: 'Booked' }, 201)));
    expect(await screen.findByText('Consultation Scheduled')).toBeVisible();
  });

  it('when the slot was taken meanwhile, then "Booking Failed" shows the server message and the slots reload', async () => {
    const message = 'Sorry, that time has just been booked by someone else. Please choose another time.';
    const { user, calls } = setup(() => json({ success: false, message }, 409));
    await pickSlot(user);
    await fillForm(user);
    await user.click(submitButton());
    const alert = within(await screen.findByRole('alert'));
    expect(await alert.findByText('Booking Failed')).toBeVisible();
    expect(alert.getByText(message)).toBeVisible();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/consultation/slots')).toHaveLength(2));
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Rosa Diaz');
  });

  it('when the answer has no message of ours, then the page says it in its own words, never the status text: a proxy’s 502 "nothing was booked", a refusal "the time may be taken"', async () => {
    const { user } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    await pickSlot(user);
    await fillForm(user);
    await user.click(submitButton());
    // In the toast and, until the next attempt, beside the form.
    await waitFor(() => expect(screen.getAllByText('Nothing was booked: our booking system did not answer. Please try again in a moment.')).toHaveLength(2));
    expect(screen.queryByText(/Bad Gateway|502/)).toBeNull();
    cleanup();
    const second = setup(() => json({ success: false }, 200));
    await pickSlot(second.user);
    await fillForm(second.user);
    await second.user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('The selected time slot may no longer be available. Please try a different time.')).toHaveLength(2));
  });

  it('when the outbox kept the request, then a calm notice says so, no toast, and the form clears', async () => {
    const { user } = setup(() => json({ queued: true, id: 'q-1' }, 202));
    await pickSlot(user);
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(/Your request is saved on this device/)).toBeVisible();
    expect(screen.queryByText('Booking Failed')).toBeNull();
    expect(screen.queryByText('Consultation Scheduled')).toBeNull();
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', '');
  });

  it('when the slots fail to load, then the "Error" toast says so', async () => {
    fakeFetch({ 'GET /api/consultation/slots': () => new Response('boom', { status: 500 }) });
    renderIn(
      <>
        <Toaster words={SHELL.en.toaster} />
        <ConsultationBooking words={consultation.booking} />
      </>,
    );
    expect(await screen.findByText('Failed to load available slots. Please try again.')).toBeVisible();
    expect(within(screen.getByRole('alert')).getByText('Error')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('when the contact tab is submitted without date and time, then "Missing Information" shows with the pickers\' messages', async () => {
    const { user } = setup(undefined, 'tab');
    await screen.findByLabelText('Tuesday, March 5, 2030');
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Book Free Consultation' }));
    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(screen.getByText('Please select a date and time for your consultation.')).toBeVisible();
    expect(screen.getByText('Please select a date')).toBeVisible();
    expect(screen.getByText('Please select a time')).toBeVisible();
  });

  it('when the page is Spanish, then the words, times and checks are Spanish, and the request says language es (English ones say nothing)', async () => {
    const api = fakeFetch({
      'GET /api/consultation/slots': () => json(SLOTS),
      'POST /api/consultation/book': () => json({ success: true, message: 'Cita reservada', booking: { id: 'b1' } }),
    });
    renderIn(
      <>
        <Toaster words={SHELL.es.toaster} />
        <ConsultationBooking words={consultationEs.booking} />
      </>,
      'es',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('martes, 5 de marzo de 2030'));
    await user.click(screen.getByRole('button', { name: '1:30 p.m.' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reservar consulta gratuita' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Reservar consulta gratuita' }));
    expect(await screen.findByText(messagesEs.booking.yourName)).toBeVisible();
    expect(screen.getByText(messagesEs.booking.consultationKind)).toBeVisible();
    expect(screen.getByLabelText('Nombre completo').getAttribute('aria-invalid')).toBe('true');
    await enter(user, screen.getByLabelText('Nombre completo'), 'Rosa Díaz');
    await enter(user, screen.getByLabelText('Correo electrónico'), 'rosa@example.com');
    await enter(user, screen.getByLabelText('Número de teléfono'), '(555) 201-3344');
    await user.selectOptions(screen.getByLabelText('Tipo de consulta'), 'phone');
    await user.selectOptions(screen.getByLabelText(/Tipo de herida/), 'Burns');
    expect(screen.getByRole('option', { name: 'Quemaduras' })).toHaveProperty('selected', true);
    await user.click(screen.getByRole('button', { name: 'Reservar consulta gratuita' }));
    expect(await screen.findByText('Su consulta gratuita está reservada')).toBeVisible();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ date: '2030-03-05', time: '13:30', type: 'consultation', language: 'es', consultationType: 'phone', woundType: 'Burns' });
    expect(post.body).not.toHaveProperty('notes');
    expect(post.headers['Content-Language']).toBe('es');
  });

  it('when the page is English, then the request carries no language and no Content-Language (as before the Spanish pages)', async () => {
    const { user, calls } = setup(() => json({ success: true, booking: { id: 'b2' } }));
    await pickSlot(user);
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).not.toHaveProperty('language');
    expect(post.headers).not.toHaveProperty('Content-Language');
  });
});
