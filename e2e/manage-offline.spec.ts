import { randomUUID } from 'node:crypto';
import { provider } from '#contract';
import { wayToHelpText } from '#contract/way-to-help';
import { expect, storedRecords, test, visitAndInstall } from './support/pwa-fixture';
import { mailTo, manageLinkIn } from './support/mail-helpers';
import { consultation, freeSlot, QUEUED_MESSAGE } from './support/outbox-helpers';

test.describe('/booking/manage offline', () => {
  test('when the visitor cancels with no connection, then the outbox keeps it, sends it once the connection returns, and the device never cached the booking', async ({ profile, request }) => {
    const { page, context } = profile;
    const slot = await freeSlot(request);
    const booked = await request.post('/api/consultation/book', { data: consultation(slot, `manage-offline-${randomUUID()}`), headers: { 'Idempotency-Key': randomUUID() } });
    expect(booked.status()).toBe(201);
    const { booking } = (await booked.json()) as { booking: { id: string; clientEmail: string } };
    const link = manageLinkIn(await mailTo(booking.clientEmail, 'Booking confirmed:'));

    await visitAndInstall(page, link);
    await expect(page.getByRole('button', { name: 'Cancel this visit' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Cancel this visit' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();

    // The kept request is said where focus lands, then the way to help (decision 025): phone calls work offline.
    await expect(page.locator(':focus')).toHaveText(`${QUEUED_MESSAGE}${wayToHelpText(provider.phone)} When to Seek Professional Help (opens in a new tab)`);
    await expect(page.getByRole('button', { name: /Outbox/ })).toContainText('1');
    const cancellations = () =>
      storedRecords<{ event?: string; bookingId?: string }>('consultation-bookings').filter((record) => record.event === 'cancelled' && record.bookingId === booking.id).length;
    expect(cancellations()).toBe(0);

    await context.setOffline(false);
    // The outbox's toast, in the server's words.
    await expect(page.getByText(/is cancelled, and the time is free for others/).first()).toBeVisible({ timeout: 20_000 });
    await expect.poll(cancellations).toBe(1);
    await mailTo(booking.clientEmail, 'Cancelled:');

    // The page's shell may be kept for offline use; the booking and its token never are.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.filter((url) => url.includes('/api/booking') || url.includes('token='))).toEqual([]);
    expect(cached.some((url) => url.endsWith('/booking/manage/index.html') || url.includes('/booking/manage/index.html?'))).toBe(true);
  });

  test('when the page is opened with no connection, then its shell comes from the device and it says the booking cannot be loaded', async ({ profile, request }) => {
    const { page, context } = profile;
    const slot = await freeSlot(request);
    const booked = await request.post('/api/consultation/book', { data: consultation(slot, `manage-shell-${randomUUID()}`) });
    const { booking } = (await booked.json()) as { booking: { clientEmail: string } };
    const link = manageLinkIn(await mailTo(booking.clientEmail, 'Booking confirmed:'));
    await visitAndInstall(page, '/');

    await context.setOffline(true);
    await page.goto(link);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See, Move or Cancel Your Visit');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not load your booking');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
