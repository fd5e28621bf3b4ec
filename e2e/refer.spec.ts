import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { REFERENCE_PATTERN } from '#contract/referral';
import { refer } from '../web/i18n/refer.en';
import { expectAccessible } from './support/booking-helpers';
import { fillReferral, referralPdf, sha256, storedReferral } from './support/referral-helpers';
import { recordsIn } from './support/test-server';
import { waitForHydration } from './site-helpers';

const dataDir = () => process.env.E2E_DATA_DIR!;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: '#aa3344' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'exif-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 6/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

test.describe('/refer with script', () => {
  test('when a discharge planner sends a referral with a PDF and a phone photo over a slow line, then the bar shows the bytes sent of the total, the reference is given, and the documents are stored (the photo without its location)', async ({ page }) => {
    const patient = unique('Maria Lopez');
    const pdf = referralPdf(patient, 600);
    await page.goto('/refer');
    await waitForHydration(page);
    await fillReferral(page, patient);
    await page.getByLabel('Add documents').setInputFiles([
      { name: 'order.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'heel.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    ]);
    await expect(page.getByText(/^2 documents, .* in all$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove order.pdf' })).toBeVisible();
    // A slow upload, so the bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 });

    await page.getByRole('button', { name: 'Send Referral' }).click();

    const bar = page.getByRole('progressbar', { name: refer.progress.label });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/ of .* sent$/)).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
    const panel = page.getByRole('heading', { name: refer.outcome.sentTitle });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    const reference = (await page.locator('p', { hasText: REFERENCE_PATTERN }).first().textContent())!.trim();
    expect(reference).toMatch(REFERENCE_PATTERN);
    await expect(bar).toHaveCount(0);
    const stored = storedReferral(dataDir(), patient)!;
    expect(stored.reference).toBe(reference);
    expect(sha256(stored.documents[0]!.bytes)).toBe(sha256(pdf));
    const photo = await sharp(stored.documents[1]!.bytes).metadata();
    expect(photo.orientation).toBe(6);
    expect(stored.documents[1]!.bytes.toString('latin1')).not.toContain('exif-secret');
    await expectAccessible(page);
  });

  test('when the upload is cancelled, then nothing is stored and the form keeps what was typed and chosen', async ({ page }) => {
    const patient = unique('Cancel Case');
    await page.goto('/refer');
    await waitForHydration(page);
    await fillReferral(page, patient);
    await page.getByLabel('Add documents').setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: referralPdf(patient, 2000) }]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 50 * 1024 });

    await page.getByRole('button', { name: 'Send Referral' }).click();
    await expect(page.getByRole('progressbar', { name: refer.progress.label })).toBeVisible();
    await page.getByRole('button', { name: refer.progress.cancel }).click();

    await expect(page.getByText(refer.progress.cancelled)).toBeVisible();
    await expect(page.getByLabel('Patient’s full name')).toHaveValue(patient);
    await expect(page.getByText('scan.pdf (2 MB)')).toBeVisible();
    expect(storedReferral(dataDir(), patient)).toBeUndefined();
  });

  test('when a document is a web page renamed .pdf, or six are chosen, then the form says so beside the documents and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto('/refer');
    await waitForHydration(page);
    await fillReferral(page, unique('Checked Case'));
    const input = page.getByLabel('Add documents');

    await input.setInputFiles([{ name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') }]);
    await page.getByRole('button', { name: 'Send Referral' }).click();
    await expect(page.getByText(refer.files.kind('order.pdf'))).toBeVisible();
    await expect(input).toBeFocused();

    await page.getByRole('button', { name: 'Remove order.pdf' }).click();
    await input.setInputFiles([1, 2, 3, 4, 5, 6].map((n) => ({ name: `p${n}.pdf`, mimeType: 'application/pdf', buffer: referralPdf(`p${n}`, 1) })));
    await page.getByRole('button', { name: 'Send Referral' }).click();
    await expect(page.getByText(refer.files.tooMany)).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('when required fields are left empty, then each says what it needs and focus goes to the first', async ({ page }) => {
    await page.goto('/refer');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Send Referral' }).click();

    await expect(page.getByText('Please say who is making the referral')).toBeVisible();
    await expect(page.getByText('The patient’s name is required')).toBeVisible();
    await expect(page.getByLabel('You are')).toBeFocused();
    await expectAccessible(page);
  });
});

test('when a family sends a referral from /es/refer for a patient outside the area, then every word they read is Spanish: the checks, the reference, and that we will call to discuss the area', async ({ page }) => {
  const patient = unique('Familia Fuera');
  await page.goto('/es/refer');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Enviar referido' }).click();
  await expect(page.getByText('Díganos quién envía el referido')).toBeVisible();

  await page.getByLabel('Usted es').selectOption('family');
  await page.getByLabel('Su nombre').fill('Ana Díaz');
  await page.getByLabel('Su número de teléfono').fill('5135550100');
  await page.getByLabel('Su correo electrónico').fill('ana@example.com');
  await page.getByLabel('Nombre completo del paciente').fill(patient);
  await page.getByLabel('Fecha de nacimiento').fill('1950-01-02');
  await page.getByLabel('Teléfono del paciente').fill('5135550101');
  await page.getByLabel('Código postal (ZIP)').fill('10001');
  await page.getByLabel('Dirección donde atenderemos al paciente').fill('1 Main St, New York');
  await page.getByLabel('Tipo de herida').selectOption('Burns');
  await page.getByLabel('Dónde está la herida').fill('brazo');
  await page.getByLabel('Qué tan pronto').selectOption('routine');
  await page.getByLabel('Seguro o quién paga').fill('Medicare');
  await page.getByLabel(/está de acuerdo con este referido/).check();
  await page.getByLabel('Agregar documentos').setInputFiles([{ name: 'orden.pdf', mimeType: 'application/pdf', buffer: referralPdf(patient, 20) }]);
  await page.getByRole('button', { name: 'Enviar referido' }).click();

  await expect(page.getByRole('heading', { name: 'Recibimos el referido' })).toBeVisible({ timeout: 30_000 });
  const stored = storedReferral(dataDir(), patient)!;
  await expect(page.getByText(stored.reference, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('fuera de la zona que visitan nuestras enfermeras', { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test.describe('/refer with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('when the form is posted with mistakes, then the form comes back with the messages and what was typed; corrected and posted, the thank-you page gives the reference', async ({ page }) => {
    const patient = unique('Plain Post');
    await page.goto('/es/refer');
    await page.getByLabel('Usted es').selectOption('family');
    await page.getByLabel('Su nombre').fill('Ana Díaz');
    await page.getByLabel('Nombre completo del paciente').fill(patient);
    await page.getByLabel('Código postal (ZIP)').fill('abc');
    await page.getByRole('button', { name: 'Enviar referido' }).click();

    await expect(page.getByText('Corrija los campos marcados e inténtelo otra vez.', { exact: false })).toBeVisible();
    await expect(page.getByText('Escriba un código postal (ZIP) de 5 dígitos')).toBeVisible();
    await expect(page.getByLabel('Nombre completo del paciente')).toHaveValue(patient);
    await expect(page.getByLabel('Usted es')).toHaveValue('family');
    await expect(page.getByLabel('Código postal (ZIP)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Su nombre')).toHaveAttribute('aria-invalid', 'false');
    expect(await page.locator('script').count()).toBe(0);

    await page.getByLabel('Su número de teléfono').fill('5135550100');
    await page.getByLabel('Su correo electrónico').fill('ana@example.com');
    await page.getByLabel('Fecha de nacimiento').fill('1950-01-02');
    await page.getByLabel('Teléfono del paciente').fill('5135550101');
    await page.getByLabel('Código postal (ZIP)').fill('45202');
    await page.getByLabel('Dirección donde atenderemos al paciente').fill('1 Main St, Cincinnati');
    await page.getByLabel('Tipo de herida').selectOption('Burns');
    await page.getByLabel('Dónde está la herida').fill('brazo');
    await page.getByLabel('Qué tan pronto').selectOption('routine');
    await page.getByLabel('Seguro o quién paga').fill('Medicare');
    await page.getByLabel(/está de acuerdo con este referido/).check();
    await page.getByLabel('Intérprete gratis para el paciente').selectOption('other');
    await page.getByLabel('¿Qué idioma?').fill('Amárico');
    await page.getByLabel('Agregar documentos').setInputFiles([{ name: 'orden.pdf', mimeType: 'application/pdf', buffer: referralPdf(patient, 20) }]);
    await page.getByRole('button', { name: 'Enviar referido' }).click();

    await expect(page).toHaveURL(/\/es\/refer\/sent\?reference=R-/);
    expect(recordsIn<{ patientName: string; interpreterLanguage?: string }>(dataDir(), 'referrals').find((record) => record.patientName === patient)?.interpreterLanguage).toBe('other:Amárico');
    const stored = storedReferral(dataDir(), patient)!;
    await expect(page.getByText(stored.reference, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recibimos el referido' })).toBeVisible();
    expect(stored.documents.map((document) => document.name)).toEqual(['orden.pdf']);
  });
});

test('when a plain form post comes back with its messages, then that page passes axe, as the page itself does', async ({ page }) => {
  // The page a browser with no script gets back, looked at with script on only so axe can run in it.
  const answer = await page.request.post('/api/referrals', {
    headers: { Accept: 'text/html' },
    multipart: { language: 'en', referrerRole: 'physician', referrerName: 'Dr. Ann Lee', patientZip: 'abc', consent: 'true' },
  });
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  await page.route('**/refer-returned', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.goto('/refer-returned');
  await expect(page.getByText('Please give the ordering practitioner’s 10-digit NPI')).toBeVisible();
  await expectAccessible(page);
});

test('when a referrer or a family looks for the form, then every footer, /coordinators, /services and the FAQ lead to it, each language to its own', async ({ page }) => {
  for (const lang of ['', '/es']) {
    for (const path of ['/coordinators', '/services', '/faqs']) {
      await page.goto(`${lang}${path}`);
      await expect(page.locator(`main a[href="${lang}/refer"]`).first(), `${lang}${path}`).toBeAttached();
      await expect(page.locator(`footer a[href="${lang}/refer"]`), `${lang}${path}`).toHaveCount(1);
    }
  }
});
