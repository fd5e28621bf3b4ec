import { formatDateLong, formatTime12h } from '#contract';
import { freeSlot, QUEUED_MESSAGE, uniqueEmail } from './support/outbox-helpers';
import { expect, storedRecords, test, visitAndInstall } from './support/pwa-fixture';

test.describe('a nurse with no signal, using the real forms', () => {
  test('when she books a facility visit offline, then she is told it is saved, and later that it was booked, once', async ({ profile, request }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/coordinators');
    await page.reload(); // the worker controls this page and its slot list is cached
    const slot = await freeSlot(request, 'coordinators');
    await expect(page.getByLabel('Date', { exact: true })).toBeEnabled();
    await context.setOffline(true);
    await page.getByLabel('Date', { exact: true }).selectOption(slot.date);
    await page.getByLabel('Time', { exact: true }).selectOption(slot.time);
    await page.getByLabel('Facility Name').fill('Maple Grove Nursing Home');
    await page.getByLabel('Facility Address').fill('12 Maple Grove Lane, Springfield');
    await page.getByLabel('Contact Name').fill('Nora Patel, RN');
    await page.getByLabel('Contact Email').fill(uniqueEmail('maple'));
    await page.getByLabel('Contact Phone').fill('555 321 0099');
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    await expect(page.getByText(QUEUED_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: /Outbox/ })).toContainText('1');
    await expect(page.getByText('Booking Failed')).toHaveCount(0);

    await context.setOffline(false);
    const when = `${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}`;
    await expect(page.getByText(`Your facility appointment has been scheduled for ${when}.`)).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => storedRecords<{ date: string; time: string; facilityName?: string }>('coordinator-bookings').filter((b) => b.date === slot.date && b.time === slot.time).length)
      .toBe(1);
    // Seen, so it leaves the device: the outbox empties.
    await expect(page.getByRole('button', { name: /Outbox/ })).toHaveCount(0, { timeout: 10_000 });
  });
});

test('when a caregiver opens the booking page offline, then the last visit’s times show, marked as possibly out of date', async ({ profile }) => {
  const { page, context } = profile;
  await visitAndInstall(page, '/consultation');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('These times are from your last visit and may be out of date.', { exact: false })).toBeVisible();
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
  // Open days are the cells not marked aria-disabled.
  await expect(page.getByRole('grid').locator('td[aria-selected]:not([aria-disabled])').first()).toBeVisible();
  await expect(page.getByText('Failed to load available slots. Please try again.')).toHaveCount(0);
});
