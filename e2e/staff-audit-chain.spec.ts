import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { signInContext } from './support/staff-fixture';
import { addStaffAccount, staffNav } from './support/staff-helpers';
import { TestServer } from './support/test-server';

// Decision 024: an audit entry changed while the server was stopped is found at the next start and
// shown to staff on every screen until one of them acknowledges it. A server of the test's own,
// as the suite's server's trail must stay whole for the other tests.
const SERVER_PORT = PORT + 47;

const banner = (page: Page) => page.getByRole('region', { name: 'The audit trail is broken' });

/** Changes the address of the trail's first entry in `audit.json`, as someone editing the file by hand would. */
function editFirstEntry(dataDir: string): void {
  const file = join(dataDir, 'audit.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { records: Record<string, unknown>[] };
  data.records[0]!.address = '203.0.113.9';
  writeFileSync(file, JSON.stringify(data));
}

test('when an audit entry was changed while the server was stopped, then every staff screen says so until someone acknowledges it', async ({ page }) => {
  // Three server starts, the CLI and a sign-in hash, on a busy two-core machine.
  test.setTimeout(90_000);
  const work = mkdtempSync(join(tmpdir(), 'woundcare-audit-chain-'));
  const server = new TestServer(SERVER_PORT, join(work, 'data'));
  try {
    await server.start();
    const account = await addStaffAccount(undefined, undefined, { dataDir: server.dataDir, port: server.port });
    await server.stop();
    editFirstEntry(server.dataDir);
    await server.start();

    await signInContext(page.context(), server.origin, account);
    await page.goto(`${server.origin}/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(banner(page)).toContainText('An entry of the audit trail was changed after it was written. Found ');
    await expect(banner(page)).toContainText('compare the data folder with its latest backup');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await staffNav(page).getByRole('link', { name: 'Inquiries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeFocused();
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole('button', { name: 'Acknowledge' }).click();
    const outcome = page.getByText('Break acknowledged. The audit trail records that you did, and when.');
    await expect(outcome.locator('..')).toBeFocused();
    await expect(banner(page)).toHaveCount(0);
    // The toast repeats it (not read out a second time); axe judges it once it has slid in.
    await expect(page.locator('[data-toast]')).toContainText('Break acknowledged');
    await expectAccessible(page);

    await staffNav(page).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeFocused();
    await expect(outcome).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Acknowledged a break in the trail' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Found the trail broken/ })).toContainText('an entry changed');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
