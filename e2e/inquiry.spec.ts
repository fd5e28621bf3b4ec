import { expect, type Page, test } from '@playwright/test';
import { formatDateLong, formatTime12h } from '#contract';
import { chooseDate, expectAccessible, expectToast, fillInquiryContact, pickFreeSlot, toasts, uniqueEmail, waitUntilInteractive } from './support/booking-helpers';

async function openInquiryTab(page: Page) {
  await page.goto('/contact');
  await waitUntilInteractive(page, 'Book Free Consultation');
  await page.getByRole('tab', { name: 'General Inquiry' }).click();
  await expect(page.getByRole('tabpanel', { name: 'General Inquiry' })).toBeVisible();
}

test.describe('/contact card', () => {
  test('when the tabs are used with the keyboard, then arrows move between them and show their panels', async ({ page }) => {
    await page.goto('/contact');
    await waitUntilInteractive(page, 'Book Free Consultation');
    const book = page.getByRole('tab', { name: 'Book Consultation' });
    const inquiry = page.getByRole('tab', { name: 'General Inquiry' });
    await expect(page.getByRole('tablist', { name: 'Schedule a Free Consultation' })).toBeVisible();
    await expect(book).toHaveAttribute('aria-selected', 'true');
    await book.focus();
    await page.keyboard.press('ArrowRight');
    await expect(inquiry).toBeFocused();
    await expect(inquiry).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'General Inquiry' })).toBeVisible();
    // Its form loads when the tab is first chosen.
    await expect(page.getByRole('tabpanel', { name: 'General Inquiry' }).getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
    await expect(page.getByRole('tabpanel', { name: 'Book Consultation' })).toBeHidden();
    await page.keyboard.press('Home');
    await expect(book).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Book Consultation' })).toBeVisible();
  });

  test('when a booking is sent from the tab without date and time, then "Missing Information" shows', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expectToast(page, 'Missing Information', 'Please select a date and time for your consultation.');
    await expect(page.getByText('Please select a date', { exact: true })).toBeVisible();
    await expect(page.getByText('Please select a time', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('when a consultation is booked from the tab, then it is scheduled like on /consultation', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    await page.goto('/contact');
    await chooseDate(page, slot.date);
    await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
    await page.getByLabel('Full Name').fill('Irene Walsh');
    await page.getByLabel('Email', { exact: true }).first().fill(uniqueEmail('tab'));
    await page.getByLabel('Phone Number').first().fill('555-404-7788');
    await page.getByLabel('Consultation Type').selectOption('video');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expectToast(page, 'Consultation Scheduled', `Your free consultation has been scheduled for ${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}.`);
  });

  test('when the inquiry is sent empty with consent unchecked, then every message shows', async ({ page }) => {
    await openInquiryTab(page);
    const panel = page.getByRole('tabpanel', { name: 'General Inquiry' });
    const consent = panel.getByRole('checkbox');
    await expect(consent).toBeChecked();
    await consent.uncheck();
    await panel.getByRole('button', { name: 'Send Inquiry' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Invalid email address', 'Phone number must be at least 10 digits', 'Consent is required']) {
      await expect(panel.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(consent).toHaveAccessibleDescription('Consent is required');
    await expect(panel.getByLabel('First Name')).toBeFocused();
    await expectAccessible(page);
  });

  test('when an inquiry is sent, then the "Success!" toast shows the server message, the form resets, and a swipe dismisses the toast', async ({ page }) => {
    await openInquiryTab(page);
    const panel = page.getByRole('tabpanel', { name: 'General Inquiry' });
    await panel.getByLabel('First Name').fill('Grace');
    await panel.getByLabel('Last Name').fill('Okafor');
    await panel.getByLabel('Email').fill(uniqueEmail('inquiry'));
    await panel.getByLabel('Phone Number').fill('(555) 606-2200');
    await panel.getByLabel('Service of Interest').selectOption({ label: 'Compression Therapy' });
    await panel.getByLabel('Care Location').selectOption({ label: 'Assisted Living Facility' });
    await panel.getByLabel('Message').fill('My father has a leg ulcer that is slow to heal.');
    const [response] = await Promise.all([page.waitForResponse('**/api/contact'), panel.getByRole('button', { name: 'Send Inquiry' }).click()]);
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const { message } = (await response.json()) as { message: string };
    await expectToast(page, 'Success!', message);
    await expect(panel.getByLabel('First Name')).toHaveValue('');
    await expect(panel.getByRole('checkbox')).toBeChecked();

    const card = toasts(page).getByText('Success!');
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(card).toBeHidden();
  });

  test('when the server fails, then the "Error" toast shows the error message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"We are updating the site. Please try again in a minute."}' }));
    await openInquiryTab(page);
    const panel = page.getByRole('tabpanel', { name: 'General Inquiry' });
    await fillInquiryContact(panel);
    await panel.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectToast(page, 'Error', 'We are updating the site. Please try again in a minute.');
    await expect(panel.getByLabel('First Name')).toHaveValue('Grace');
  });
});
