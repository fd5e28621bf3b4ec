import { randomUUID } from 'node:crypto';
import { THANKS } from '../../api/contact/contact-words';
import { shell as es } from '../../web/i18n/shell.es';
import { askOutbox } from '../support/outbox-helpers';
import { until } from './driver';
import { expect, hydrated, readToasts, seeText, test, visitAndInstall } from './fixture';
import { bookConsultation, bookFacilityVisit, FORM_WORDS, freeSlot, sendInquiry } from './steps';

// The Spanish pages (decision 031) in Firefox and Safari: the Spanish forms online and queued offline (these engines have no
// Background Sync: the page asks for the replay). The Spanish site offline is offline.spec.ts's walk.
// What waits is sent on the visitor's next visit, no page of the site having been open meanwhile:
// this journey proves it for these engines (offline.spec.ts's journey sends from the open page).
test.describe.configure({ mode: 'serial' });

const { inquiry, booking, coordinator } = FORM_WORDS.es;
/** How the server's Spanish answer to Nora's inquiry begins. */
const THANKS_NORA = THANKS.es.received('Nora');

/** Waits until the facility form's date list has its dates (from the network, or kept by the worker). */
const datesListed = (driver: Parameters<typeof hydrated>[0]) =>
  until('the dates are listed', () =>
    driver.evaluate((name) => {
      const control = Array.from(document.querySelectorAll('label')).find((label) => label.textContent?.trim() === name)?.control as HTMLSelectElement | undefined;
      return (control?.options.length ?? 0) > 1;
    }, coordinator.date),
  );

test('when a caregiver books and asks in Spanish online, then offline, then each request is sent on the next visit, stored once in Spanish, and every outcome is told in Spanish', async ({ driver, site }) => {
  test.setTimeout(120_000);
  const marker = randomUUID();
  const consultation = await freeSlot(site, 'consultation');
  const facility = await freeSlot(site, 'coordinators');
  const inquiries = () => site.records<{ message: string; language?: string }>('contact-inquiries').filter((record) => record.message.includes(marker));
  const consultations = () => site.records<{ clientEmail: string; language?: string }>('consultation-bookings').filter((b) => b.clientEmail === `consult-${marker}@example.com`);
  const facilityVisits = () => site.records<{ clientEmail: string; language?: string }>('coordinator-bookings').filter((b) => b.clientEmail === `facility-${marker}@example.com`);

  // Online: a consultation booked through the Spanish calendar.
  await visitAndInstall(driver, `${site.origin}/es/consultation`);
  await hydrated(driver);
  await bookConsultation(driver, consultation, `consult-${marker}@example.com`, 'es');
  await seeText(driver, es.toasts.consultationScheduled.description(es.toasts.when(consultation.date, consultation.time)));
  expect(consultations().map((b) => b.language)).toEqual(['es']);

  // The facility page, once online, keeps its dates for later.
  await driver.goto(`${site.origin}/es/coordinators`);
  await hydrated(driver);
  await datesListed(driver);

  // Online: an inquiry (its Spanish checks are the same code in every engine: the Chromium spec holds them).
  await driver.goto(`${site.origin}/es/contact`);
  await hydrated(driver);
  await sendInquiry(driver, `En línea ${marker}`, 'es');
  // The title is the page's; the thanks is the server's answer in the request's language (api/contact/contact-words.ts).
  await seeText(driver, es.toasts.inquirySent.title);
  await seeText(driver, THANKS_NORA);
  await until('the inquiry is stored', async () => inquiries().length === 1);

  // Offline: a second inquiry and a facility visit are kept on the device, each saying so in Spanish.
  await site.stop();
  await sendInquiry(driver, `Sin conexión ${marker}`, 'es');
  await seeText(driver, inquiry.queued);
  await driver.goto(`${site.origin}/es/coordinators`);
  await hydrated(driver);
  await datesListed(driver);
  await bookFacilityVisit(driver, facility, `facility-${marker}@example.com`, 'es');
  await seeText(driver, booking.queued);

  // The visitor leaves (no page of the site open, so none retries on its timer); the server returns,
  // and the next page opened asks the worker to send what waits and tells each outcome in Spanish.
  await driver.goto('about:blank');
  await site.start();
  await driver.goto(`${site.origin}/es`);
  await readToasts(driver, [es.toasts.facilityScheduled.description(es.toasts.when(facility.date, facility.time)), es.toasts.inquirySent.title, THANKS_NORA], es.toaster.close);
  await until('both kept requests are stored', async () => inquiries().length === 2 && facilityVisits().length === 1);
  // Another replay asked for afterwards sends nothing again: the worker answers once it has done it.
  await driver.evaluate(askOutbox, { type: 'outbox:replay' });
  expect(inquiries().map((record) => record.language)).toEqual(['es', 'es']);
  expect(facilityVisits().map((b) => b.language)).toEqual(['es']);
  expect(consultations()).toHaveLength(1);
});
