import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatDateLong, formatTime12h, type Slot } from '#contract';
import { chooseDate, expectAccessible, expectToast, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { mailTo, manageLinkIn } from './support/mail-helpers';
import { recordsIn } from './support/test-server';

const when = (slot: Slot) => `${formatDateLong(slot.date)} at ${formatTime12h(slot.time)} (Eastern Time)`;

/** Books a consultation on /consultation as a visitor does, and returns the address it was booked for. */
async function bookOnTheSite(page: Page, slot: Slot): Promise<string> {
  const email = uniqueEmail('manage');
  await page.goto('/consultation');
  await chooseDate(page, slot.date);
  await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
  await page.getByLabel('Full Name').fill('Ruth Alvarez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('(555) 404-7788');
  await page.getByLabel('Consultation Type').selectOption('video');
  await page.getByRole('button', { name: 'Book Free Consultation' }).click();
  await expect(page.getByText('Your free consultation is booked')).toBeVisible();
  return email;
}

const facts = (page: Page) => page.getByRole('region', { name: 'Your free consultation' });

test.describe('/booking/manage: the link in the confirmation', () => {
  test('when a visitor books, opens the e-mail\'s link, moves the visit and then cancels it, then each step shows beside its control and brings its e-mail', async ({ page, request }) => {
    const first = await pickFreeSlot(request, 'consultation', [], 'freed');
    const second = await pickFreeSlot(request, 'consultation', [first.date], 'freed');
    const email = await bookOnTheSite(page, first);

    const confirmation = await mailTo(email, 'Booking confirmed:');
    expect(confirmation.subject).toBe(`Booking confirmed: Free consultation, ${when(first)}`);
    // "Add to calendar" and the e-mail's file name one event: a calendar keeps one, and the cancellation removes it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
    const uidOf = (ics: string) => /^UID:(.+)$/m.exec(ics.replace(/\r\n /g, '').replace(/\r/g, ''))?.[1];
    const emailed = confirmation.attachments.find((part) => part.contentType.startsWith('text/calendar') || part.filename?.endsWith('.ics'))!;
    expect(uidOf(await readFile((await download.path())!, 'utf8'))).toBe(uidOf(emailed.content.toString('utf8')));
    expect(uidOf(emailed.content.toString('utf8'))).toMatch(/^[0-9a-f-]{36}@evergreenwoundcare\.com$/);
    await page.goto(manageLinkIn(confirmation));
    await expect(facts(page)).toContainText(when(first));
    await expect(facts(page)).toContainText('Booked');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Ruth Alvarez')).toHaveCount(0);
    await expectAccessible(page);

    await chooseDate(page, second.date);
    await page.getByRole('button', { name: formatTime12h(second.time), exact: true }).click();
    await page.getByRole('button', { name: 'Move my visit' }).click();
    const moved = page.getByText('Your visit has moved').filter({ visible: true }).first();
    await expect(moved).toBeVisible();
    await expect(page.locator(':focus')).toContainText('Your visit has moved');
    await expect(facts(page)).toContainText(when(second));
    const rescheduled = await mailTo(email, 'Rescheduled:');
    expect(rescheduled.subject).toBe(`Rescheduled: Free consultation, now ${when(second)}`);

    await page.getByRole('button', { name: 'Cancel this visit' }).click();
    await expect(page.locator(':focus')).toContainText(`Cancel your free consultation on ${when(second)}?`);
    await page.getByRole('button', { name: 'Keep my visit' }).click();
    await expect(page.getByRole('button', { name: 'Cancel this visit' })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel this visit' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.locator(':focus')).toContainText('Your visit is cancelled');
    await expect(facts(page)).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Move my visit' })).toHaveCount(0);
    await expectAccessible(page);
    const cancelled = await mailTo(email, 'Cancelled:');
    expect(cancelled.subject).toBe(`Cancelled: Free consultation, ${when(second)}`);

    // Both times are free again; the device keeps neither the booking nor its link.
    const slots = (await (await request.get('/api/consultation/slots')).json()) as Slot[];
    for (const slot of [first, second]) expect(slots.find((each) => each.date === slot.date && each.time === slot.time)?.available).toBe(true);
    const token = new URL(manageLinkIn(confirmation), 'http://x').searchParams.get('token')!;
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(token.split('.')[1]);
    const booking = recordsIn<{ id: string; clientEmail: string }>(process.env.E2E_DATA_DIR!, 'consultation-bookings').find((record) => record.clientEmail === email)!;
    expect(token).toContain(booking.id);
  });

  test('when two tabs move one visit to the same time, then one move is made and the other tab says why', async ({ browser, page, request }) => {
    const first = await pickFreeSlot(request, 'consultation');
    const target = await pickFreeSlot(request, 'consultation', [first.date]);
    const email = await bookOnTheSite(page, first);
    const link = manageLinkIn(await mailTo(email, 'Booking confirmed:'));
    const other = await browser.newPage();
    for (const tab of [page, other]) {
      await tab.goto(link);
      await chooseDate(tab, target.date);
      await tab.getByRole('button', { name: formatTime12h(target.time), exact: true }).click();
    }

    await page.getByRole('button', { name: 'Move my visit' }).click();
    await expect(page.getByText('Your visit has moved').filter({ visible: true }).first()).toBeVisible();
    await other.getByRole('button', { name: 'Move my visit' }).click();

    await expectToast(other, 'Could Not Move Your Visit', /is already booked for/);
    await expect(other.getByText(/is already booked for/).filter({ visible: true }).first()).toBeVisible();
    // The refused tab shows the visit as it now stands.
    await expect(other.getByRole('region', { name: 'Your free consultation' })).toContainText(when(target));
    await other.close();
  });

  test('when the link is forged or missing, then the page says so and what to do, and shows no booking', async ({ page }) => {
    await page.goto('/booking/manage?token=c.3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const refusal = page.getByRole('main').getByRole('alert');
    await expect(refusal).toContainText('This link cannot be used');
    await expect(refusal).toContainText('This link is not complete or not valid');
    await expect(page.getByRole('button', { name: 'Cancel this visit' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/booking/manage');
    await expect(page.getByText('This page needs the link from your e-mail.')).toBeVisible();
  });
});
