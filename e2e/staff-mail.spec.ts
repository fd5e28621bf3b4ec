import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as http, test } from '@playwright/test';
import { TestSmtpServer } from '../api/test-support/test-smtp-server';
import { PORT } from '../playwright.config';
import { expectAccessible, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { signInContext } from './support/staff-fixture';
import { addStaffAccount, staffNav } from './support/staff-helpers';
import { TestServer } from './support/test-server';

// Decision 019: a message the mail server refuses for good is shown to staff in the staff area. The
// suite's server writes .eml files, which never fail: this test runs a server of its own that
// sends to a real SMTP server (smtp-server, in this process) answering 550 for one visitor.
const MAIL_SERVER_PORT = PORT + 40;

test('when the mail server refuses a visitor’s confirmation for good, then staff see it under E-mail problems with what to do and a link to the booking', async ({ page }) => {
  // A server start, the CLI and a sign-in hash, on a busy two-core machine.
  test.setTimeout(120_000);
  const smtp = await TestSmtpServer.open();
  const work = mkdtempSync(join(tmpdir(), 'woundcare-mail-'));
  const server = new TestServer(MAIL_SERVER_PORT, join(work, 'data'), { SMTP_URL: smtp.url });
  const api = await http.newContext({ baseURL: server.origin });
  try {
    await server.start();
    const visitor = uniqueEmail('bounce');
    smtp.refusals.set(visitor, 550);
    const slot = await pickFreeSlot(api, 'consultation');
    const booked = await api.post('/api/consultation/book', {
      data: { date: slot.date, time: slot.time, type: 'consultation', clientName: 'Rosa Bounce', clientEmail: visitor, clientPhone: '5550002222', notes: '' },
    });
    expect(booked.status()).toBe(201);
    const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
    // The failure is on record once its staff alert arrives; the alert links to the booking, and the visitor got nothing.
    await expect.poll(() => smtp.withSubject(/^E-mail not delivered: the booking confirmation$/).length, { timeout: 20_000 }).toBe(1);
    expect(smtp.withSubject(/^E-mail not delivered/)[0]!.parsed.text).toContain(`/staff/bookings/${bookingId}`);
    expect(smtp.to(visitor)).toEqual([]);

    const account = await addStaffAccount(undefined, undefined, { dataDir: server.dataDir, port: server.port });
    await signInContext(page.context(), server.origin, account);
    await page.goto(`${server.origin}/staff/mail`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail problems' })).toBeVisible();
    await expect(staffNav(page).getByRole('link', { name: 'E-mail problems, 1 in the last 7 days' })).toBeVisible();
    const item = page.getByRole('article', { name: 'Booking confirmation not delivered' });
    await expect(item).toContainText('The visitor did not get it');
    await expect(item).toContainText('550: the mailbox does not exist or does not take mail');
    await expect(item).toContainText('Once');
    await expect(item).toContainText('What to do: Call the visitor to confirm the visit');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page);
    }

    await item.getByRole('link', { name: 'Open the booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeFocused();
    await expect(page.getByRole('link', { name: visitor })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/staff/bookings/${bookingId}`);
  } finally {
    await api.dispose();
    await server.stop();
    await smtp.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
