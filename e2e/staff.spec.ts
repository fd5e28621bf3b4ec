import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, formatDateLong, formatTime12h, type Slot } from '#contract';
import { STAFF_API } from '#contract/staff';
import { chooseDate, dayCell, expectAccessible, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { everyMailText, mailTo, staffAlertLink } from './support/mail-helpers';
import { expect, openStaff, signInContext, test } from './support/staff-fixture';
import { addStaffAccount, agendaRow, apiRequests, enrol, fillCredentials, staffNav } from './support/staff-helpers';
import { recordsIn } from './support/test-server';
import { PUBLIC_URL } from '../playwright.config';

// The staff area in Debian's Chromium, against the real server and accounts made with the real CLI
// (the worker's own, signed in once, for the journeys that only need to be signed in: support/staff-fixture.ts).

const timeButton = (page: Page, slot: Slot) => page.getByRole('group', { name: 'Select a Time' }).getByRole('button', { name: formatTime12h(slot.time), exact: true });

/** Books a consultation the way a visitor does, on /consultation; the e-mail address it used. */
async function bookOnPublicSite(page: Page, slot: Slot, clientName: string): Promise<string> {
  const email = uniqueEmail('staff-journey');
  await page.goto('/consultation');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
  await chooseDate(page, slot.date);
  await timeButton(page, slot).click();
  await page.getByLabel('Full Name').fill(clientName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('(555) 303-1122');
  await page.getByLabel('Consultation Type').selectOption('video');
  await page.getByRole('button', { name: 'Book Free Consultation' }).click();
  await expect(page.getByText('Consultation Scheduled', { exact: true })).toBeVisible();
  return email;
}

/** Opens /consultation afresh at the slot's date. */
async function consultationAt(page: Page, date: string): Promise<void> {
  await page.goto('/consultation');
  await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
  await chooseDate(page, date);
}

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** An internal note is in no e-mail the server wrote, to anyone (decision 022). */
async function expectNoteInNoMail(note: string): Promise<void> {
  const mail = await everyMailText();
  expect(mail.length).toBeGreaterThan(0);
  for (const { file, text } of mail) expect(text, file).not.toContain(note);
}

test.describe('the staff area', () => {
  // The last two make an account with the CLI and sign in (scrypt at OWASP cost): allow for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('when a coordinator cancels a booking made on the public site with a message and a note, then it stays in the agenda marked cancelled, its time is free on /consultation, and the patient reads the message, never the note', async ({ staffPage: page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation', [], 'freed');
    const client = uniqueName('Harold Jenkins');
    const email = await bookOnPublicSite(page, slot, client);
    const message = uniqueName('Our nurse will phone you to choose a new time');
    const note = uniqueName('Admitted with osteomyelitis');
    await consultationAt(page, slot.date);
    await expect(timeButton(page, slot)).toBeDisabled();

    await openStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    const row = agendaRow(page, client);
    await expect(row).toContainText(formatTime12h(slot.time));
    await expect(page.getByRole('region', { name: new RegExp(formatDateLong(slot.date)) })).toContainText(client);
    await row.getByRole('link', { name: client }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeFocused();
    await expect(page.getByText(`${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}`)).toBeVisible();

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel(/Message to the patient/).fill(message);
    await dialog.getByLabel(/Internal note/).fill(note);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    // Focus is on the outcome beside the details (the paragraph's box).
    await expect(page.getByText('This booking is cancelled. Its time is free for visitors again.').locator('..')).toBeFocused();
    await expect(page.locator('dt', { hasText: 'Message sent to the patient' }).locator('+ dd')).toHaveText(message);
    await expect(page.locator('dt', { hasText: 'Internal note' }).locator('+ dd')).toHaveText(note);
    const cancellation = await mailTo(email, 'Cancelled:');
    expect(cancellation.text).toContain(`A message from our team:\n\n${message}`);
    expect(cancellation.html).toContain(message);
    await expectNoteInNoMail(note);

    await page.getByRole('link', { name: 'Back to the agenda' }).click();
    await expect(agendaRow(page, client)).toContainText('Cancelled');
    await expect(agendaRow(page, client).getByRole('checkbox')).toHaveCount(0);

    await consultationAt(page, slot.date);
    await expect(timeButton(page, slot)).toBeEnabled();
  });

  test('when several bookings are selected, then one step cancels them all, each patient sent the message and none the note', async ({ staffPage: page, request }) => {
    const names = [uniqueName('Burst One'), uniqueName('Burst Two')];
    const emails = [uniqueEmail('burst'), uniqueEmail('burst')];
    const message = uniqueName('Please call us if you still need a visit');
    const note = uniqueName('Bogus burst from one caller');
    const slots = [await pickFreeSlot(request, 'consultation', [], 'freed')];
    slots.push(await pickFreeSlot(request, 'consultation', [slots[0]!.date], 'freed'));
    for (const [index, slot] of slots.entries()) {
      const answer = await request.post('/api/consultation/book', {
        data: { date: slot.date, time: slot.time, type: 'consultation', clientName: names[index], clientEmail: emails[index], clientPhone: '5550001111', notes: '' },
      });
      expect(answer.status()).toBe(201);
    }

    await openStaff(page);
    for (const name of names) await agendaRow(page, name).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selected bookings' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Cancel selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel 2 bookings?' });
    await dialog.getByLabel(/Message to the patient/).fill(message);
    await dialog.getByLabel(/Internal note/).fill(note);
    await dialog.getByRole('button', { name: 'Cancel 2 bookings' }).click();

    await expect(page.getByText('2 bookings cancelled')).toBeVisible();
    for (const email of emails) expect((await mailTo(email, 'Cancelled:')).text).toContain(message);
    await expectNoteInNoMail(note);
    for (const name of names) await expect(agendaRow(page, name)).toContainText('Cancelled');
    await expect(bar).toBeHidden();
    for (const slot of slots) {
      const listed = ((await (await request.get('/api/consultation/slots')).json()) as Slot[]).find((s) => s.date === slot.date && s.time === slot.time);
      expect(listed?.available).toBe(true);
    }
  });

  test('when a day is closed, then /consultation greys it and a booking inside is reported; removed, the day opens again', async ({ staffPage: page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation', [], 'closed');
    const client = uniqueName('Closed Day');
    const booked = await request.post('/api/consultation/book', {
      data: { date: slot.date, time: slot.time, type: 'consultation', clientName: client, clientEmail: uniqueEmail('closed'), clientPhone: '5550001111', notes: '' },
    });
    expect(booked.status()).toBe(201);

    await openStaff(page);
    await staffNav(page).getByRole('link', { name: 'Closed days' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Closed days' })).toBeFocused();
    await page.getByLabel('Day', { exact: true }).fill(slot.date);
    await page.getByLabel('Reason').fill('Staff training');
    await page.getByRole('button', { name: 'Add closed time' }).click();
    const outcome = page.getByText(`Closed ${formatDateLong(slot.date)}, all day.`).locator('..');
    await expect(outcome).toBeFocused();
    await expect(outcome.getByRole('link', { name: new RegExp(client) })).toBeVisible();
    const listed = page.getByRole('listitem').filter({ hasText: 'Staff training' }).filter({ hasText: formatDateLong(slot.date) });
    await expect(listed).toBeVisible();
    await expectAccessible(page);

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto('/consultation');
    await expect(visitor.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    for (let step = 0; step < 4 && !(await dayCell(visitor, slot.date).isVisible()); step++) await visitor.getByRole('button', { name: 'Next month' }).click();
    await expect(dayCell(visitor, slot.date)).toHaveAttribute('aria-disabled', 'true');

    await listed.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog', { name: 'Open these times again?' }).getByRole('button', { name: 'Remove closed time' }).click();
    await expect(listed).toBeHidden();
    await visitor.reload();
    await expect(visitor.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    for (let step = 0; step < 4 && !(await dayCell(visitor, slot.date).isVisible()); step++) await visitor.getByRole('button', { name: 'Next month' }).click();
    await expect(dayCell(visitor, slot.date)).not.toHaveAttribute('aria-disabled', 'true');
    await visitor.close();
  });

  test('when bookings and inquiries are exported, then each comes as a CSV file with a BOM, CRLF lines and the row asked for', async ({ staffPage: page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    const client = uniqueName('=Export Client');
    const booked = await request.post('/api/consultation/book', {
      data: { date: slot.date, time: slot.time, type: 'consultation', clientName: client, clientEmail: uniqueEmail('export'), clientPhone: '5550001111', notes: 'Said "hello", twice' },
    });
    expect(booked.status()).toBe(201);

    await openStaff(page, '/staff/export');
    await page.getByLabel('From').fill(slot.date);
    await page.getByLabel('To').fill(addDays(slot.date, 1));
    const [bookings] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download bookings (CSV)' }).click()]);
    expect(bookings.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await bookings.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    const row = lines.find((line) => line.includes(client.slice(1)));
    // A cell starting with '=' is neutralised; quotes inside a cell are doubled.
    expect(row).toBeDefined();
    expect(row).not.toContain(`,${client},`);
    expect(row).toContain('"Said ""hello"", twice"');
    await expect(page.getByText(`Saved ${bookings.suggestedFilename()}.`)).toBeVisible();

    const [inquiries] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download inquiries (CSV)' }).click()]);
    const inquiryText = await readFile((await inquiries.path())!, 'utf8');
    expect(inquiryText.startsWith('\uFEFF')).toBe(true);
    expect(inquiryText).toContain('\r\n');
  });

  test('when an inquiry is marked handled with a note, then it moves from New to Handled with the note', async ({ staffPage: page, request }) => {
    const lastName = uniqueName('Okafor').replace(' ', '-');
    const sent = await request.post('/api/contact', {
      data: { firstName: 'Grace', lastName, email: uniqueEmail('inquiry'), phone: '5556062200', serviceType: 'compression', careLocation: 'nursing-home', message: 'Weekly visits?', consent: 'true' },
    });
    expect(sent.status()).toBe(201);

    await openStaff(page, '/staff/inquiries');
    const item = page.getByRole('article', { name: `Grace ${lastName}` });
    await expect(item).toContainText('Compression therapy');
    await item.getByRole('button', { name: /^Mark handled/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this inquiry handled?' });
    await dialog.getByLabel(/Note/).fill('Called back, visit booked');
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await expect(item).toBeHidden();

    await page.getByRole('link', { name: 'Handled' }).click();
    await expect(page.getByRole('article', { name: `Grace ${lastName}` })).toContainText('Called back, visit booked');
  });

  test('when staff alerts’ links are opened before signing in, then sign-in leads to that inquiry, which can be marked handled there, and to that booking', async ({ page, request }) => {
    const lastName = uniqueName('Adeyemi').replace(' ', '-');
    const email = uniqueEmail('alert-link');
    const sent = await request.post('/api/contact', {
      data: { firstName: 'Tunde', lastName, email, phone: '5556063300', serviceType: 'wound-care', careLocation: 'home', message: 'A slow heel wound.', consent: 'true' },
    });
    expect(sent.status()).toBe(201);
    const inquiryId = recordsIn<{ id: string; email: string }>(process.env.E2E_DATA_DIR!, 'contact-inquiries').find((record) => record.email === email)!.id;
    // The link as the staff alert e-mail carries it (PUBLIC_URL is another host: its path is opened here).
    const inquiryLink = await staffAlertLink('staff-inquiry-received', inquiryId);
    expect(inquiryLink).toBe(`/staff/inquiries/${inquiryId}`);

    const account = await addStaffAccount();
    await page.goto(inquiryLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/inquiries/${inquiryId}`);
    await enrol(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiry' })).toBeVisible();
    const item = page.getByRole('article', { name: `Tunde ${lastName}` });
    await expect(item).toContainText('A slow heel wound.');
    await item.getByRole('button', { name: /^Mark handled/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this inquiry handled?' });
    await dialog.getByLabel(/Note/).fill('Nurse visit arranged');
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('This inquiry is marked handled. It is in the handled list now.').locator('..')).toBeFocused();
    await expect(item).toContainText('Nurse visit arranged');
    await page.getByRole('link', { name: 'Back to the inquiries' }).click();
    await expect(page.getByRole('link', { name: `Tunde ${lastName}` })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?status=handled');

    // A booking's alert, opened once the session has ended: a recovery code this time (the TOTP step is spent).
    const slot = await pickFreeSlot(request, 'consultation');
    const client = uniqueName('Alert Link');
    const booked = await request.post('/api/consultation/book', {
      data: { date: slot.date, time: slot.time, type: 'consultation', clientName: client, clientEmail: uniqueEmail('alert-link'), clientPhone: '5550001111', notes: '' },
    });
    expect(booked.status()).toBe(201);
    const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
    const bookingLink = await staffAlertLink('staff-booking-made', bookingId);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto(bookingLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/bookings/${bookingId}`);
    await fillCredentials(page, account);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Authentication code').fill(account.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
    await expect(page.getByText(`${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}`)).toBeVisible();
    await expect(page.getByText(client, { exact: true })).toBeVisible();
  });

  test('when the session ends elsewhere, then the next screen asks to sign in again and, with a recovery code, returns there', async ({ page }) => {
    // An account of its own: its session is ended here.
    const account = await addStaffAccount();
    await signInContext(page.context(), PUBLIC_URL, account);
    const requests = apiRequests(page);
    await openStaff(page);
    await requests.settled();
    // Signed out in another tab: the same browser's cookie, from this origin.
    const ended = await page.evaluate(async (path) => (await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status, STAFF_API.signOut);
    expect(ended).toBe(200);

    await staffNav(page).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByText(/Your session has ended, so you were signed out/)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/audit');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Authentication code').fill(account.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(account.username);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  });
});
