import { type APIRequestContext, type BrowserContext, type Cookie, expect, test as base, type Page } from '@playwright/test';
import { STAFF_API } from '#contract/staff';
import { PUBLIC_URL } from '../../playwright.config';
import { addStaffAccount, type StaffAccount, staffMenu, staffNav, totpNow, uniqueUsername } from './staff-helpers';

/**
 * One staff account per worker, made with the real command line and signed in once: its password,
 * then its first authenticator code, sent as the sign-in screen sends them. Each journey that only
 * needs to be signed in starts with that browser state instead of making and enrolling an account
 * of its own; sign-in and enrolment themselves are walked through the screens in staff-a11y.spec.ts,
 * staff-focus.spec.ts, staff-enrol-time.spec.ts, staff-timeout.spec.ts and staff.spec.ts.
 */
class WorkerStaff {
  private account: StaffAccount | null = null;

  constructor(private readonly api: APIRequestContext) {}

  /** The session's cookies: the account is made and signed in at the first call, and signed in again (a recovery code) if its session ended meanwhile. */
  async signedIn(): Promise<Cookie[]> {
    if (!this.account) {
      this.account = await addStaffAccount(uniqueUsername('worker'));
      const first = await this.signIn(this.account);
      expect(first.step).toBe('enrol');
      this.account.secret = first.secret!;
      this.account.recoveryCodes = (await this.code(totpNow(this.account.secret))).recoveryCodes ?? [];
      expect(this.account.recoveryCodes).toHaveLength(10);
    } else if (!(await this.api.get(STAFF_API.session)).ok()) {
      // Idle past STAFF_IDLE_MINUTES while the worker ran other files: the app's code may be spent this step, a recovery code is not.
      await this.signIn(this.account);
      await this.code(this.account.recoveryCodes.shift()!);
    }
    return (await this.api.storageState()).cookies;
  }

  private async signIn(account: StaffAccount): Promise<{ step: string; secret?: string }> {
    const answer = await this.api.post(STAFF_API.signIn, { data: { username: account.username, password: account.password } });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as { step: string; secret?: string };
  }

  private async code(code: string): Promise<{ recoveryCodes?: string[] }> {
    const answer = await this.api.post(STAFF_API.signInCode, { data: { code } });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as { recoveryCodes?: string[] };
  }
}

interface StaffFixtures {
  /** The test's page, its browser signed in as the worker's staff account (`{ staffPage: page }`). */
  staffPage: Page;
}

export const test = base.extend<StaffFixtures, { workerStaff: WorkerStaff }>({
  workerStaff: [
    async ({ playwright }, provide) => {
      // The staff area takes changes from PUBLIC_URL's origin only, as a browser's page sends them.
      const api = await playwright.request.newContext({ baseURL: PUBLIC_URL, extraHTTPHeaders: { Origin: PUBLIC_URL } });
      await provide(new WorkerStaff(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  staffPage: async ({ context, page, workerStaff }, provide) => {
    await context.addCookies(await workerStaff.signedIn());
    await provide(page);
  },
});

export { expect } from '@playwright/test';

/** Opens a staff screen in the signed-in browser and waits until it is shown (its navigation, or below 72em its Menu button, comes with the session). */
export async function openStaff(page: Page, path = '/staff'): Promise<void> {
  await page.goto(path);
  await expect(staffNav(page).or(staffMenu(page))).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
}

/** Signs a browser context of the test's in as `account` through the API (a server of the test's own), as the screens would. */
export async function signInContext(context: BrowserContext, origin: string, account: StaffAccount): Promise<void> {
  const first = await context.request.post(origin + STAFF_API.signIn, { data: { username: account.username, password: account.password }, headers: { Origin: origin } });
  expect(first.status(), await first.text()).toBe(200);
  const { step, secret } = (await first.json()) as { step: string; secret?: string };
  if (step === 'enrol') account.secret = secret!;
  const code = await context.request.post(origin + STAFF_API.signInCode, { data: { code: totpNow(account.secret) }, headers: { Origin: origin } });
  expect(code.status(), await code.text()).toBe(200);
  account.recoveryCodes = ((await code.json()) as { recoveryCodes?: string[] }).recoveryCodes ?? account.recoveryCodes;
}
