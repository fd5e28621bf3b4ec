import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { addDays, provider, todayIn } from '../api/contract';
import { STAFF_API } from '../api/contract/staff';
import { PORT } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { addStaffAccount, enrol, fillCredentials } from './support/staff-helpers';
import { TestServer } from './support/test-server';

// Issue 25, failure 1 (WCAG 2.2.1), against a server of the test's with STAFF_IDLE_MINUTES=1. Real time, not
// page.clock: the warning is timed by the server's answers (the app trusts the server's clock over the
// device's), so only the server's own minute passing is an honest test.

const TIMEOUT_PORT = PORT + 30;

/** What GET session says now: it does not count as activity, so asking changes nothing. */
async function sessionOn(page: Page, origin: string): Promise<{ status: number; expiresAt?: string }> {
  const answer = await page.request.get(origin + STAFF_API.session);
  return { status: answer.status(), ...(answer.ok() ? ((await answer.json()) as { expiresAt: string }) : {}) };
}

test('when a half-filled Closed-days form is left with a one-minute idle limit, then a warning comes at least 20 s before the end, Stay signed in renews the session on the server, and after the forced sign-in the form has what was typed', async ({ page }) => {
  // Enrolment, then two idle stretches of about half a minute and one of a minute.
  test.setTimeout(240_000);
  const work = mkdtempSync(join(tmpdir(), 'woundcare-timeout-'));
  const server = new TestServer(TIMEOUT_PORT, join(work, 'data'), { STAFF_IDLE_MINUTES: '1' });
  await server.start();
  try {
    const account = await addStaffAccount(undefined, undefined, { dataDir: server.dataDir, port: server.port });
    await page.goto(`${server.origin}/staff/closed-days`);
    await enrol(page, account);
    // Continue went with the sign-in screen: the screen it led to has focus on its heading (failure 5).
    await expect(page.getByRole('heading', { level: 1, name: 'Closed days' })).toBeFocused();

    const day = addDays(todayIn(Date.now(), provider.timeZone), 20);
    await page.getByLabel('Day', { exact: true }).fill(day);
    const reason = page.getByLabel(/^Reason/);
    await reason.fill('Staff training');

    const warning = page.getByRole('dialog', { name: 'You are about to be signed out' });
    await expect(warning).toBeVisible({ timeout: 50_000 });
    const first = await sessionOn(page, server.origin);
    expect(Date.parse(first.expiresAt!) - Date.now()).toBeGreaterThanOrEqual(20_000);
    await expect(warning).toContainText('signs you out after 1 minute without use');
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.press('Enter');

    await expect(warning).toBeHidden();
    await expect(reason).toBeFocused();
    const renewed = await sessionOn(page, server.origin);
    expect(Date.parse(renewed.expiresAt!)).toBeGreaterThan(Date.parse(first.expiresAt!) + 15_000);

    // Left alone this time: the warning again, then sign-in, the session ended on the server too.
    await expect(warning).toBeVisible({ timeout: 50_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible({ timeout: 50_000 });
    await expect(page.locator(':focus')).toContainText('Your session has ended, so you were signed out.');
    expect((await sessionOn(page, server.origin)).status).toBe(401);

    await fillCredentials(page, account);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Authentication code').fill(account.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Closed days' })).toBeFocused();
    await expect(page.getByText('What you had typed before the session ended is back.')).toBeVisible();
    await expect(reason).toHaveValue('Staff training');
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue(day);
    await expectAccessible(page);
    expect(await page.evaluate(() => sessionStorage.getItem('staff-drafts'))).toBeNull();
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
