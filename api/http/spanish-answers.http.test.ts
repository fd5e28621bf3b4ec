import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API, MAX_FUTURE_BOOKINGS_PER_EMAIL, provider, type Slot } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { withTty } from '#contract/phone';
import { manageLinks } from '../manage/manage-link';
import { postJson, request } from '../test-support/http';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { startTestApp, type TestApp, type TestAppOptions } from '../test-support/test-app';

/** Our number as every server message writes it, the relay beside it. */
const phone = withTty(provider.phone);

/**
 * A request made in Spanish is answered in Spanish (decision 033): a body by its `language`, a refusal
 * made before the body is read by the page's Content-Language, a manage link by its booking's
 * language. Absent, English, as before.
 */

let app: TestApp | undefined;
let real: { server: ServerProcess; dataDir: string } | undefined;
afterEach(async () => {
  if (app) expect(app.serverErrors).toEqual([]);
  await app?.destroy();
  await real?.server.stop('SIGTERM');
  if (real) await removeDir(real.dataDir);
  app = real = undefined;
});

// Monday 2026-06-08, 12:00 in New York.
const start = async (options: TestAppOptions = {}) => (app = await startTestApp({ now: '2026-06-08T16:00:00Z', ...options }));
const es = { language: 'es' };
const FIELDS_ES = 'Corrija los campos marcados e inténtelo otra vez.';
const tokenOf = (id: string) => manageLinks(app!.secret, app!.url).tokenFor('consultation', id);

describe('refusals of a Spanish request', () => {
  it('when a Spanish booking has bad fields, then 400 says so in Spanish, each field’s message Spanish', async () => {
    const { url } = await start();

    const answer = await postJson(url + API.consultationBook, consultation('2026-02-30', '9:00', { ...es, clientName: '', clientEmail: 'james@', clientPhone: '555' }));

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: FIELDS_ES,
      errors: {
        date: 'Elija una fecha',
        time: 'Elija una hora',
        clientName: 'Escriba su nombre',
        clientEmail: 'Escriba un correo electrónico válido',
        clientPhone: 'El número de teléfono debe tener al menos 10 dígitos',
      },
    });
  });

  it('when a Spanish inquiry has bad fields, then 400 in Spanish; the same body without a language gets the English of docs/product.md', async () => {
    const { url } = await start();
    const bad = inquiry({ firstName: '', consent: '' });

    const spanish = await postJson(url + API.contact, { ...bad, ...es });
    const english = await postJson(url + API.contact, bad);

    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({ message: FIELDS_ES, errors: { firstName: 'Escriba su nombre', consent: 'Necesitamos su permiso para comunicarnos con usted' } });
    expect(english.body).toMatchObject({ message: 'Please correct the highlighted fields and try again.', errors: { firstName: 'First name is required', consent: 'Consent is required' } });
  });

  it('when a body names a language the site does not have, then 400 says which it may be, and nothing is stored', async () => {
    const { url } = await start();

    const answer = await postJson(url + API.contact, inquiry({ language: 'fr' }));

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ language: "Language must be 'en' or 'es'" });
    expect(app!.stores.inquiries.records).toEqual([]);
  });

  it('when a Spanish booking asks for a time off the grid, a taken slot or a time gone by, then each refusal is Spanish', async () => {
    const { url } = await start();
    await postJson(url + API.consultationBook, consultation('2026-06-09', '09:15'));

    const offGrid = await postJson(url + API.consultationBook, consultation('2026-06-09', '09:07', es));
    const taken = await postJson(url + API.consultationBook, consultation('2026-06-09', '09:15', { ...es, clientEmail: 'ana@example.com' }));
    const passed = await postJson(url + API.consultationBook, consultation('2026-06-08', '09:00', es));

    expect(offGrid.status).toBe(400);
    expect(offGrid.body).toMatchObject({
      message: 'La hora 9:07 a.m. del martes, 9 de junio de 2026 no es una de nuestras horas de cita. Elija una hora de la lista.',
      errors: { time: 'Elija una hora' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Lo sentimos, otra persona acaba de reservar esa hora (martes, 9 de junio de 2026, a las 9:15 a.m. (hora del Este)). Elija otra hora.');
    expect(passed.status).toBe(409);
    expect(passed.body.message).toMatch(/^Esa hora ya pasó \(lunes, 8 de junio de 2026, a las 9:00 a\.m\./);
  });

  it('when a facility visit in Spanish is booked, then its answer is Spanish and names the hour range', async () => {
    const { url } = await start();

    const answer = await postJson(url + API.coordinatorBook, coordinatorVisit('2026-06-09', '13:00', es));

    expect(answer.status).toBe(201);
    expect(answer.body.message).toMatch(/^Su visita de coordinación en el centro está reservada para el martes, 9 de junio de 2026, de la 1:00 p\.m\. a las 2:00 p\.m\. \(hora del Este\)\. /);
  });

  it('when a Spanish booking would give one e-mail address more upcoming visits than it may hold, then 409 in Spanish', async () => {
    const { url } = await start();
    const times = ['09:15', '09:30', '09:45', '10:00'].slice(0, MAX_FUTURE_BOOKINGS_PER_EMAIL + 1);
    const answers = [];
    for (const time of times) answers.push(await postJson(url + API.consultationBook, consultation('2026-06-09', time, es)));

    expect(answers.map(({ status }) => status)).toEqual([...times.slice(1).map(() => 201), 409]);
    expect(answers.at(-1)!.body.message).toBe(
      `Este correo electrónico ya tiene ${MAX_FUTURE_BOOKINGS_PER_EMAIL} citas próximas, el máximo que podemos guardar para una persona. Si necesita cambiar o agregar una cita, llámenos al ${phone}.`,
    );
  });

  it('when the data folder is full, then a Spanish page’s request gets 507 in Spanish, read from its Content-Language', async () => {
    const { url } = await start({ dataMaxMb: 0.25 });
    await writeFile(join(app!.dataDir, 'ballast.bin'), Buffer.alloc(Math.ceil(0.3 * 1024 * 1024)));
    // A measurement serves for two seconds by the app's clock: past them, one check starts a new one.
    app!.clock.advance(2_100);
    await postJson(url + API.contact, inquiry());

    const refused = await postJson(url + API.contact, inquiry(es), { 'Content-Language': 'es' });

    expect(refused.status).toBe(507);
    expect(refused.body.message).toBe(`En este momento no podemos recibir solicitudes en línea; no se guardó nada. Llámenos al ${phone} o inténtelo más tarde.`);
  });

  it('when one network passes its bookings for the day in Spanish, then 429 in Spanish with the phone number', async () => {
    const { url } = await start({ bookingsPerAddressPerDay: 1 });
    await postJson(url + API.consultationBook, consultation('2026-06-09', '09:15', es));

    const refused = await postJson(url + API.consultationBook, consultation('2026-06-09', '09:30', { ...es, clientEmail: 'ana@example.com' }));

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: `Podemos aceptar como máximo 1 reserva en línea al día desde una misma red. Para reservar más, llámenos al ${phone}.` });
  });

  it('when a Spanish page passes the requests a minute allows, then 429 in Spanish, read from its Content-Language before the body', async () => {
    const { url } = await start({ rateLimitPerMinute: 1 });
    await postJson(url + API.contact, inquiry(es), { 'Content-Language': 'es' });

    const spanish = await postJson(url + API.contact, inquiry(es), { 'Content-Language': 'es-US' });
    const english = await postJson(url + API.contact, inquiry());

    expect([spanish.status, english.status]).toEqual([429, 429]);
    expect(spanish.body.message).toMatch(new RegExp(`^Recibimos demasiadas solicitudes desde su red en el último minuto\\. Espere \\d+ segundos? e inténtelo otra vez, o llámenos al ${phone.replace(/[()]/g, '\\$&')}\\.$`));
    expect(english.body.message).toMatch(/^We received too many requests from your network/);
  });
});

describe('the manage API in the booking’s language', () => {
  const bookIn = async (language: 'es' | undefined, date = '2026-06-09', time = '09:15') => {
    const booked = await postJson(app!.url + API.consultationBook, consultation(date, time, language ? { language } : {}));
    expect(booked.status).toBe(201);
    return tokenOf(booked.body.booking.id as string);
  };

  it('when a Spanish page sends a link the server cannot read or a booking that is gone, then 400 and 410 in the page’s Spanish', async () => {
    const { url } = await start();
    const gone = tokenOf('3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b');

    const missing = await request(`${url}${MANAGE_API.booking}?language=es`);
    const forged = await postJson(url + MANAGE_API.cancel, { token: 'abc', language: 'es' });
    const deleted = await request(`${url}${MANAGE_API.booking}?token=${encodeURIComponent(gone)}&language=es`);
    const empty = await postJson(url + MANAGE_API.reschedule, { token: '', date: '', time: '', language: 'es' });

    expect([missing.status, forged.status, deleted.status, empty.status]).toEqual([400, 400, 410, 400]);
    expect(missing.body.message).toBe(`Este enlace no está completo o no es válido. Ábralo otra vez desde su correo electrónico, o llámenos al ${phone}.`);
    expect(forged.body.message).toBe(missing.body.message);
    expect(deleted.body.message).toMatch(/^Esta cita ya no existe/);
    expect(empty.body).toMatchObject({
      message: FIELDS_ES,
      errors: { token: 'Este enlace no está completo. Ábralo otra vez desde su correo electrónico, o llámenos.', date: 'Elija una fecha', time: 'Elija una hora' },
    });
  });

  it('when a Spanish booking is cancelled twice, moved to its own time, or read after it started, then each answer is Spanish whatever the page says', async () => {
    await start();
    const token = await bookIn('es');
    const soon = await bookIn('es', '2026-06-08', '12:30');

    const same = await postJson(app!.url + MANAGE_API.reschedule, { token, date: '2026-06-09', time: '09:15', language: 'en' });
    await postJson(app!.url + MANAGE_API.cancel, { token });
    const again = await postJson(app!.url + MANAGE_API.cancel, { token });
    app!.clock.set('2026-06-08T16:30:00Z');
    const expired = await request(`${app!.url}${MANAGE_API.booking}?token=${encodeURIComponent(soon)}`);

    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      message: 'Su consulta gratuita ya está reservada para el martes, 9 de junio de 2026, a las 9:15 a.m. (hora del Este). Elija otra hora.',
      errors: { time: 'Elija una hora' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta consulta gratuita ya estaba cancelada.');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(
      `Este enlace ya no funciona: su consulta gratuita era para el lunes, 8 de junio de 2026, a las 12:30 p.m. (hora del Este), y los enlaces solo funcionan hasta que empieza la cita. Llámenos al ${phone}.`,
    );
  });

  it('when an English booking (no language, as every booking before the Spanish pages) is managed from the Spanish page, then it is answered in English', async () => {
    await start();
    const token = await bookIn(undefined);

    const cancelled = await postJson(app!.url + MANAGE_API.cancel, { token, language: 'es' });

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/^Your free consultation on Tuesday, June 9, 2026 at 9:15 AM \(Eastern Time\) is cancelled/);
  });
});

describe('the real server', () => {
  it('when npm start’s server gets a Spanish booking, then it refuses bad fields and answers a good one in Spanish, and stores the language', async () => {
    const dataDir = await tempDataDir('spanish-answers');
    real = { dataDir, server: await startServerProcess(dataDir) };
    const { url } = real.server;
    const free = (await request<Slot[]>(url + API.consultationSlots)).body.find((slot) => slot.available)!;

    const refused = await postJson(url + API.consultationBook, consultation(free.date, free.time, { ...es, clientPhone: '12' }));
    const booked = await postJson(url + API.consultationBook, consultation(free.date, free.time, es));

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: FIELDS_ES, errors: { clientPhone: 'El número de teléfono debe tener al menos 10 dígitos' } });
    expect(booked.status).toBe(201);
    expect(booked.body.message).toMatch(/^Su consulta gratuita está reservada para el /);
    expect(booked.body.booking.language).toBe('es');
  });
});
