import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDateLong, formatTime12h, GUIDES, guidePath } from '#contract';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import { notFoundFileFor, pageFileFor } from '../../sw/page-files';
import { builtPages, NOT_FOUND } from '../../web/content/routes';
import { shell as shellEn } from '../../web/i18n/shell.en';
import { shell as es } from '../../web/i18n/shell.es';
import { headingOf } from '../site-helpers';
import { askOutbox, QUEUED_MESSAGE } from '../support/outbox-helpers';
import { BUILD_QUESTION, controllingBuild, makeSecondBuild } from '../support/test-server';
import { type Driver, until } from './driver';
import { expect, hydrated, readToasts, seeText, test, visitAndInstall } from './fixture';
import { bookConsultation, bookFacilityVisit, freeSlot, openOutbox, outboxEntries, sendInquiry } from './steps';

// Firefox and Safari have no Background Sync: what waits goes out only when a page asks (page
// open, 'online', and its timer while entries wait) or when the worker starts again.
test.describe.configure({ mode: 'serial' });

/** Every page built in Spanish, at its Spanish path (the 404 is checked at an unknown path). */
const SPANISH = builtPages().filter(({ lang, route }) => lang === 'es' && route !== NOT_FOUND);

/** The page's language and its first heading. */
const pageHead = (driver: Driver) =>
  driver.evaluate(() => ({ lang: document.documentElement.lang, h1: document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '' }));

test('when the server is unreachable after one visit to a Spanish page, then every page, the 404 page and every guide are kept, and each kind opens, in English and in Spanish', async ({ driver, site }) => {
  await visitAndInstall(driver, `${site.origin}/es/about`);
  await site.stop();
  // Every page and guide, in both languages, is in this engine's Cache Storage: the file the
  // worker answers its address with offline (sw/navigation.ts). Opening each one in a second and a
  // third engine took 20 s (Firefox) and 47 s (WebKit) of the run; Chromium opens each
  // (e2e/pwa.spec.ts), and sw/page-files.test.ts holds the address-to-file mapping.
  const kept = new Set(await driver.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  }));
  const expected = [
    ...builtPages().filter(({ route }) => route !== NOT_FOUND).map(({ path }) => pageFileFor(path)),
    ...['/no-such-page', '/es/no-such-page'].map(notFoundFileFor),
    ...GUIDES.flatMap(({ slug }) => [guidePath(slug), guidePath(slug, 'es')]),
  ];
  expect(expected.filter((file) => !kept.has(file)), 'pages missing from the cache').toEqual([]);
  expect(expected.length).toBeGreaterThan(40);

  // Each kind of address opens from there: the home page, a page, a guide and an unknown address, in each language.
  const [guide] = GUIDES;
  for (const path of ['/', '/services', '/faqs']) {
    await driver.goto(`${site.origin}${path}`);
    expect(await pageHead(driver), path).toEqual({ lang: 'en', h1: headingOf(path) });
  }
  await driver.goto(`${site.origin}${guidePath(guide!.slug)}`);
  expect(await driver.evaluate(() => document.querySelector('h1')?.textContent ?? '')).toContain(guide!.title.split(' ')[0]!);
  await driver.goto(`${site.origin}/no-such-page`);
  expect(await driver.evaluate(() => document.querySelector('h1')?.textContent)).toBe('Page Not Found');
  for (const { path } of SPANISH.filter(({ route }) => ['/', '/services'].includes(route.path))) {
    await driver.goto(`${site.origin}${path}`);
    expect(await pageHead(driver), path).toEqual({ lang: 'es', h1: headingOf(path) });
  }
  await driver.goto(`${site.origin}${guidePath(guide!.slug, 'es')}`);
  const head = await pageHead(driver);
  expect(head.lang).toBe('es');
  expect(head.h1).toContain(GUIDE_TITLES_ES[guide!.slug]);
  await driver.goto(`${site.origin}/es/no-such-page`);
  expect(await pageHead(driver)).toEqual({ lang: 'es', h1: es.notFound.title });
});

test('when a nurse books and asks through the real forms while the server is unreachable, then each is kept, sent once when it returns, and a taken slot is reported', async ({ driver, site }) => {
  test.setTimeout(150_000);
  const facility = await freeSlot(site, 'coordinators');
  const consultation = await freeSlot(site, 'consultation');
  const marker = randomUUID();

  // One visit while online: the worker installs, and both booking pages keep their slot lists.
  await visitAndInstall(driver, `${site.origin}/coordinators`);
  await driver.goto(`${site.origin}/coordinators`);
  await hydrated(driver);
  await driver.goto(`${site.origin}/consultation`);
  await hydrated(driver);
  // The page has its slot list before the rival books (a list fetched later would already show the time as taken).
  await until('the calendar has its slots', () => driver.evaluate(() => document.querySelector('[role="grid"]:not([aria-busy="true"])') !== null));
  // Someone else takes the consultation slot this page still shows as free.
  const rival = await fetch(`${site.origin}/api/consultation/book`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date: consultation.date, time: consultation.time, type: 'consultation', clientName: 'Rita Rival', clientEmail: `rival-${marker}@example.com`, clientPhone: '555 010 9999' }),
  });
  expect(rival.status).toBe(201);

  await site.stop();
  await bookConsultation(driver, consultation, `late-${marker}@example.com`);
  await seeText(driver, QUEUED_MESSAGE);

  await driver.goto(`${site.origin}/coordinators`);
  await hydrated(driver);
  await bookFacilityVisit(driver, facility, `facility-${marker}@example.com`);
  await seeText(driver, QUEUED_MESSAGE);

  await driver.goto(`${site.origin}/contact`);
  await hydrated(driver);
  await sendInquiry(driver, `Offline inquiry ${marker}`);
  await seeText(driver, QUEUED_MESSAGE);

  // The outbox lists all three; sending now with the server still down keeps them waiting.
  await openOutbox(driver);
  await until('the outbox lists three waiting submissions', async () => (await outboxEntries(driver)).filter((entry) => entry.includes('Waiting to send')).length === 3);
  const list = (await outboxEntries(driver)).join('\n');
  expect(list).toContain(`Free consultation, ${formatDateLong(consultation.date)} at ${formatTime12h(consultation.time)}`);
  expect(list).toContain(`Facility coordination visit, ${formatDateLong(facility.date)} at ${formatTime12h(facility.time)}`);
  expect(list).toContain('General inquiry');
  await driver.click({ css: 'dialog[open] button', text: 'Send now' });
  // The worker answers in the order it is asked: once it answers this, the attempt 'Send now' asked for is over.
  await driver.evaluate(askOutbox, { type: 'outbox:seen', ids: [] });
  expect((await outboxEntries(driver)).filter((entry) => entry.includes('Waiting to send'))).toHaveLength(3);
  await driver.click({ css: 'dialog[open] button', text: 'Close' });

  // The connection returns; the open page's own retries deliver (no sync event will come).
  await site.start();
  const inquiries = () => site.records<{ message: string }>('contact-inquiries').filter((record) => record.message.includes(marker)).length;
  const facilityBookings = () => site.records<{ date: string; time: string }>('coordinator-bookings').filter((b) => b.date === facility.date && b.time === facility.time).length;
  const consultationBookings = () => site.records<{ date: string; time: string }>('consultation-bookings').filter((b) => b.date === consultation.date && b.time === consultation.time).length;
  await until('the inquiry and the facility visit reach storage', async () => inquiries() === 1 && facilityBookings() === 1, 75_000).catch((error: unknown) => {
    throw new Error(`${String(error)}; stored: ${inquiries()} inquiry, ${facilityBookings()} facility visit`);
  });
  // Each outcome is announced as it arrives, one after another.
  await readToasts(driver, ['Success!', 'Your facility appointment has been scheduled for', 'Booking Failed'], shellEn.toaster.close);

  // A new page asks the worker to send what waits; what was sent is not sent again (counted at the end,
  // once the worker has answered the page's later requests, which it takes after this one).
  await driver.goto(`${site.origin}/`);
  await hydrated(driver);

  // The refused booking stays on the device with its reason; trying again is refused again; discard removes it.
  await openOutbox(driver);
  await until('the outbox shows the refused booking', async () => (await outboxEntries(driver)).some((entry) => entry.includes('Could not be sent') && entry.includes('just been booked by someone else')));
  expect(await outboxEntries(driver)).toHaveLength(1);
  await driver.click({ css: 'dialog[open] button', text: 'Try again' });
  await until('the retried booking is refused again', async () => (await outboxEntries(driver)).some((entry) => entry.includes('Could not be sent')));
  expect(consultationBookings()).toBe(1);
  await driver.click({ css: 'dialog[open] button', text: 'Discard' });
  await until('the outbox is empty', async () => (await outboxEntries(driver)).length === 0);
  expect(inquiries()).toBe(1);
  expect(facilityBookings()).toBe(1);
  expect(consultationBookings()).toBe(1);
});

test('when a second build is deployed, then the visitor is offered a reload and gets the new version', async ({ driver, site }) => {
  const work = mkdtempSync(join(tmpdir(), 'woundcare-second-build-'));
  const second = makeSecondBuild(work);
  try {
    await visitAndInstall(driver, `${site.origin}/contact`);
    expect(await driver.evaluate(controllingBuild, BUILD_QUESTION)).toBe('first');
    await site.stop();
    await site.start(second);
    await driver.goto(`${site.origin}/about`);
    await seeText(driver, 'Update available', 30_000);
    await driver.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await driver.click({ css: 'button', text: 'Reload' });
    await until('the page reloads under the new worker, with nothing left waiting', () =>
      driver.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (
          !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate &&
          document.readyState === 'complete' &&
          navigator.serviceWorker.controller !== null &&
          registration?.waiting === null &&
          registration.active !== null
        );
      }),
    );
    expect(await driver.evaluate(controllingBuild, BUILD_QUESTION)).toBe('second');
  } finally {
    await site.stop();
    await site.start();
    rmSync(work, { recursive: true, force: true });
  }
});
