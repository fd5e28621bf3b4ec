import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as http, test } from '@playwright/test';
import { formatDateLongEs, formatTimeEs } from '#contract/dates/days.es';
import { withTty } from '#contract/phone';
import { provider } from '#contract';
import { TestSmtpServer } from '../api/test-support/test-smtp-server';
import { PORT } from '../playwright.config';
import { shell as es } from '../web/i18n/shell.es';
import { pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { signInContext } from './support/staff-fixture';
import { addStaffAccount } from './support/staff-helpers';
import { TestServer } from './support/test-server';

// An interpreter on request (decision 052), from a Spanish page to the nurse who calls: the
// visitor asks on /es/consultation, the confirmation (on the page and by e-mail, through a real SMTP
// server) says a free interpreter will be on the call, staff are alerted with the language and mark
// it arranged on the booking's page. A server of its own, sending through smtp-server in this process.
const SERVER_PORT = PORT + 42;

test('when a Spanish-speaking family asks for a Somali interpreter on /es/consultation, then the page and the e-mail promise one, the staff alert names it, and staff mark it arranged', async ({ page }) => {
  // A server start, the staff CLI and a sign-in hash, on a busy two-core machine.
  test.setTimeout(120_000);
  const smtp = await TestSmtpServer.open();
  const work = mkdtempSync(join(tmpdir(), 'woundcare-interpreter-'));
  const server = new TestServer(SERVER_PORT, join(work, 'data'), { SMTP_URL: smtp.url, STAFF_EMAIL: 'staff@care.example.org' });
  const api = await http.newContext({ baseURL: server.origin });
  try {
    await server.start();
    const visitor = uniqueEmail('hodan');
    const slot = await pickFreeSlot(api, 'consultation');

    await page.goto(`${server.origin}/es/consultation`);
    // The one line on free language help, above the form, links the taglines in every language.
    await expect(page.getByRole('link', { name: es.languageHelp.link })).toHaveAttribute('href', '/es/nondiscrimination#languages');
    for (let step = 0; step < 3 && !(await page.getByLabel(formatDateLongEs(slot.date), { exact: true }).count()); step++) {
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    await page.getByLabel(formatDateLongEs(slot.date), { exact: true }).click();
    await page.getByRole('button', { name: formatTimeEs(slot.time), exact: true }).click();
    await page.getByLabel('Nombre completo').fill('Hodan Warsame');
    await page.getByLabel('Correo electrónico').fill(visitor);
    await page.getByLabel('Número de teléfono').fill('555 010 4455');
    await page.getByLabel('Tipo de consulta').selectOption('phone');
    await page.getByLabel(/^Intérprete gratis/).selectOption({ label: 'Somalí' });
    await page.getByRole('button', { name: 'Reservar consulta gratuita' }).click();

    await expect(page.getByText('Su consulta gratuita está reservada')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Un intérprete de somalí estará en la llamada, gratis para usted.')).toBeVisible();

    // The visitor's confirmation, in Spanish, through the SMTP server.
    await expect.poll(() => smtp.to(visitor).length, { timeout: 20_000 }).toBe(1);
    const confirmation = smtp.to(visitor)[0]!;
    expect(confirmation.parsed.subject).toMatch(/^Cita confirmada: Consulta gratuita, /);
    expect(confirmation.parsed.text).toContain('Un intérprete de somalí estará en la llamada, gratis para usted.');
    expect(confirmation.parsed.text).toContain(`¿Preguntas? Llámenos al ${withTty(provider.phone)}.`);
    expect(confirmation.parsed.text).toContain(`Ayuda en su idioma:\n${server.origin}/es/nondiscrimination#languages`);
    // The staff alert: the language, the kind and the time, and nothing personal.
    await expect.poll(() => smtp.to('staff@care.example.org').length, { timeout: 20_000 }).toBe(1);
    const alert = smtp.to('staff@care.example.org')[0]!;
    expect(alert.parsed.text).toContain('Interpreter: Somali. The visitor asked for a free interpreter');
    for (const personal of ['Hodan', 'Warsame', visitor, '010 4455']) expect(alert.raw, personal).not.toContain(personal);
    const link = /https?:\/\/\S+\/staff\/bookings\/\S+/.exec(alert.parsed.text ?? '')![0];

    // Staff open the booking from the alert, see the interpreter to arrange, and mark it arranged.
    const account = await addStaffAccount(undefined, undefined, { dataDir: server.dataDir, port: server.port });
    await signInContext(page.context(), server.origin, account);
    await page.goto(`${server.origin}${new URL(link).pathname}`);
    await expect(page.getByText('Interpreter: Somali, to arrange')).toBeVisible();
    await expect(page.getByText('Prefers Spanish')).toBeVisible();
    await page.getByRole('button', { name: 'Mark the Somali interpreter arranged' }).click();
    await expect(page.getByText('Interpreter: Somali, arranged')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark the Somali interpreter arranged' })).toHaveCount(0);
  } finally {
    await api.dispose();
    await server.stop();
    await smtp.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
