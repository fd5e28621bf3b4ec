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
  // The queued outcome lists it; the form's own list of chosen files may still be in the page, hidden.
  await expect(page.getByText(listed, { exact: true }).filter({ visible: true })).toBeVisible();
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

test('when the device has no room for the documents, then the form says so before keeping anything, with what they need, and nothing waits in the outbox', async ({ profile }) => {
  const { page, context } = profile;
  const patient = `No Room ${Date.now().toString(36)}`;
  await visitAndInstall(page, '/refer');
  await page.reload();
  await waitForHydration(page);
  // The browser's own quota for the site, as on a phone whose storage is nearly full. Chromium's
  // estimate does not follow the override: the write itself is refused, as on a disk that filled up
  // after the estimate was made, and the page hears that from the worker.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: 100 * 1024 });
  await fillReferral(page, patient);
  await page.getByLabel('Add documents').setInputFiles([{ name: 'order.pdf', mimeType: 'application/pdf', buffer: referralPdf(patient, 400) }]);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Send Referral' }).click();

  await expect(page.getByText(/this device does not have room to keep the referral’s documents for later \(they need .* is free\)\. Nothing was saved\./)).toBeVisible();
  expect(await page.evaluate(askOutbox, { type: 'outbox:list' } as const)).toEqual([]);
  await expect(page.getByLabel('Patient’s full name')).toHaveValue(patient);
});

test('when the browser would ask the visitor whether to keep the site’s storage, then the referral is kept without waiting for the answer', async ({ profile }) => {
  const { page, context } = profile;
  const patient = `Persist Asked ${Date.now().toString(36)}`;
  // Firefox asks the visitor; here the question is never answered.
  await context.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'persist', {
      value: () => {
        (window as unknown as { persistAsked: number }).persistAsked = ((window as unknown as { persistAsked?: number }).persistAsked ?? 0) + 1;
        return new Promise<boolean>(() => undefined);
      },
    });
  });
  await visitAndInstall(page, '/refer');
  await page.reload();
  await waitForHydration(page);
  await fillReferral(page, patient);
  await page.getByLabel('Add documents').setInputFiles([{ name: 'order.pdf', mimeType: 'application/pdf', buffer: referralPdf(patient, 20) }]);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Send Referral' }).click();

  await expect(page.getByText(refer.outcome.queuedTitle, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { persistAsked?: number }).persistAsked)).toBe(1);
  const waiting = (await page.evaluate(askOutbox, { type: 'outbox:list' } as const)) as OutboxEntry[];
  expect(waiting.map((entry) => [entry.kind, entry.status])).toEqual([['referral', 'waiting']]);
});
