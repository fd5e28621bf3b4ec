import { expect, type Page, test } from '@playwright/test';
import { addMinutes, formatDateLong, formatTime12h } from '#contract';
import { expectAccessible, expectToast, listSlots, pickFreeSlot, uniqueEmail } from './support/booking-helpers';

const dateSelect = (page: Page) => page.getByLabel('Date', { exact: true });
const timeSelect = (page: Page) => page.getByLabel('Time', { exact: true });
const range = (time: string) => `${formatTime12h(time)} – ${formatTime12h(addMinutes(time, 60))}`;

async function openCoordinators(page: Page) {
  await page.goto('/coordinators');
  await expect(dateSelect(page)).toBeEnabled();
}

async function fillFacility(page: Page) {
  await page.getByLabel('Facility Name').fill('Cedar Ridge Assisted Living');
  await page.getByLabel('Facility Address').fill('400 Cedar Ridge Road, Springfield');
  await page.getByLabel('Contact Name').fill('Monica Reyes, RN');
  await page.getByLabel('Contact Email').fill(uniqueEmail('facility'));
  await page.getByLabel('Contact Phone').fill('555 777 0101');
}

test.describe('/coordinators booking', () => {
  test('when dates and times are listed, then empty days say "(No available times)", times are 1-hour ranges and a new date clears the time', async ({ page, request }) => {
    const slots = await listSlots(request, 'coordinators');
    await openCoordinators(page);
    const dates = [...new Set(slots.map((s) => s.date))];
    const options = await dateSelect(page).locator('option').allTextContents();
    expect(options).toHaveLength(dates.length + 1);
    for (const date of dates) {
      const open = slots.some((s) => s.date === date && s.available);
      expect(options).toContain(open ? formatDateLong(date) : `${formatDateLong(date)} (No available times)`);
    }
    await expect(timeSelect(page)).toBeDisabled();

    const first = await pickFreeSlot(request, 'coordinators');
    await dateSelect(page).selectOption(first.date);
    const dayTimes = slots.filter((s) => s.date === first.date);
    await expect(timeSelect(page).locator('option')).toHaveText(['Select a time', ...dayTimes.map((s) => (s.available ? range(s.time) : `${range(s.time)} (Past)`))]);
    await timeSelect(page).selectOption(first.time);
    await expect(timeSelect(page)).toHaveValue(first.time);

    const other = await pickFreeSlot(request, 'coordinators', [first.date]);
    await dateSelect(page).selectOption(other.date);
    await expect(timeSelect(page)).toHaveValue('');
  });

  test('when a facility appointment is booked, then it is confirmed and its hour shows as "(Past)"', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'coordinators');
    await openCoordinators(page);
    // Sent empty first: the messages themselves and focus are checked in coordinator-booking.test.tsx; here, axe on them.
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByLabel('Facility Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await dateSelect(page).selectOption(slot.date);
    await timeSelect(page).selectOption(slot.time);
    await fillFacility(page);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToast(page, 'Booking Confirmed', `Your facility appointment has been scheduled for ${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}.`);
    await expect(page.getByLabel('Facility Name')).toHaveValue('');

    const stored = (await listSlots(request, 'coordinators')).find((s) => s.date === slot.date && s.time === slot.time);
    expect(stored?.available).toBe(false);
    const dayStillOpen = (await listSlots(request, 'coordinators')).some((s) => s.date === slot.date && s.available);
    if (dayStillOpen) {
      await dateSelect(page).selectOption(slot.date);
      const taken = timeSelect(page).locator(`option[value="${slot.time}"]`);
      await expect(taken).toHaveText(`${range(slot.time)} (Past)`);
      await expect(taken).toBeDisabled();
    } else {
      await expect(dateSelect(page).locator(`option[value="${slot.date}"]`)).toHaveText(`${formatDateLong(slot.date)} (No available times)`);
    }
  });

  test('when the hour was taken after the page loaded, then "Booking Failed" shows the server message', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'coordinators');
    await openCoordinators(page);
    await dateSelect(page).selectOption(slot.date);
    await timeSelect(page).selectOption(slot.time);
    await fillFacility(page);
    const rival = await request.post('/api/coordinators/book', {
      data: { ...slot, type: 'coordinator', clientName: 'Other Facility', clientEmail: uniqueEmail('rival'), clientPhone: '5550002222', facilityName: 'Elm Court' },
    });
    expect(rival.status()).toBe(201);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expectToast(page, 'Booking Failed', /has just been booked by someone else\. Please choose another time\./);
  });
});
