import { type Page } from '@playwright/test';
import { addDays, addMinutes, formatTime12h, provider, todayIn } from '#contract';
import { STAFF_API } from '#contract/staff';
import { PORT } from '../playwright.config';
import { expectAccessible } from './support/booking-helpers';
import { CoordinatorServer, expectCreated, soonOnTheClinicClock } from './support/coordinator-server';
import { expect, test } from './support/staff-fixture';
import { staffMenu } from './support/staff-helpers';

// A nurse's day on a 390 px phone (decision 058), against the real server (a server of its own, with
// a nurse linked to the signed-in account): the next visit first, the day in order with what the
// nurse needs at the door, a failed refresh that keeps the day, and a private calendar feed read
// back as a calendar app would.

const SERVER_PORT = PORT + 51;
const coordinator = new CoordinatorServer(SERVER_PORT);
const visits: { time: string; name: string; reference?: string }[] = [];
const today = todayIn(Date.now(), provider.timeZone);
let day = today;

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ browser }) => {
  await coordinator.start();
  const context = await browser.newContext();
  await coordinator.signIn(context);
  await expectCreated(await coordinator.send(context, 'POST', STAFF_API.clinicians, { name: 'Maria Lopez', staffUser: coordinator.account.username }));
  // Three visits an hour apart from a few minutes from now (outside the hours when it is late: the day
  // shows them all the same); after 9 PM there is no room left today, so tomorrow's, from 9 AM.
  const soon = soonOnTheClinicClock(600);
  const late = soon.date !== today || soon.time > '21:00';
  day = late ? addDays(today, 1) : today;
  for (const [index, name] of ['Rosa Alvarez', 'Walter Brooks', 'Ana Ruiz'].entries()) {
    const time = addMinutes(late ? '09:00' : soon.time, index * 60);
    const made = await expectCreated(
      await coordinator.send(context, 'POST', STAFF_API.bookings, {
        type: 'visit',
        date: day,
        time,
        clientName: name,
        clientPhone: '(555) 302-7788',
        address: `${41 + index} Maple Avenue, Hamilton, OH 45011`,
        zip: '45011',
        supplies: 'Foam dressings, saline',
        outsideHours: true,
      }),
    );
    visits.push({ time, name, reference: (made.bookings as { reference?: string }[])[0]!.reference });
  }
  await context.close();
});

test.afterAll(() => coordinator.stop());

async function openToday(page: Page): Promise<void> {
  await coordinator.signIn(page.context());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${coordinator.server.origin}/staff/today${day === today ? '' : `?date=${day}`}`);
  await expect(page.getByRole('region', { name: /^The day in order/ })).toBeVisible();
}

test('when a nurse opens the day on a 390 px phone, then the bar is one row, the next visit comes first, and each visit has its place, map, phone and what to bring', async ({ page }) => {
  await openToday(page);
  const bar = await page.getByRole('banner').boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(80);
  expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(120);
  await expect(page.getByText(/^Maria Lopez’s visits/)).toBeVisible();

  const cards = page.getByRole('region', { name: 'The day in order: 3 visits' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, visit] of visits.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^${formatTime12h(visit.time)} to `));
    await expect(card).toContainText(visit.name);
    await expect(card).toContainText('Foam dressings, saline');
    await expect(card.getByRole('link', { name: 'Call (555) 302-7788' })).toHaveAttribute('href', 'tel:5553027788');
    await expect(card.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    if (visit.reference) await expect(card).toContainText(visit.reference);
  }
  // On the day itself the next visit is first; tomorrow's (a run late in the evening) has no 'Next'.
  if (day === today) await expect(page.getByRole('region', { name: 'Next' }).getByRole('article')).toContainText(visits[0]!.name);
  else await expect(page.getByRole('region', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('when the day is walked by keyboard and a refresh fails, then every control is reached in order and the day stays shown with why', async ({ page }) => {
  await openToday(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(staffMenu(page)).toBeFocused();
  const refresh = page.getByRole('button', { name: 'Refresh' });
  for (let presses = 0; presses < 10 && !(await refresh.evaluate((node) => node === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(refresh).toBeFocused();
  // Then the visits' links, in the order on screen.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Open in maps|Call )/);

  await page.route(`**${STAFF_API.today}**`, (route) => route.abort('internetdisconnected'));
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /^Could not refresh at / })).toContainText('Showing what was loaded at');
  await expect(page.getByRole('region', { name: 'The day in order: 3 visits' }).getByRole('article')).toHaveCount(3);
  await expectAccessible(page);
  await page.unroute(`**${STAFF_API.today}**`);
});

test('when the nurse makes a private calendar feed, then its address shows once and a calendar app reads her visits from it, with no patient’s name', async ({ page }) => {
  await openToday(page);
  const panel = page.getByRole('region', { name: 'Calendar subscription' });
  await expect(panel).toContainText('You have no calendar feed.');
  await expect(panel).toContainText('Google reads it again every several hours');
  await panel.getByRole('button', { name: 'Make a private feed' }).click();
  const address = panel.getByRole('textbox', { name: 'Your feed’s address' });
  await expect(address.locator('..')).toBeFocused();
  const url = await address.inputValue();
  expect(url).toMatch(/\/calendar\/[\w-]+\.ics$/);
  await expectAccessible(page);

  // The address names the server's PUBLIC_URL; this server of the test's own is reached at its own origin.
  const onThisServer = (address: string) => coordinator.server.origin + new URL(address, coordinator.server.origin).pathname;
  const feed = await page.request.get(onThisServer(url));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  for (const visit of visits) {
    if (visit.reference) expect(ics).toContain(visit.reference);
    expect(ics).not.toContain(visit.name);
  }

  // A new address voids this one.
  await page.reload();
  await panel.getByRole('button', { name: 'Make a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new address?' });
  await expect(dialog.getByRole('button', { name: 'Keep the one I have' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(panel.getByRole('textbox', { name: 'Your feed’s address' })).not.toHaveValue(url);
  expect((await page.request.get(onThisServer(url))).status()).toBe(404);
});
