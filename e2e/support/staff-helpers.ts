import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { compiledArgs } from '../../api/test-support/compiled';
import { PORT } from '../../playwright.config';

const run = promisify(execFile);

/** A password the policy accepts: long, unrelated words. */
export const STAFF_PASSWORD = 'plum harbour violin sixty';

export interface StaffAccount {
  username: string;
  password: string;
  /** Known once enrolled: the key the enrolment step shows, and the ten recovery codes. */
  secret: string;
  recoveryCodes: string[];
}

/** A username no other test uses (they share the server's data folder). */
export const uniqueUsername = (label = 'staff'): string => `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/**
 * Creates an account the way a provider does: the staff command, compiled as `npm run staff -- add
 * <name> --password-stdin` runs it, on the data folder of the server the tests run against (or
 * another of the test's), while it runs. (`npm run staff` itself is tested in api/cli/staff-changes.test.ts.)
 */
export async function addStaffAccount(username = uniqueUsername(), password = STAFF_PASSWORD, server = { dataDir: process.env.E2E_DATA_DIR!, port: PORT }): Promise<StaffAccount> {
  const child = run(process.execPath, compiledArgs('staff', ['add', username, '--password-stdin']), {
    env: { ...process.env, DATA_DIR: server.dataDir, PORT: String(server.port) },
    timeout: 60_000,
  });
  child.child.stdin?.end(`${password}\n`);
  await child;
  return { username, password, secret: '', recoveryCodes: [] };
}

/** The code an authenticator app shows now for `secret`. */
export const totpNow = (secret: string): string => TOTP.generate({ secret: Secret.fromBase32(secret) });

export async function fillCredentials(page: Page, account: StaffAccount): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The key shown as text beside the QR code, without the spaces that group it. */
export async function shownSecret(page: Page): Promise<string> {
  const step = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Or type this key into the app' }) });
  return ((await step.locator('p').first().textContent()) ?? '').replace(/\s+/g, '');
}

/**
 * First sign-in from the sign-in screen: password, the key read off the screen into a code
 * computed here as an authenticator app would, the recovery codes read and confirmed saved.
 */
export async function enrol(page: Page, account: StaffAccount): Promise<StaffAccount> {
  await fillCredentials(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  account.secret = await shownSecret(page);
  expect(account.secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Authentication code').fill(totpNow(account.secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  account.recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByLabel('I saved them').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return account;
}

/** The staff app's screens by their names in its navigation. */
export const staffNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Staff' });

/** The bar's 'Menu' button, shown below 72em where the screens fold behind it (decision 057). */
export const staffMenu = (page: Page): Locator => page.getByRole('button', { name: /^Menu/ });

/** Opens the staff menu when the screens are folded behind it (below 72em); on a wide screen they are in the bar already. */
export async function openStaffMenu(page: Page): Promise<void> {
  const menu = staffMenu(page);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** Goes to a staff screen by its link in the navigation, at any width, as a person does. */
export async function openScreen(page: Page, name: string): Promise<void> {
  await openStaffMenu(page);
  await staffNav(page).getByRole('link', { name }).click();
}

/** The agenda row of a booking, found by the client's (unique) name. */
export const agendaRow = (page: Page, clientName: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: clientName, exact: true }) });

/**
 * The page's own API requests not yet answered. A test that ends the session behind the
 * page's back waits for `settled` first: a screen's data still loading when the session ends comes
 * back 401, and the app rightly signs out there and then (with the screen it was on as `next`), so a
 * click the test meant to be "the next request" would find the sign-in screen instead.
 */
export function apiRequests(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => { if (isApi(request)) pending.add(request); });
  // Answered is enough: the server has read the request before the session ends.
  page.on('response', (response) => pending.delete(response.request()));
  page.on('requestfailed', (request) => pending.delete(request));
  const inFlight = () => [...pending].map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  return {
    async settled() {
      // Nothing in flight after the page has run what the last answers set going (a query that
      // starts once another has its data): the tasks they queued and two frames, in the page's order.
      for (;;) {
        await expect.poll(inFlight, { intervals: [50], timeout: 15_000 }).toEqual([]);
        await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))))));
        if (inFlight().length === 0) return;
      }
    },
  };
}
