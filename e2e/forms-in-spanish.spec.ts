import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { shell as es } from '../web/i18n/shell.es';
import { contact } from '../web/i18n/contact.es';
import { inquiry } from '../web/i18n/inquiry.es';
import { THANKS } from '../api/contact/contact-words';
import { formatDateLongEs, formatTimeEs } from '#contract/dates/days.es';
import { messages } from '#contract/schemas.es';
import { askOutbox, freeSlot, uniqueEmail } from './support/outbox-helpers';
import { expect, storedRecords, test, visitAndInstall } from './support/pwa-fixture';

const when = (date: string, time: string) => es.toasts.when(date, time);

/** Fills the Spanish inquiry form's fields (exact labels: the consent's words hold "correo electrónico" too). */
async function fillInquiryEs(panel: Locator, firstName: string, message: string): Promise<void> {
  await panel.getByLabel(inquiry.firstName, { exact: true }).fill(firstName);
  await panel.getByLabel(inquiry.lastName, { exact: true }).fill('Díaz');
  await panel.getByLabel(inquiry.email, { exact: true }).fill(uniqueEmail('consulta'));
  await panel.getByLabel(inquiry.phone, { exact: true }).fill('555 010 4455');
  await panel.getByLabel(`${inquiry.message}${inquiry.optional}`, { exact: true }).fill(message);
}

/** How the server's Spanish answer to an inquiry begins (api/contact/contact-words.ts): it names who asked. */
const thanks = (firstName: string) => THANKS.es.received(firstName);

test.describe('the forms in Spanish', () => {
  test('when a caregiver books on /es/consultation, then the checks, the times, the confirmation and its calendar file are Spanish and the booking keeps its language', async ({ profile, request }) => {
    const { page } = profile;
    await page.goto('/es/consultation');
    const submit = page.getByRole('button', { name: 'Primero elija fecha y hora' });
    await expect(submit).toBeVisible();
    const slot = await freeSlot(request, 'consultation');
    // The calendar is Spanish; move to the slot's month, then pick its day and time.
    for (let step = 0; step < 3 && !(await page.getByLabel(formatDateLongEs(slot.date), { exact: true }).count()); step++) {
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    await page.getByLabel(formatDateLongEs(slot.date), { exact: true }).click();
    await page.getByRole('button', { name: formatTimeEs(slot.time), exact: true }).click();
    await page.getByRole('button', { name: 'Reservar consulta gratuita' }).click();
    // Validation through the Spanish schemas.
    await expect(page.getByText(messages.booking.yourName)).toBeVisible();
    await expect(page.getByText(messages.booking.consultationKind)).toBeVisible();

    await page.getByLabel('Nombre completo').fill('Rosa Díaz');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('rosa'));
    await page.getByLabel('Número de teléfono').fill('555 010 4455');
    await page.getByLabel('Tipo de consulta').selectOption('phone');
    await page.getByRole('button', { name: 'Reservar consulta gratuita' }).click();

    await expect(page.getByText('Su consulta gratuita está reservada')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(es.toasts.consultationScheduled.description(when(slot.date, slot.time)))).toBeVisible();
    // The calendar file is named in Spanish too.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Agregar al calendario' }).click()]);
    expect(download.suggestedFilename()).toBe(`consulta-gratuita-${slot.date}.ics`);
    await expect
      .poll(() => storedRecords<{ date: string; time: string; language?: string }>('consultation-bookings').filter((b) => b.date === slot.date && b.time === slot.time).map((b) => b.language))
      .toEqual(['es']);
  });

  test('when a facility visit is booked offline on /es/coordinators, then it is kept, sent once on reconnect, and the outcome is Spanish', async ({ profile, request }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/es/coordinators');
    await page.reload();
    const slot = await freeSlot(request, 'coordinators');
    const date = page.getByLabel('Fecha', { exact: true });
    await expect(date).toBeEnabled();
    await context.setOffline(true);
    await date.selectOption(slot.date);
    await page.getByLabel('Hora', { exact: true }).selectOption(slot.time);
    await page.getByLabel('Nombre del centro').fill('Hogar Maple Grove');
    await page.getByLabel('Dirección del centro').fill('12 Maple Grove Lane, Springfield');
    await page.getByLabel('Nombre de la persona de contacto').fill('Nora Patel');
    await page.getByLabel('Correo electrónico de contacto').fill(uniqueEmail('maple-es'));
    await page.getByLabel('Teléfono de contacto').fill('555 321 0099');
    await page.getByRole('button', { name: 'Reservar la visita' }).click();

    await expect(page.getByText('No tiene conexión. Su solicitud está guardada en este aparato y se enviará sola cuando vuelva la conexión.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(es.toasts.facilityScheduled.description(when(slot.date, slot.time)))).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => storedRecords<{ date: string; time: string; language?: string }>('coordinator-bookings').filter((b) => b.date === slot.date && b.time === slot.time).map((b) => b.language))
      .toEqual(['es']);
  });

  test('when a caregiver asks on /es/contact online and then offline, then the checks and both outcomes are Spanish and each inquiry is stored once in Spanish', async ({ profile }) => {
    const { page, context } = profile;
    const marker = randomUUID();
    const stored = () => storedRecords<{ message: string; language?: string }>('contact-inquiries').filter((r) => r.message.includes(marker));
    await visitAndInstall(page, '/es/contact');
    await page.getByRole('tab', { name: contact.schedule.inquiry }).click();
    const panel = page.getByRole('tabpanel', { name: contact.schedule.inquiry });
    const submit = panel.getByRole('button', { name: inquiry.submit });
    await expect(submit).toBeEnabled();
    const consent = panel.getByRole('checkbox');
    await consent.uncheck();
    await submit.click();
    // Validation through the Spanish schemas.
    for (const message of [messages.inquiry.firstName, messages.inquiry.lastName, messages.inquiry.email, messages.inquiry.phone]) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(consent).toHaveAccessibleDescription(messages.inquiry.consent);

    await fillInquiryEs(panel, 'Rosa', `En línea ${marker}`);
    await consent.check();
    await submit.click();
    const region = page.getByRole('region', { name: es.toaster.region });
    await expect(region.getByText(es.toasts.inquirySent.title, { exact: true })).toBeVisible();
    await expect(region.getByText(thanks('Rosa'))).toBeVisible();
    await expect.poll(() => stored().map((r) => r.language)).toEqual(['es']);

    // Offline: kept on the device, saying so in Spanish; sent once the connection returns, the outcome in Spanish.
    await context.setOffline(true);
    await fillInquiryEs(panel, 'Lucía', `Sin conexión ${marker}`);
    await submit.click();
    await expect(page.getByText(inquiry.queued)).toBeVisible();
    await context.setOffline(false);
    await expect(region.getByText(thanks('Lucía'))).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => stored().map((r) => r.language)).toEqual(['es', 'es']);
    // A replay asked for afterwards (as each page opened asks) sends nothing again: the worker answers once done.
    await page.evaluate(askOutbox, { type: 'outbox:replay' } as const);
    expect(stored()).toHaveLength(2);
  });
});
