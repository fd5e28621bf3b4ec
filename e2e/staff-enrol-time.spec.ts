import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/booking-helpers';
import { addStaffAccount, fillCredentials, shownSecret } from './support/staff-helpers';

// Decision 028 (WCAG 2.2.1): the authenticator set-up step warns before it ends, gives more time,
// and starting again shows the same key. The page's clock is moved (page.clock): the step's deadline is
// the server's answer plus this device's clock when it came, so only the device's clock matters here, and
// "I need more time" is answered by the real server.

test('when the set-up step nears its end, then a dialog warns and gives more time; when it ends, sign-in says the key stays the same, and it does', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const account = await addStaffAccount();
  await page.goto('/staff');
  await fillCredentials(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible();
  const key = await shownSecret(page);

  await page.clock.fastForward('09:05');
  const warning = page.getByRole('dialog', { name: 'Your set-up time ends soon' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('the key stays the same, so the entry you added to your app still works');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'I need more time' }).click();
  await expect(warning).toBeHidden();

  // Ten more minutes from the answer: a minute short of that, no warning yet.
  await page.clock.fastForward('08:00');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('01:05');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');

  const notice = page.getByText('The time to set up two-step sign-in ran out. Please sign in again: the key stays the same');
  await expect(notice).toBeVisible();
  await expect(page.locator(':focus')).toContainText('The time to set up two-step sign-in ran out');
  await fillCredentials(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible();
  expect(await shownSecret(page)).toBe(key);
});
