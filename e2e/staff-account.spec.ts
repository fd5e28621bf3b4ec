import { PUBLIC_URL } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { expect, openStaff, signInContext, test } from './support/staff-fixture';
import { addStaffAccount, fillCredentials, staffNav } from './support/staff-helpers';

// ASVS 5 6.2.2, 7.4.3, 7.5.1: staff change their own password (the current one and a code first), and the other sessions end.

test('when a coordinator changes the password on the account screen, then the screen says so, the other session ends, and the new password signs in', async ({ page, browser }) => {
  // Four sign-ins and a change at scrypt's OWASP cost, and the CLI: slow on a busy two-core machine.
  test.setTimeout(120_000);
  // An account of its own: changing its password ends its other sessions.
  const account = await addStaffAccount();
  await signInContext(page.context(), PUBLIC_URL, account);
  // The page's clock is moved past a toast's time rather than the test waiting it out.
  await page.clock.install();
  await openStaff(page);
  // The app's code for now is spent by the enrolment; recovery codes stand in for the next ones.
  const [forPhone, forChange, forNewSignIn] = account.recoveryCodes;

  const phone = await (await browser.newContext()).newPage();
  await phone.goto('/staff');
  await fillCredentials(phone, account);
  await phone.getByRole('button', { name: 'Use a recovery code' }).click();
  await phone.getByLabel('Authentication code').fill(forPhone!);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

  await staffNav(page).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeFocused();
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
  // The other session has a 'Sign out' of its own; this device's has none.
  await expect(sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Sign out: Chrome on Linux, signed in / })).toBeVisible();
  await expect(sessions.filter({ hasText: 'This device' }).getByRole('button')).toHaveCount(0);
  // Decision 026: when and from where the authenticator app was set up, for its owner to recognise.
  await expect(page.getByRole('heading', { level: 2, name: 'Authenticator app' })).toBeVisible();
  const authenticator = page.locator('dl').filter({ hasText: 'Set up' });
  await expect(authenticator).toContainText('Chrome on Linux');
  await expect(authenticator).toContainText('Recovery codes');
  await expectAccessible(page);

  const newPassword = 'copper meadow kettle ninety';
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('Authentication code').fill(forChange!);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('New password again').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();

  const outcome = page.getByText('Your password is changed: use the new one from your next sign-in. 1 other session was signed out; this device stays signed in.');
  await expect(outcome.locator('..')).toBeFocused();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  // The toast goes by itself; the message stays.
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await page.clock.fastForward(6000);
  await expect(page.getByText('Password changed', { exact: true })).toBeHidden();
  await expect(outcome).toBeVisible();

  await staffNav(phone).getByRole('link', { name: 'Inquiries' }).click();
  await expect(phone.getByText(/Your session has ended, so you were signed out/)).toBeVisible();
  await phone.context().close();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await fillCredentials(page, account);
  await expect(page.getByText('The username or password is not right.')).toBeVisible();
  await fillCredentials(page, { ...account, password: newPassword });
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Authentication code').fill(forNewSignIn!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('when the account screen is used by keyboard alone, then it fits the width and a mistake puts focus on its field', async ({ staffPage: page }) => {
    await openStaff(page, '/staff/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Signed-in sessions' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    for (let presses = 0; presses < 40 && !(await current.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(current).toBeFocused();
    await page.keyboard.type('plum harbour violin sixty');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Authentication code')).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('copper meadow kettle ninety');
    await page.keyboard.press('Tab');
    await page.keyboard.type('copper meadow kettle nine');
    await page.keyboard.press('Enter');

    const again = form.getByLabel('New password again');
    await expect(again).toBeFocused();
    await expect(again).toHaveAccessibleDescription('The two new passwords are not the same. Please type it again.');
    await page.screenshot({ path: test.info().outputPath('account-320.png'), fullPage: true });
  });
});
