import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { addDays, provider, todayIn } from '#contract';
import { STAFF_API } from '#contract/staff';
import { PORT } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { addStaffAccount, enrol, fillCredentials } from './support/staff-helpers';
import { TestServer } from './support/test-server';

// Decision 028 (WCAG 2.2.1), against a server of the test's with STAFF_IDLE_MINUTES=1. Real time, not
// page.clock: the warning is timed by the server's answers (the app trusts the server's clock over the
// device's), so only the server's own minute passing is an honest test.

const TIMEOUT_PORT = PORT + 30;

/** What GET session says now: it does not count as activity, so asking changes nothing. */
async function sessionOn(page: Page, origin: string): Promise<{ status: number; expiresAt?: string }> {
  const answer = await page.request.get(origin + STAFF_API.session);
  return { status: answer.status(), ...(answer.ok() ? ((await answer.json()) as { expiresAt: string }) : {}) };
}

test('when a half-filled Closed-days form is left with a one-minute idle limit, then a warning comes at least 20 s before the end, Stay signed in renews the session on the server, and after the forced sign-in the form has what was typed', async ({ page, browser }) => {
  // Enrolment, then a minute idle: two browsers at once, one that stays signed in (and is warned again), one
  // left alone, so the two idle minutes overlap.
  test.setTimeout(180_000);
  const work = mkdtempSync(join(tmpdir(), 'woundcare-timeout-'));
  const server = new TestServer(TIMEOUT_PORT, join(work, 'data'), { STAFF_IDLE_MINUTES: '1' });
  const elsewhere = await browser.newContext();
  await server.start();
  try {
    const day = addDays(todayIn(Date.now(), provider.timeZone), 20);
    const warningOn = (tab: Page) => tab.getByRole('dialog', { name: 'You are about to be signed out' });
    /** A new account enrolled on the Closed-days screen, its form half filled. */
    const halfFilled = async (tab: Page) => {
      const account = await addStaffAccount(undefined, undefined, { dataDir: server.dataDir, port: server.port });
      await tab.goto(`${server.origin}/staff/closed-days`);
      await enrol(tab, account);
      // Continue went with the sign-in screen: the screen it led to has focus on its heading (failure 5).
      await expect(tab.getByRole('heading', { level: 1, name: 'Closed days' })).toBeFocused();
      await tab.getByLabel('Day', { exact: true }).fill(day);
      await tab.getByLabel(/^Reason/).fill('Staff training');
      return account;
    };

    const staysSignedIn = async (tab: Page) => {
      await halfFilled(tab);
      const warning = warningOn(tab);
      await expect(warning).toBeVisible({ timeout: 50_000 });
      const first = await sessionOn(tab, server.origin);
      expect(Date.parse(first.expiresAt!) - Date.now()).toBeGreaterThanOrEqual(20_000);
      await expect(warning).toContainText('signs you out after 1 minute without use');
      await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
      await expectAccessible(tab);

      await tab.keyboard.press('Enter');

      await expect(warning).toBeHidden();
      await expect(tab.getByLabel(/^Reason/)).toBeFocused();
      const renewed = await sessionOn(tab, server.origin);
      expect(Date.parse(renewed.expiresAt!)).toBeGreaterThan(Date.parse(first.expiresAt!) + 15_000);
      // The renewed session is timed again: its own warning comes.
      await expect(warning).toBeVisible({ timeout: 50_000 });
    };

    const leftAlone = async (tab: Page) => {
      const account = await halfFilled(tab);
      // The warning, then sign-in, the session ended on the server too.
      await expect(warningOn(tab)).toBeVisible({ timeout: 50_000 });
      await expect(tab.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible({ timeout: 50_000 });
      await expect(tab.locator(':focus')).toContainText('Your session has ended, so you were signed out.');
      expect((await sessionOn(tab, server.origin)).status).toBe(401);

      await fillCredentials(tab, account);
      await tab.getByRole('button', { name: 'Use a recovery code' }).click();
      await tab.getByLabel('Authentication code').fill(account.recoveryCodes[0]!);
      await tab.getByRole('button', { name: 'Verify' }).click();

      await expect(tab.getByRole('heading', { level: 1, name: 'Closed days' })).toBeFocused();
      await expect(tab.getByText('What you had typed before the session ended is back.')).toBeVisible();
      await expect(tab.getByLabel(/^Reason/)).toHaveValue('Staff training');
      await expect(tab.getByLabel('Day', { exact: true })).toHaveValue(day);
      await expectAccessible(tab);
      expect(await tab.evaluate(() => sessionStorage.getItem('staff-drafts'))).toBeNull();
    };

    await Promise.all([staysSignedIn(page), leftAlone(await elsewhere.newPage())]);
  } finally {
    await elsewhere.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
