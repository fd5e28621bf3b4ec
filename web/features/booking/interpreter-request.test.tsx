// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { es as messagesEs } from '#contract/messages/es';
import { consultation as consultationEs } from '../../i18n/consultation.es';
import { enter } from '../../testing/enter';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { renderIn, SHELL } from '../../testing/in-language';
import { resetWidgets } from '../../testing/reset-widgets';
import '../../testing/visible';
import { Toaster } from '../../ui/toast';
import { ConsultationBooking } from './consultation-booking';

/** An interpreter on request (decision 052), as a visitor asks for one on the Spanish consultation form. */

afterEach(resetWidgets);

const SLOTS = [{ date: '2030-03-05', time: '13:30', available: true }];

function spanishForm() {
  const api = fakeFetch({
    'GET /api/consultation/slots': () => json(SLOTS),
    'POST /api/consultation/book': () => json({ success: true, message: 'Cita reservada', booking: { id: 'b1' } }, 201),
  });
  renderIn(
    <>
      <Toaster words={SHELL.es.toaster} />
      <ConsultationBooking words={consultationEs.booking} />
    </>,
    'es',
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('martes, 5 de marzo de 2030'));
  await user.click(screen.getByRole('button', { name: '1:30 p.m.' }));
  await enter(user, await screen.findByLabelText('Nombre completo'), 'Hodan Warsame');
  await enter(user, screen.getByLabelText('Correo electrónico'), 'hodan@example.com');
  await enter(user, screen.getByLabelText('Número de teléfono'), '(555) 201-3344');
  await user.selectOptions(screen.getByLabelText('Tipo de consulta'), 'phone');
}

const interpreter = () => screen.getByLabelText(/^Intérprete gratis/);
const submit = () => screen.getByRole('button', { name: 'Reservar consulta gratuita' });

describe('an interpreter on the Spanish consultation form', () => {
  it('when the list is opened, then it offers none, the state’s languages and sign language by Spanish name in alphabetical order, then another language', async () => {
    const { user } = spanishForm();
    await fillIn(user);

    const options = within(interpreter()).getAllByRole('option').map((option) => option.textContent);

    expect(options[0]).toBe('No necesito intérprete');
    expect(options.at(-1)).toBe('Otro idioma');
    const languages = options.slice(1, -1);
    expect(languages).toEqual([...languages].sort((a, b) => a!.localeCompare(b!)));
    expect(languages).toEqual(expect.arrayContaining(['Español', 'Somalí', 'Árabe', 'Chino', 'Alemán de Pensilvania', 'Lengua de señas americana', 'Rumano']));
    expect(languages).toHaveLength(16);
  });

  it('when Somali is asked for, then the request carries its code, and the confirmation beside the form says a free interpreter will be on the call', async () => {
    const { user, calls } = spanishForm();
    await fillIn(user);
    await user.selectOptions(interpreter(), 'so');
    await user.click(submit());

    expect(await screen.findByText('Su consulta gratuita está reservada')).toBeVisible();
    expect(screen.getByText('Un intérprete de somalí estará en la llamada, gratis para usted.')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ language: 'es', consultationType: 'phone', interpreterLanguage: 'so' });
  });

  it('when another language is chosen, then its name is asked for; a name with a web address is refused in Spanish beside that field, which takes focus, and a real name is sent', async () => {
    const { user, calls } = spanishForm();
    await fillIn(user);
    await user.selectOptions(interpreter(), 'other');
    const name = await screen.findByLabelText('¿Qué idioma?');
    await enter(user, name, 'ver www.example.com');
    await user.click(submit());

    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('¿Qué idioma?')));
    expect(screen.getByLabelText('¿Qué idioma?').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messagesEs.common.interpreterLanguage)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('¿Qué idioma?'));
    await enter(user, screen.getByLabelText('¿Qué idioma?'), '  Tigrinya  ');
    await user.click(submit());
    expect(await screen.findByText('Su consulta gratuita está reservada')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ interpreterLanguage: 'other:Tigrinya' });
  });

  it('when no interpreter is asked for, then the request carries none and the confirmation says nothing of one', async () => {
    const { user, calls } = spanishForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText('Su consulta gratuita está reservada')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty('interpreterLanguage');
    expect(screen.queryByText(/intérprete de/)).toBeNull();
  });
});
