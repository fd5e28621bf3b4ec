import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatDateLong, formatTime12h } from '#contract';
import { chooseDate, dayCell, expectAccessible, expectToast, listSlots, pickFreeSlot, uniqueEmail } from './support/booking-helpers';

const submit = (page: Page) => page.getByRole('button', { name: /Select Date & Time First|Book Free Consultation|Booking…/ });

async function openConsultation(page: Page) {
  await page.goto('/consultation');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
}

async function fillForm(page: Page, email = uniqueEmail('booking')) {
  await page.getByLabel('Full Name').fill('Harold Jenkins');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('(555) 303-1122');
  await page.getByLabel('Consultation Type').selectOption('phone');
  await page.getByLabel('Wound Type').selectOption('Diabetic ulcers');
  await page.getByLabel('Notes').fill('Heel wound, three weeks.');
}

test.describe('/consultation booking', () => {
  test('when no date and time are chosen, then the button is disabled and asks for them; a new date clears the time', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    await openConsultation(page);
    await expect(submit(page)).toHaveText('Select Date & Time First');
    await expect(submit(page)).toBeDisabled();

    await chooseDate(page, slot.date);
    await expect(submit(page)).toBeDisabled();
    await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
    await expect(submit(page)).toHaveText('Book Free Consultation');
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByText('All times are Eastern Time.')).toBeVisible();

    // Choosing the date again clears the time.
    await dayCell(page, slot.date).click();
    await expect(page.getByRole('button', { name: formatTime12h(slot.time), exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(submit(page)).toHaveText('Select Date & Time First');
  });

  test('when the form is sent empty, then each field shows its message beside it', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    await openConsultation(page);
    await chooseDate(page, slot.date);
    await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
    await submit(page).click();
    const expected = {
      'Full Name': 'Your name is required',
      Email: 'Please enter a valid email',
      'Phone Number': 'Please enter a valid phone number',
      'Consultation Type': 'Please select consultation type',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Full Name').fill('Harold Jenkins');
    await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email');
    await expectAccessible(page);
  });

  test('when a consultation is booked, then it is confirmed, stored, offered as a calendar file and its time shows as taken', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    await openConsultation(page);
    await chooseDate(page, slot.date);
    await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
    await fillForm(page);
    await submit(page).click();

    await expectToast(page, 'Consultation Scheduled', `Your free consultation has been scheduled for ${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}.`);
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(submit(page)).toHaveText('Select Date & Time First');

    const stored = (await listSlots(request, 'consultation')).find((s) => s.date === slot.date && s.time === slot.time);
    expect(stored?.available).toBe(false);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toBe(`consultation-${slot.date}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics.replace(/\r\n /g, '')).toContain('(555) 303-1122');

    // The reloaded list shows the booked time as taken (or the whole day, if it was the last one).
    const cell = dayCell(page, slot.date);
    if ((await cell.getAttribute('aria-disabled')) !== 'true') {
      await cell.click();
      await expect(page.getByRole('button', { name: formatTime12h(slot.time), exact: true })).toBeDisabled();
    }
  });

  test('when someone else books the slot first, then "Booking Failed" shows the server message and the time drops out', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    await openConsultation(page);
    await chooseDate(page, slot.date);
    await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
    await fillForm(page);

    const rival = await request.post('/api/consultation/book', {
      data: { ...slot, type: 'consultation', clientName: 'Quick Rival', clientEmail: uniqueEmail('rival'), clientPhone: '5550001111', notes: '' },
    });
    expect(rival.status()).toBe(201);

    await submit(page).click();
    await expectToast(page, 'Booking Failed', /has just been booked by someone else\. Please choose another time\./);
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: formatTime12h(slot.time), exact: true })).toBeDisabled();
    await expect(submit(page)).toHaveText('Select Date & Time First');
    await expect(page.getByLabel('Full Name')).toHaveValue('Harold Jenkins');
  });

  test('when the slots cannot be loaded, then the "Error" toast says so and the visitor can retry', async ({ page }) => {
    await page.route('**/api/consultation/slots', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/consultation');
    await expectToast(page, 'Error', 'Failed to load available slots. Please try again.');
    await page.unroute('**/api/consultation/slots');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('gridcell', { disabled: false }).first()).toBeVisible();
  });

  test('when the calendar is used with the keyboard, then it follows the APG date grid', async ({ page }) => {
    await openConsultation(page);
    const grid = page.getByRole('grid');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date);
    const weekday = (date: string | undefined) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const tabStop = grid.locator('[tabindex="0"]');
    await expect(tabStop).toHaveCount(1);
    await tabStop.focus();
    const start = (await focused())!;

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(start);
    await page.keyboard.press('ArrowDown');
    const weekLater = new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await focused()).toBe(weekLater);
    await page.keyboard.press('Home');
    expect(weekday(await focused())).toBe(0);
    await page.keyboard.press('End');
    expect(weekday(await focused())).toBe(6);
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

    const month = await grid.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).innerText());
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid')).not.toHaveAccessibleName(month);
    await page.keyboard.press('PageUp');
    await expect(page.getByRole('grid')).toHaveAccessibleName(month);

    // Walk to an open day and choose it with Enter.
    const open = grid.locator('td[data-date]:not([aria-disabled="true"])').first();
    const label = (await open.getAttribute('aria-label'))!;
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(dayCell(page, (await open.getAttribute('data-date'))!)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Selected date: ${label}`)).toBeAttached();
    await expect(page.getByRole('group', { name: 'Select a Time' }).getByRole('button').first()).toBeVisible();
  });

});
