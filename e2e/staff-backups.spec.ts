import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { signInContext } from './support/staff-fixture';
import { addStaffAccount, openScreen } from './support/staff-helpers';
import { TestServer } from './support/test-server';

// Decision 027: while the server's last automatic backup failed, every staff screen opens with a
// notice. The suite's server has no backups set up: this test runs one of its own whose
// BACKUP_DIR has a file in its way.
const BACKUP_SERVER_PORT = PORT + 45;
/** An age public key; its secret key was thrown away (the backup never gets written anyway). */
const RECIPIENT = 'age1d7jrlnsuymcz6vnv9lsc4llgs2qlempgjha0f7y8j6apf052wgmqy5932a';

test('when the last automatic backup failed, then each staff screen opens with a notice saying why, and it passes axe', async ({ page }) => {
  // A server start, the CLI and a sign-in hash, on a busy two-core machine.
  test.setTimeout(120_000);
  const work = mkdtempSync(join(tmpdir(), 'woundcare-backups-'));
  const backupDir = join(work, 'backups');
  writeFileSync(backupDir, 'a file where the folder should be');
  const server = new TestServer(BACKUP_SERVER_PORT, join(work, 'data'), { BACKUP_DIR: backupDir, BACKUP_RECIPIENT: RECIPIENT });
  try {
    await server.start();
    const account = await addStaffAccount(undefined, undefined, { dataDir: server.dataDir, port: server.port });
    await signInContext(page.context(), server.origin, account);
    await page.goto(`${server.origin}/staff`);

    const notice = page.getByRole('region', { name: 'Automatic backups are failing' });
    await expect(notice).toContainText(`BACKUP_DIR (${backupDir}) is not a folder: a file is in the way.`);
    await expect(notice).toContainText('There is no automatic backup yet. Please tell whoever runs the server');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }
    // At 375 px, as the loop left it: the screens are behind the Menu button.
    await openScreen(page, 'Inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeFocused();
    await expect(notice).toBeVisible();
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
