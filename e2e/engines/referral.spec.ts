import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutboxEntry } from '#contract';
import { formatBytes } from '#contract/referral';
import { offline } from '../../web/i18n/offline.en';
import { refer } from '../../web/i18n/refer.en';
import { shell } from '../../web/i18n/shell.en';
import { askOutbox } from '../support/outbox-helpers';
import { keptBodies, referralPdf, referralsOf, sha256, storedReferral } from '../support/referral-helpers';
import { until } from './driver';
import { expect, hydrated, readToasts, seeText, test, visitAndInstall } from './fixture';
import { fillReferral, openOutbox, outboxEntries } from './steps';

// A referral kept offline in Firefox ESR and WebKitGTK (docs/decisions/063-referrals-offline.md):
// its body handed to the worker by the page, and sent by the page's own asking, as these engines
// have no Background Sync. Chromium's journey is e2e/refer-offline.spec.ts.
test.describe.configure({ mode: 'serial' });

let folder = '';
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'woundcare-referral-files-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('when a facility nurse sends a referral with a PDF and the server cannot be reached, then it is kept with its document listed by size, and the open page sends it once when the server is back: the server stores the very bytes', async ({ driver, site, engine }) => {
  test.setTimeout(150_000);
  const patient = `Engine Case ${engine} ${Date.now().toString(36)}`;
  const pdf = referralPdf(patient, 400);
  const path = join(folder, 'order.pdf');
  writeFileSync(path, pdf);
  const listed = `order.pdf (${formatBytes(pdf.length)})`;

  await visitAndInstall(driver, `${site.origin}/refer`);
  await driver.goto(`${site.origin}/refer`);
  await hydrated(driver);
  await fillReferral(driver, patient, [path]);
  await seeText(driver, listed);
  await site.stop();

  await driver.click({ css: 'button[type="submit"]', text: refer.form.submit });

  await seeText(driver, refer.outcome.queued);
  // Firefox keeps the Blob itself; WebKitGTK will not store a Blob in IndexedDB, so its bytes are kept (sw/outbox-bodies.ts).
  expect(await driver.evaluate(keptBodies)).toEqual([engine === 'firefox' ? 'blob' : 'bytes']);
  await openOutbox(driver);
  await until('the outbox lists the referral with its document', async () => (await outboxEntries(driver)).some((entry) => entry.includes(offline.outbox.summary('referral', '')) && entry.includes(listed) && entry.includes(offline.outbox.status.waiting)));
  await driver.click({ css: 'dialog[open] button', text: offline.outbox.close });
  expect(storedReferral(site.dataDir, patient)).toBeUndefined();

  // The server is back. No 'online' event comes (the browser never counted itself offline) and the
  // page stays where it is: its own asking again sends the referral.
  await site.start();

  await until('the referral reaches storage', async () => storedReferral(site.dataDir, patient)?.documents.length === 1, 75_000);
  expect(sha256(storedReferral(site.dataDir, patient)!.documents[0]!.bytes)).toBe(sha256(pdf));
  await readToasts(driver, ['We received your referral'], shell.toaster.close);
  // A later page's replay finds nothing waiting: stored once, and its bytes have left the device.
  await driver.goto(`${site.origin}/`);
  await hydrated(driver);
  await driver.evaluate(askOutbox, { type: 'outbox:replay' });
  const left = (await driver.evaluate(askOutbox, { type: 'outbox:list' })) as OutboxEntry[];
  expect(left.filter((entry) => entry.status === 'waiting' || entry.status === 'sending')).toEqual([]);
  expect(referralsOf(site.dataDir, patient)).toBe(1);
  expect(await driver.evaluate(keptBodies)).toEqual([]);
});

test('when a referral’s upload is slow, then the bar shows the bytes sent of the total, and Cancel stops it: nothing is stored and the form keeps what was typed and chosen', async ({ driver, site }) => {
  test.setTimeout(120_000);
  const patient = `Slow Case ${Date.now().toString(36)}`;
  const path = join(folder, 'scan.pdf');
  writeFileSync(path, referralPdf(patient, 8 * 1024));
  await driver.goto(`${site.origin}/refer`);
  await hydrated(driver);
  await fillReferral(driver, patient, [path]);
  site.slowUploads(200 * 1024);
  try {
    await driver.click({ css: 'button[type="submit"]', text: refer.form.submit });

    await until('the bar shows some of the bytes sent, not all', () =>
      driver.evaluate((label) => {
        const bar = document.querySelector<HTMLProgressElement>(`progress[aria-label="${label}"]`);
        return Boolean(bar && bar.value > 0 && bar.value < bar.max / 2 && /of .* sent$/.test(bar.getAttribute('aria-valuetext') ?? ''));
      }, refer.progress.label),
    );
    await driver.click({ css: 'button', text: refer.progress.cancel });
    await seeText(driver, refer.progress.cancelled);
  } finally {
    site.slowUploads(null);
  }
  expect(await driver.evaluate((label) => (Array.from(document.querySelectorAll('label')).find((each) => each.textContent?.trim() === label)?.control as HTMLInputElement).value, refer.form.patientName)).toBe(patient);
  await seeText(driver, 'scan.pdf (8');
  // The cancel closed the connection before the body was whole: the server has nothing to keep.
  expect(referralsOf(site.dataDir, patient)).toBe(0);
  // Sent again, it goes whole.
  await driver.click({ css: 'button[type="submit"]', text: refer.form.submit });
  await seeText(driver, refer.outcome.sentTitle, 60_000);
  expect(referralsOf(site.dataDir, patient)).toBe(1);
});
