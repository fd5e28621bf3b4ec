import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API, provider } from '#contract';
import { consultation } from '../api/test-support/payloads';
import { expectAccessible, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { mailTo, manageLinkIn, staffAlertLink } from './support/mail-helpers';
import { expect, openStaff, test } from './support/staff-fixture';

// Deletion on request (decision 023), in Debian's Chromium, against the real server.

const mailFiles = () => readdirSync(join(process.env.E2E_DATA_DIR!, 'mail'));

test('when staff delete a booking on request, then its page says it is gone, its e-mails are deleted, and the patient’s link says the booking no longer exists, with the phone number', async ({ staffPage: page, request }) => {
  const slot = await pickFreeSlot(request, 'consultation');
  const email = uniqueEmail('delete');
  const booked = await request.post(API.consultationBook, { data: consultation(slot.date, slot.time, { clientName: 'Delia Forget', clientEmail: email }) });
  expect(booked.status()).toBe(201);
  const id = ((await booked.json()) as { booking: { id: string } }).booking.id;
  const link = manageLinkIn(await mailTo(email, 'Booking confirmed:'));
  const bookingPage = await staffAlertLink('staff-booking-made', id);

  await openStaff(page, bookingPage);
  await expect(page.getByText('Delia Forget', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this booking permanently?' });
  await expect(dialog).toContainText('The visit is still booked');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();

  const outcome = page.getByText('This booking was deleted permanently, with its history and its e-mails.');
  await expect(outcome).toBeVisible();
  await expect(page.locator(':focus')).toContainText('deleted permanently');
  await expect(page.getByText('Delia Forget', { exact: true })).toHaveCount(0);
  expect(mailFiles().filter((name) => name.includes(id))).toEqual([]);

  await page.goto(link);
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('This booking no longer exists');
  await expect(refusal).toContainText(provider.phone);
  await expect(page.getByRole('button', { name: 'Cancel this visit' })).toHaveCount(0);
});

test('when staff open the Export screen, then it says how long records are kept and when the next deletion runs', async ({ staffPage: page }) => {
  await openStaff(page, '/staff/export');
  await expect(page.getByRole('heading', { level: 2, name: 'What is kept' })).toBeVisible();
  await expect(page.getByText(`Inquiries are kept ${provider.privacy.retentionMonths} months after they arrive`)).toBeVisible();
  await expect(page.getByText('Next deletion', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
