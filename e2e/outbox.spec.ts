import { randomUUID } from 'node:crypto';
import { expect, storedRecords, test, visitAndInstall } from './support/pwa-fixture';
import type { OutboxEntry } from '#contract';
import { askOutbox, consultation, freeSlot, inquiry, postFromPage } from './support/outbox-helpers';

const countInquiries = (marker: string) =>
  storedRecords<{ message?: string }>('contact-inquiries').filter((record) => record.message?.includes(marker)).length;
const countBookings = (date: string, time: string) =>
  storedRecords<{ date: string; time: string }>('consultation-bookings').filter((b) => b.date === date && b.time === time).length;

test.describe('the outbox', () => {
  test('when an inquiry is sent offline, then it is kept, sent once on reconnection, and the visitor is told', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/contact');
    await context.setOffline(true);
    const marker = randomUUID();
    const key = randomUUID();
    const answer = await postFromPage(page, '/api/contact', inquiry(marker), key);
    expect(answer).toEqual({ status: 202, json: { queued: true, id: key } });
    await expect(page.getByRole('button', { name: /Outbox/ })).toContainText('1');
    expect(countInquiries(marker)).toBe(0);

    await context.setOffline(false);
    await expect(page.getByText('Success!')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => countInquiries(marker)).toBe(1);
    // Replays from every trigger (sync event, page reconnect, reload, a page asking) still store it once:
    // once a reloaded page's replay has been asked and answered, nothing waits and nothing more was stored.
    await page.reload();
    await page.evaluate(askOutbox, { type: 'outbox:replay' } as const);
    const left = (await page.evaluate(askOutbox, { type: 'outbox:list' } as const)) as OutboxEntry[];
    expect(left.filter((entry) => entry.status === 'waiting' || entry.status === 'sending')).toEqual([]);
    expect(countInquiries(marker)).toBe(1);
  });

  test('when a queued booking finds its slot taken, then it is reported as failed with the reason', async ({ profile, request }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/consultation');
    const slot = await freeSlot(request);
    await context.setOffline(true);
    const answer = await postFromPage(page, '/api/consultation/book', consultation(slot, 'offline-loser'), randomUUID());
    expect(answer.status).toBe(202);
    // Someone else books the same slot while this device is offline.
    const rival = await request.post('/api/consultation/book', { data: consultation(slot, 'rival') });
    expect(rival.status()).toBe(201);

    await context.setOffline(false);
    await expect(page.getByText('Booking Failed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/just been booked by someone else/).filter({ visible: true })).toBeVisible();
    expect(countBookings(slot.date, slot.time)).toBe(1);
    await page.getByRole('button', { name: /Outbox/ }).click();
    await expect(page.getByRole('dialog')).toContainText('Could not be sent');
  });

  test('when the tab is closed with a submission waiting, then it goes out on the next visit', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/contact');
    await context.setOffline(true);
    const marker = randomUUID();
    expect((await postFromPage(page, '/api/contact', inquiry(marker), randomUUID())).status).toBe(202);
    const { page: again } = await profile.relaunch();
    await again.goto('/');
    await expect.poll(() => countInquiries(marker), { timeout: 20_000 }).toBe(1);
    await expect(again.getByText('Success!')).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('when the server cannot take it yet', () => {
  for (const status of [503, 429]) {
    test(`when replay meets a ${status}, then the submission stays waiting and goes out on a later try`, async ({ profile }) => {
      const { page, context } = profile;
      await visitAndInstall(page, '/contact');
      await context.setOffline(true);
      const marker = randomUUID();
      expect((await postFromPage(page, '/api/contact', inquiry(marker), randomUUID())).status).toBe(202);
      let refused = 0;
      await context.route('**/api/contact', async (route) => {
        refused++;
        await route.fulfill({ status, contentType: 'application/json', headers: { 'Retry-After': '1' }, body: '{"message":"Busy, try later."}' });
      });
      await context.setOffline(false);
      await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0);
      await page.getByRole('button', { name: /Outbox/ }).click();
      await expect(page.getByRole('dialog')).toContainText('Waiting to send');
      await expect(page.getByText('Success!')).toHaveCount(0);
      expect(countInquiries(marker)).toBe(0);

      await context.unroute('**/api/contact');
      await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
      await expect.poll(() => countInquiries(marker), { timeout: 20_000 }).toBe(1);
      await expect(page.getByText('Success!').filter({ visible: true })).toBeVisible();
    });
  }
});

test.describe('without the Background Sync API', () => {
  test('when the connection returns, then the page asks the service worker to send what waits', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/');
    // As in Firefox and Safari: no sync event will ever come, so only the page can start the replay.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'background-sync' },
      setting: 'denied',
      origin: new URL(page.url()).origin,
    });
    const canSync = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (registration as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } }).sync
        .register('probe')
        .then(() => true, () => false);
    });
    expect(canSync).toBe(false);
    await context.setOffline(true);
    const marker = randomUUID();
    expect((await postFromPage(page, '/api/contact', inquiry(marker), randomUUID())).status).toBe(202);
    await context.setOffline(false);
    await expect.poll(() => countInquiries(marker), { timeout: 20_000 }).toBe(1);
    await expect(page.getByText('Success!')).toBeVisible();
  });
});
