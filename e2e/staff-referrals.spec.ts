import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { API } from '#contract';
import { referralFields } from '../api/test-support/referrals';
import { expectAccessible } from './support/booking-helpers';
import { mailTo } from './support/mail-helpers';
import { referralPdf, sha256 } from './support/referral-helpers';
import { staffNav } from './support/staff-helpers';
import { expect, openStaff, test } from './support/staff-fixture';

// The Referrals screens (docs/decisions/060), in Debian's Chromium, against the real server.

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A referral sent as the public form sends it, with an order; answers its reference. */
async function refer(request: APIRequestContext, fields: Record<string, string>, order: Buffer): Promise<string> {
  const answer = await request.post(API.referrals, {
    headers: { 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
    multipart: { ...referralFields(fields), documents: { name: 'order.pdf', mimeType: 'application/pdf', buffer: order } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

test('when a referral for within 48 hours arrives from outside the area, then the navigation counts it as urgent, its card and page show both marks first, its order downloads with one click byte for byte, and accepting it moves it to Accepted and e-mails the referrer the reference alone', async ({ staffPage: page, request }) => {
  const patient = unique('Urgent Patient');
  const email = `planner-${Date.now().toString(36)}@mercy.example.org`;
  const order = referralPdf(patient, 50);
  const reference = await refer(request, { patientName: patient, urgency: '48h', patientZip: '10001', referrerEmail: email }, order);

  await openStaff(page, '/staff/referrals');

  await expect(staffNav(page).getByRole('link', { name: /^Referrals, \d+ new, \d+ urgent$/ })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patient }) });
  await expect(card.getByText('Within 48 hours')).toBeVisible();
  await expect(card.getByText('Outside the service area: call to discuss')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('link', { name: patient }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Referral ${reference}: ${patient}` })).toBeVisible();
  // The marks come before every fact of the referral.
  const marksFirst = await page.evaluate(() => {
    const marks = [...document.querySelectorAll('main p')].find((element) => element.textContent?.includes('Urgent: within 48 hours') && element.textContent.includes('Outside the service area'));
    const facts = [...document.querySelectorAll('main h2')].find((element) => element.textContent === 'Patient');
    return Boolean(marks && facts && marks.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(marksFirst).toBe(true);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /order\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('order.pdf');
  expect(sha256(readFileSync(await download.path()))).toBe(sha256(order));
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Accept' }).click();

  await expect(page.getByText('This referral is accepted. The referrer is e-mailed that it was.')).toBeVisible();
  const accepted = await mailTo(email, 'Referral accepted:');
  expect(accepted.subject).toBe(`Referral accepted: ${reference}`);
  expect(accepted.text).not.toContain(patient.split(' ')[0]);
  await page.getByRole('link', { name: 'Back to the referrals' }).click();
  await expect(page.getByRole('link', { name: 'Accepted', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: patient })).toBeVisible();
});

test('when staff decline a referral with a message and a note, then it is under Declined, the referrer is e-mailed the message and never the note', async ({ staffPage: page, request }) => {
  const patient = unique('Declined Patient');
  const email = `nurse-${Date.now().toString(36)}@facility.example.org`;
  const reference = await refer(request, { patientName: patient, referrerEmail: email }, referralPdf(patient, 10));
  await openStaff(page, '/staff/referrals');
  await page.getByRole('link', { name: patient }).click();

  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this referral?' });
  await dialog.getByLabel('Message to the referrer').fill('We do not serve that county yet; Valley Home Health does.');
  await dialog.getByLabel('Internal note').fill('Spoke with the daughter about hospice.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Decline referral' }).click();

  await expect(page.getByText('This referral is declined. The referrer is e-mailed your message.')).toBeVisible();
  const declined = await mailTo(email, 'Referral not accepted:');
  expect(declined.subject).toBe(`Referral not accepted: ${reference}`);
  expect(declined.text).toContain('We do not serve that county yet; Valley Home Health does.');
  expect(declined.text).not.toContain('hospice');
  await openStaff(page, '/staff/referrals?status=declined');
  await expect(page.getByRole('heading', { name: patient })).toBeVisible();
});

test('when staff type in a faxed referral with its scan, then it opens marked as entered by staff, with its document', async ({ staffPage: page }) => {
  const patient = unique('Faxed Patient');
  await openStaff(page, '/staff/referrals');
  await page.getByRole('link', { name: 'Enter a referral that came by fax or phone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter a referral' })).toBeVisible();

  await page.getByLabel('Who is referring').selectOption('physician');
  await page.getByLabel("Referrer's name").fill('Dr. Ann Lee');
  await page.getByLabel("Referrer's phone").fill('(513) 555-0100');
  await page.getByLabel("Referrer's e-mail").fill('ann.lee@clinic.example.org');
  await page.getByLabel('Ordering practitioner').fill('Dr. Ann Lee');
  await page.getByLabel("Practitioner's NPI").fill('1234567893');
  await page.getByLabel("Patient's name").fill(patient);
  await page.getByLabel('Date of birth').fill('1944-05-06');
  await page.getByLabel("Patient's phone").fill('513-555-0111');
  await page.getByLabel('ZIP code').fill('45202');
  await page.getByLabel('Address where the patient will be seen').fill('3 Oak Court, Cincinnati');
  await page.getByLabel('Wound type').selectOption('Pressure injuries (pressure ulcers)');
  await page.getByLabel('Where the wound is').fill('Sacrum');
  await page.getByLabel('How soon').selectOption('routine');
  await page.getByLabel('Insurance or payer').fill('Medicare');
  await page.getByLabel(/^Documents/).setInputFiles([{ name: 'fax.pdf', mimeType: 'application/pdf', buffer: referralPdf(patient, 30) }]);
  await page.getByLabel('The referrer confirmed the patient agreed to be referred.').check();
  await page.getByRole('button', { name: 'Save the referral' }).click();

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Referral R-.*: ${patient}$`) })).toBeVisible();
  await expect(page.getByText('Entered by staff')).toBeVisible();
  await expect(page.getByRole('link', { name: /fax\.pdf/ })).toBeVisible();
});

test('when staff export the referrals as CSV, then the file has each referral of those days, never a document’s bytes', async ({ staffPage: page, request }) => {
  const patient = unique('Exported Patient');
  const order = referralPdf(patient, 10);
  await refer(request, { patientName: patient }, order);
  await openStaff(page, '/staff/export');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download referrals (CSV, no documents)' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');

  const row = csv.split('\r\n').find((line) => line.includes(patient));
  expect(row).toBeDefined();
  expect(csv).not.toContain('%PDF');
});
