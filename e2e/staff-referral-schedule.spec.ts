import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, API, formatDateLong } from '#contract';
import { REFERRAL_STAFF_API, STAFF_API } from '#contract/staff';
import { referralFields } from '../api/test-support/referrals';
import { PORT } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { CoordinatorServer, expectCreated, mondayAfterNext } from './support/coordinator-server';
import { expect, test } from './support/staff-fixture';

// "Schedule the first visit" in Chromium, on a server of its own (a nurse changes which public
// times are free): from the referral's page through the coordinator's booking form, planned, then
// booked; the referral and the booking link to each other, and the referrer is e-mailed the time.

const coordinator = new CoordinatorServer(PORT + 54);
const visitDay = addDays(mondayAfterNext(), 1);
let referral: { id: string; reference: string };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  await coordinator.start();
  const context = await browser.newContext();
  await coordinator.signIn(context);
  await expectCreated(await coordinator.send(context, 'POST', STAFF_API.clinicians, { name: 'Ada Early' }));
  const sent = await context.request.post(coordinator.server.origin + API.referrals, {
    headers: { 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
    multipart: referralFields({ patientName: 'Hazel Whitford', interpreterLanguage: 'so' }),
  });
  const { reference } = (await expectCreated(sent)) as { reference: string };
  const listed = (await (await context.request.get(coordinator.server.origin + REFERRAL_STAFF_API.referrals)).json()) as { referrals: { id: string }[] };
  referral = { id: listed.referrals[0]!.id, reference };
  await context.close();
});

test.afterAll(() => coordinator.stop());

test('when the coordinator schedules a referral’s first visit, then the form comes filled in from the referral, the plan comes first, and once booked the referral and the visit link to each other and the referrer is e-mailed the time', async ({ page }) => {
  await coordinator.signIn(page.context());
  await page.goto(`${coordinator.server.origin}/staff/referrals/${referral.id}`);
  await page.getByRole('link', { name: 'Schedule the first visit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Schedule the first visit: Hazel Whitford' })).toBeVisible();
  const form = page.getByRole('form', { name: 'The booking' });
  await expect(form.getByRole('radio', { name: 'Wound-care visit' })).toBeChecked();
  await expect(form.getByLabel('Name')).toHaveValue('Hazel Whitford');
  await expect(form.getByLabel('Address of the visit')).toHaveValue('12 Elm Street, Cincinnati, OH');
  await expect(form.getByLabel(/^Free interpreter/)).toHaveValue('so');
  await form.getByLabel('Day').fill(visitDay);
  await form.getByLabel('Time').fill('10:00');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Show the plan' }).click();

  const plan = page.getByRole('region', { name: /^The plan: 1 visit/ });
  await expect(plan.getByRole('listitem')).toContainText('with Ada Early');
  await plan.getByRole('button', { name: /^Book 1 visit/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Referral ${referral.reference}: Hazel Whitford` })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  const firstVisit = page.getByRole('link', { name: `${formatDateLong(visitDay)} at 10:00 AM` });
  await firstVisit.click();
  await expect(page.getByRole('link', { name: 'The referral' })).toBeVisible();
  await page.getByRole('link', { name: 'The referral' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Referral ${referral.reference}: Hazel Whitford` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule the first visit' })).toHaveCount(0);

  const mailFolder = join(coordinator.server.dataDir, 'mail');
  await expect.poll(() => readdirSync(mailFolder).filter((name) => name.includes('referral-scheduled')).length).toBe(1);
  const mail = readFileSync(join(mailFolder, readdirSync(mailFolder).find((name) => name.includes('referral-scheduled'))!), 'utf8');
  expect(mail).toContain(`First visit booked: ${referral.reference}`);
  expect(mail).not.toContain('Hazel');
});
