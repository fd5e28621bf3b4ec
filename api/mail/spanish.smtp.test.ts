import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBookingService } from '../bookings/booking.service';
import { API, COORDINATOR_RULE, provider } from '#contract';
import { MANAGE_API } from '#contract/manage';
import { withTty } from '#contract/phone';
import { postJson } from '../test-support/http';
import { calendarOf, linkIn, type ReceivedMail, TestSmtpServer } from '../test-support/mail';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { startTestApp, TEST_STAFF_EMAIL, type TestApp } from '../test-support/test-app';

/** Every e-mail to a visitor in Spanish for a Spanish booking or inquiry (decision 033); staff alerts stay English. */

let smtp: TestSmtpServer;
let app: TestApp;
beforeEach(async () => {
  smtp = await TestSmtpServer.open();
  // Monday 2026-06-08, 12:00 in New York; reminders a quarter of an hour ahead.
  app = await startTestApp({ now: '2026-06-08T16:00:00Z', mail: { smtpUrl: smtp.url, reminderLeadHours: 0.25 }, publicUrl: 'https://care.example.org' });
});
afterEach(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
  await smtp.stop();
});

const VISITOR = 'james.carter@example.com';
const FACILITY = 'linda.park@sunrise-care.example';
const SPANISH_GUIDE = 'https://care.example.org/api/resources/es/when-to-seek-professional-help.html';
const PERSONAL = ['James', 'Carter', VISITOR, '555-302-4455', 'Linda', 'Park', 'Sunrise', 'Maria', 'Lopez', 'maria.lopez', 'pressure ulcer', 'Elm Street'];

const allText = (mail: ReceivedMail) => `${mail.parsed.text}\n${mail.parsed.html || ''}`;
const phone = withTty(provider.phone);
const SPANISH_LANGUAGE_HELP = 'https://care.example.org/es/nondiscrimination#languages';

/** What every Spanish message to a visitor has: Spanish throughout, the way to help with 911, the Spanish guide, and no English of ours. */
function expectSpanishVisitorMail(mail: ReceivedMail): void {
  const text = mail.parsed.text!;
  expect(mail.parsed.html).toMatch(/^<!doctype html>\n<html lang="es">/);
  expect(mail.parsed.html).toContain('lang="es" style=');
  expect(text).toContain('¿Es una emergencia? Llame al 911 ahora.');
  expect(text).toContain(`Cuándo buscar ayuda profesional:\n${SPANISH_GUIDE}`);
  // One line on free language help, in Spanish, linking the taglines (decision 052).
  expect(text).toContain(`La ayuda con el idioma, y esta información en otros formatos, son gratis:\n\nAyuda en su idioma:\n${SPANISH_LANGUAGE_HELP}`);
  for (const english of ['Hello', 'Thank you', 'Change or cancel', 'Call us', 'Is it an emergency', 'When to Seek Professional Help', ' at ', 'Eastern Time']) {
    expect(text, `"${mail.parsed.subject}" says "${english}"`).not.toContain(english);
  }
}

function expectEnglishStaffAlert(mail: ReceivedMail): void {
  expect(mail.parsed.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(mail.parsed.text).toContain('Open it in the staff area');
  for (const text of PERSONAL) expect(`${mail.raw}\n${allText(mail)}`, `staff alert "${mail.parsed.subject}" holds "${text}"`).not.toContain(text);
  expect(allText(mail)).not.toMatch(/español|spanish/i);
}

describe('e-mails in Spanish through a real SMTP server', () => {
  it('when a consultation is booked in Spanish, then the confirmation, its .ics and its manage link are Spanish, and the staff alert is the English one', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { language: 'es' }));
    await app.mail!.runDue();

    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe(
      'Su consulta gratuita está reservada para el martes, 9 de junio de 2026, a las 9:15 a.m. (hora del Este). Le enviaremos por correo electrónico una confirmación con un archivo de calendario y un enlace para cambiarla o cancelarla.',
    );
    const [confirmation, ...more] = smtp.to(VISITOR);
    expect(more).toEqual([]);
    expect(confirmation!.parsed.subject).toBe('Cita confirmada: Consulta gratuita, martes, 9 de junio de 2026, a las 9:15 a.m. (hora del Este)');
    const text = confirmation!.parsed.text!;
    expect(text).toContain('Hola, James:');
    expect(text).toContain('Cuándo: martes, 9 de junio de 2026, a las 9:15 a.m. (hora del Este)');
    expect(text).toContain(`Una de nuestras enfermeras de heridas le llamará a la hora que reservó, desde el ${phone}.`);
    expect(text).toContain(`¿Preguntas? Llámenos al ${phone}.`);
    expect(text).not.toContain('intérprete');
    expectSpanishVisitorMail(confirmation!);
    expect(linkIn(confirmation!, '/es/booking/manage')).toMatch(/^https:\/\/care\.example\.org\/es\/booking\/manage\?token=c\.[0-9a-f-]{36}\.[\w-]{43}$/);

    const ics = calendarOf(confirmation!);
    expect(confirmation!.parsed.attachments.map((attachment) => attachment.filename)).toContain('cita.ics');
    expect(ics).toContain(`SUMMARY:Consulta gratuita con ${provider.brandName}`);
    expect(ics).toContain('DESCRIPTION:Consulta gratuita de 15 minutos con una enfermera de heridas\\, por teléfono o por video. Para cambiarla o cancelarla');
    expect(ics).toContain('DTSTART:20260609T131500Z');

    const [alert, ...others] = smtp.to(TEST_STAFF_EMAIL);
    expect(others).toEqual([]);
    expect(alert!.parsed.subject).toBe('New booking: Free consultation, Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)');
    expectEnglishStaffAlert(alert!);
  });

  it('when the visitor moves, then cancels a Spanish booking through its link, then the answers and both messages are Spanish, the alerts English', async () => {
    await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { language: 'es' }));
    await app.mail!.runDue();
    const token = new URL(linkIn(smtp.to(VISITOR)[0]!, '/es/booking/manage')).searchParams.get('token');

    // The manage page sends its own language; the booking's is what counts.
    const moved = await postJson(app.url + MANAGE_API.reschedule, { token, date: '2026-06-10', time: '14:00' });
    const cancelled = await postJson(app.url + MANAGE_API.cancel, { token, language: 'en' });
    await app.mail!.runDue();

    expect(moved.body.message).toBe(
      'Su consulta gratuita ahora es el miércoles, 10 de junio de 2026, a las 2:00 p.m. (hora del Este). Le enviaremos por correo electrónico la nueva hora con un archivo de calendario actualizado.',
    );
    expect(cancelled.body.message).toMatch(/^Cancelamos su consulta gratuita del miércoles, 10 de junio de 2026, a las 2:00 p\.m\. \(hora del Este\)/);
    const [, rescheduled, cancellation] = smtp.to(VISITOR);
    expect(rescheduled!.parsed.subject).toBe('Cita cambiada: Consulta gratuita, ahora el miércoles, 10 de junio de 2026, a las 2:00 p.m. (hora del Este)');
    expect(rescheduled!.parsed.text).toContain('Antes era: martes, 9 de junio de 2026, a las 9:15 a.m. (hora del Este). Ya no guardamos esa hora para usted.');
    expect(calendarOf(rescheduled!)).toContain('SEQUENCE:1');
    expect(cancellation!.parsed.subject).toBe('Cita cancelada: Consulta gratuita, miércoles, 10 de junio de 2026, a las 2:00 p.m. (hora del Este)');
    expect(cancellation!.parsed.text).toContain('Como nos pidió, cancelamos su consulta gratuita del miércoles, 10 de junio de 2026');
    expect(cancellation!.parsed.text).toContain('Elegir una nueva hora:\nhttps://care.example.org/es/consultation');
    expect(calendarOf(cancellation!)).toContain('METHOD:CANCEL');
    for (const mail of [rescheduled!, cancellation!]) expectSpanishVisitorMail(mail);
    expect(smtp.to(TEST_STAFF_EMAIL).map((mail) => mail.parsed.subject)).toEqual([
      'New booking: Free consultation, Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)',
      'Rescheduled by the visitor: Free consultation, now Wednesday, June 10, 2026 at 2:00 PM (Eastern Time)',
      'Cancelled by the visitor: Free consultation, Wednesday, June 10, 2026 at 2:00 PM (Eastern Time)',
    ]);
    smtp.to(TEST_STAFF_EMAIL).forEach(expectEnglishStaffAlert);
  });

  it('when staff cancel a Spanish facility visit with a message, then the notice is Spanish and quotes the message as staff wrote it', async () => {
    const booked = await postJson(app.url + API.coordinatorBook, coordinatorVisit('2026-06-09', '10:00', { language: 'es' }));
    await app.mail!.runDue();
    const staffSide = createBookingService({ kind: 'coordinator', rule: COORDINATOR_RULE, store: app.stores.coordinators, clock: app.clock, timeZone: provider.timeZone, mail: app.mail });
    await staffSide.cancel(booked.body.booking.id, { by: 'staff', staffId: 'u1' }, { message: 'Our coordinator is unwell that day.', note: 'internal only' });
    await app.mail!.runDue();

    const [confirmation, cancellation] = smtp.to(FACILITY);
    expect(confirmation!.parsed.subject).toBe(
      'Cita confirmada: Visita de coordinación en el centro, martes, 9 de junio de 2026, de las 10:00 a.m. a las 11:00 a.m. (hora del Este)',
    );
    expect(confirmation!.parsed.text).toContain('Nuestra coordinadora de cuidados llamará a la persona de contacto que nos dio');
    expect(cancellation!.parsed.subject).toMatch(/^Cita cancelada: Visita de coordinación en el centro, martes, 9 de junio de 2026/);
    expect(cancellation!.parsed.text).toContain('Lo sentimos: tuvimos que cancelar su visita de coordinación en el centro del martes, 9 de junio de 2026');
    expect(cancellation!.parsed.text).toContain('Un mensaje de nuestro equipo:\n\nOur coordinator is unwell that day.');
    expect(cancellation!.parsed.text).toContain('https://care.example.org/es/coordinators');
    expect(allText(cancellation!)).not.toContain('internal only');
    for (const mail of [confirmation!]) expectSpanishVisitorMail(mail);
    // The staff's own words are quoted as written; everything around them is Spanish.
    expect(cancellation!.parsed.html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(cancellation!.parsed.text).toContain(SPANISH_GUIDE);
  });

  it('when a Spanish booking’s reminder comes due, then it is in Spanish', async () => {
    await postJson(app.url + API.consultationBook, consultation('2026-06-08', '13:00', { language: 'es' }));
    app.clock.set(Date.parse('2026-06-08T12:45:00-04:00'));
    await app.mail!.runDue();

    const [reminder] = smtp.to(VISITOR).filter((mail) => mail.parsed.subject?.startsWith('Recordatorio:'));
    expect(reminder!.parsed.subject).toBe('Recordatorio: Consulta gratuita, lunes, 8 de junio de 2026, a la 1:00 p.m. (hora del Este)');
    expect(reminder!.parsed.text).toContain(`Le recordamos su consulta gratuita con ${provider.brandName}.`);
    expect(linkIn(reminder!, '/es/booking/manage')).toContain('token=c.');
    expectSpanishVisitorMail(reminder!);
  });

  it('when an inquiry is sent in Spanish, then the answer and the receipt are Spanish, and the staff alert the English one', async () => {
    const sent = await postJson(app.url + API.contact, inquiry({ language: 'es' }));
    await app.mail!.runDue();

    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(
      'Gracias, Maria. Recibimos su mensaje y una persona de nuestro equipo de cuidado se comunicará con usted en menos de 24 horas. Le enviaremos por correo electrónico una confirmación de que lo recibimos.',
    );
    const [receipt] = smtp.to('maria.lopez@example.com');
    expect(receipt!.parsed.subject).toBe('Recibimos su mensaje');
    expect(receipt!.parsed.text).toContain('Recibimos el mensaje que nos envió por nuestro sitio web (lunes, 8 de junio de 2026).');
    expect(receipt!.raw).not.toContain('pressure ulcer');
    expectSpanishVisitorMail(receipt!);
    const [alert] = smtp.to(TEST_STAFF_EMAIL);
    expect(alert!.parsed.subject).toBe('New inquiry: Monday, June 8, 2026 at 12:00 PM');
    expectEnglishStaffAlert(alert!);
  });

  it('when a Spanish consultation asks for a Somali interpreter, then the confirmation says a free one will be on the call, and the staff alert names the language and nothing personal', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15', { language: 'es', interpreterLanguage: 'so' }));
    await app.mail!.runDue();

    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ interpreterLanguage: 'so' });
    const [confirmation] = smtp.to(VISITOR);
    expect(confirmation!.parsed.text).toContain('Un intérprete de somalí estará en la llamada, gratis para usted.');
    expectSpanishVisitorMail(confirmation!);
    const [alert] = smtp.to(TEST_STAFF_EMAIL);
    expect(alert!.parsed.text).toContain('Interpreter: Somali. The visitor asked for a free interpreter: arrange one, then mark it arranged in the staff area.');
    expectEnglishStaffAlert(alert!);
  });

  it('when an inquiry names another language for its interpreter, then the receipt promises one without repeating the name typed, and the staff alert names it', async () => {
    const sent = await postJson(app.url + API.contact, inquiry({ language: 'es', interpreterLanguage: 'other:Amharic' }));
    await app.mail!.runDue();

    expect(sent.status).toBe(201);
    const [receipt] = smtp.to('maria.lopez@example.com');
    expect(receipt!.parsed.text).toContain('Cuando le llamemos, un intérprete del idioma que nos pidió estará en la llamada, gratis para usted.');
    expect(allText(receipt!)).not.toContain('Amharic');
    const [alert] = smtp.to(TEST_STAFF_EMAIL);
    expect(alert!.parsed.text).toContain('Interpreter: Amharic.');
    expectEnglishStaffAlert(alert!);
  });

  it('when an interpreter’s language is neither listed nor a name, then the request is refused in Spanish beside the field, and nothing is stored or sent', async () => {
    const refused = await postJson(app.url + API.contact, inquiry({ language: 'es', interpreterLanguage: 'other:see www.example.com' }));
    await app.mail!.runDue();

    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ interpreterLanguage: 'Elija un idioma de la lista, o escriba su nombre con letras (hasta 40)' });
    expect(smtp.received).toEqual([]);
  });

  it('when a booking and an inquiry carry no language, as every record before the Spanish pages, then their e-mails are the English ones', async () => {
    const booked = await postJson(app.url + API.consultationBook, consultation('2026-06-09', '09:15'));
    await postJson(app.url + API.contact, inquiry());
    await app.mail!.runDue();

    expect(app.stores.consultations.get(booked.body.booking.id)!.booking).not.toHaveProperty('language');
    expect(app.stores.inquiries.records[0]).not.toHaveProperty('language');
    const [confirmation] = smtp.to(VISITOR);
    expect(confirmation!.parsed.subject).toBe('Booking confirmed: Free consultation, Tuesday, June 9, 2026 at 9:15 AM (Eastern Time)');
    expect(confirmation!.parsed.html).toMatch(/<html lang="en">/);
    expect(linkIn(confirmation!, '/booking/manage')).toMatch(/^https:\/\/care\.example\.org\/booking\/manage\?token=/);
    expect(smtp.to('maria.lopez@example.com')[0]!.parsed.subject).toBe('We received your message');
  });
});
