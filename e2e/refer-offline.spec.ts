import type { OutboxEntry } from '#contract';
import { formatBytes } from '#contract/referral';
import { refer } from '../web/i18n/refer.en';
import { askOutbox } from './support/outbox-helpers';
import { fillReferral, keptBodies, referralPdf, referralsOf, sha256, storedReferral } from './support/referral-helpers';
import { expect, test, visitAndInstall } from './support/pwa-fixture';
import { waitForHydration } from './site-helpers';

const dataDir = () => process.env.E2E_DATA_DIR!;

test('when a facility nurse sends a referral with a PDF while offline, then it is kept with its document listed by size, and sent once when the connection returns: the server stores the very bytes', async ({ profile }) => {
  const { page, context } = profile;
  const patient = `Offline Case ${Date.now().toString(36)}`;
  const pdf = referralPdf(patient, 400);
  await visitAndInstall(page, '/refer');
  await page.reload();
  await waitForHydration(page);
  await fillReferral(page, patient);
  await page.getByLabel('Add documents').setInputFiles([{ name: 'order.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Send Referral' }).click();

  await expect(page.getByText(refer.outcome.queuedTitle, { exact: true })).toBeVisible();
  const listed = `order.pdf (${formatBytes(pdf.length)})`;
  await expect(page.getByText(listed, { exact: true }).first()).toBeVisible();
  // Chromium keeps the body as a Blob, with the bytes the page built.
  expect(await page.evaluate(keptBodies)).toEqual(['blob']);
  await page.getByRole('button', { name: /Outbox/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Referral of a patient')).toBeVisible();
  await expect(dialog.getByText(listed)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(storedReferral(dataDir(), patient)).toBeUndefined();

  await context.setOffline(false);

  await expect(page.getByText(/Thank you\. We received your referral\. Its reference is R-/)).toBeVisible({ timeout: 30_000 });
  const stored = storedReferral(dataDir(), patient)!;
  expect(sha256(stored.documents[0]!.bytes)).toBe(sha256(pdf));
  // Every later trigger (a reload's replay, a page asking) finds nothing waiting: stored once, its bytes gone from the device.
  await page.reload();
  await page.evaluate(askOutbox, { type: 'outbox:replay' } as const);
  const left = (await page.evaluate(askOutbox, { type: 'outbox:list' } as const)) as OutboxEntry[];
  expect(left.filter((entry) => entry.status === 'waiting' || entry.status === 'sending')).toEqual([]);
  expect(referralsOf(dataDir(), patient)).toBe(1);
  expect(await page.evaluate(keptBodies)).toEqual([]);
});
