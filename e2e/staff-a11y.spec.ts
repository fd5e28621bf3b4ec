import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatTime12h } from '#contract';
import { expectAccessible, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { addStaffAccount, agendaRow, fillCredentials, shownSecret, staffNav, totpNow } from './support/staff-helpers';

// Every staff screen axe-clean at 1280 and 375 px, and sign-in and cancelling done by keyboard alone.

async function bookingFor(page: Page, label: string): Promise<string> {
  const slot = await pickFreeSlot(page.request, 'consultation');
  const clientName = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const answer = await page.request.post('/api/consultation/book', {
    data: { date: slot.date, time: slot.time, type: 'consultation', clientName, clientEmail: uniqueEmail('a11y'), clientPhone: '5550001111', notes: `At ${formatTime12h(slot.time)}` },
  });
  expect(answer.status()).toBe(201);
  return clientName;
}

const WIDTHS = [1280, 375];

/**
 * Axe on the screen as it is, at each width in turn (the page resized, as a window narrowed or a
 * phone turned would be), then back to the first: one walk through the staff area checks both.
 */
async function accessibleAtEveryWidth(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await test.step(`axe at ${width} px`, () => expectAccessible(page));
  }
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
}

test(`when each staff screen is checked by axe at ${WIDTHS.join(' and ')} px, then none has a serious or critical violation`, async ({ page }) => {
  // Forty axe runs, two sign-in hashes and the CLI: slow on a busy two-core machine (over three minutes seen).
  test.setTimeout(300_000);
  const client = await bookingFor(page, 'Axe Client');
  const inquiry = await page.request.post('/api/contact', {
    data: { firstName: 'Axe', lastName: 'Inquirer', email: uniqueEmail('a11y'), phone: '5556062200', serviceType: 'wound-care', careLocation: 'home', message: 'Checking.', consent: 'true' },
  });
  expect(inquiry.status()).toBe(201);
  const account = await addStaffAccount();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await accessibleAtEveryWidth(page);

  await fillCredentials(page, account);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await accessibleAtEveryWidth(page);
  await page.getByLabel('Authentication code').fill(totpNow(await shownSecret(page)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await accessibleAtEveryWidth(page);
  await page.getByLabel('I saved them').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(agendaRow(page, client)).toBeVisible();
  await agendaRow(page, client).getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Selected bookings' })).toBeVisible();
  await accessibleAtEveryWidth(page);
  await page.getByRole('link', { name: 'Past days' }).click();
  await expect(page.getByRole('button', { name: 'Show earlier days' })).toBeVisible();
  await accessibleAtEveryWidth(page);

  await page.getByRole('link', { name: 'Today and upcoming' }).click();
  await agendaRow(page, client).getByRole('link', { name: client }).click();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await accessibleAtEveryWidth(page);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
  await accessibleAtEveryWidth(page);
  await page.keyboard.press('Escape');

  for (const [link, heading] of [
    // The coordinator's screens as a server with no nurse has them (staff-coordinator.spec.ts and staff-today.spec.ts check them with nurses).
    ['Book by phone', 'Book by phone'],
    ['Today', 'Today'],
    ['Team', 'Team'],
    ['Inquiries', 'Inquiries'],
    ['Referrals', 'Referrals'],
    ['Closed days', 'Closed days'],
    ['Export', 'Export'],
    ['Audit', 'Audit trail'],
    // As this server has it (its mail goes to .eml files, so usually empty); e2e/staff-mail.spec.ts makes a real failure.
    ['E-mail problems', 'E-mail problems'],
    ['Account', 'Account'],
  ] as const) {
    await staffNav(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await accessibleAtEveryWidth(page);
    if (link === 'Inquiries') {
      await page.getByRole('button', { name: /^Mark handled: Axe Inquirer/ }).first().click();
      await expect(page.getByRole('dialog', { name: 'Mark this inquiry handled?' })).toBeVisible();
      await accessibleAtEveryWidth(page);
      await page.keyboard.press('Escape');
      // One inquiry's own page, the one staff alerts link to.
      await page.getByRole('link', { name: 'Axe Inquirer' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inquiry' })).toBeFocused();
      await expect(page.getByRole('button', { name: /^Mark handled: Axe Inquirer/ })).toBeVisible();
      await accessibleAtEveryWidth(page);
    }
  }
  await page.goto('/staff/inquiries?status=handled');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await accessibleAtEveryWidth(page);
  await page.goto('/staff/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await accessibleAtEveryWidth(page);
});

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('when a coordinator signs in, enrols and cancels a booking by keyboard alone, then every step is reachable and focus lands on each outcome', async ({ page }) => {
  test.setTimeout(120_000);
  const client = await bookingFor(page, 'Keyboard Client');
  const account = await addStaffAccount();
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();

  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeFocused();
  await tabTo(page, page.getByLabel('Authentication code'));
  await page.keyboard.type(totpNow(await shownSecret(page)));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeFocused();
  await tabTo(page, page.getByLabel('I saved them'));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  const link = agendaRow(page, client).getByRole('link', { name: client });
  await expect(link).toBeVisible();
  await tabTo(page, link, 400);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeFocused();
  const cancel = page.getByRole('button', { name: 'Cancel booking' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByLabel(/Message to the patient/)).toBeFocused();
  // Escape closes it, and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(/Message to the patient/)).toBeFocused();
  await page.keyboard.type('Please call us to rebook.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/Internal note/)).toBeFocused();
  await page.keyboard.type('Duplicate');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus is on the outcome beside the details (the paragraph's box).
    await expect(page.getByText('This booking is cancelled. Its time is free for visitors again.').locator('..')).toBeFocused();
});
