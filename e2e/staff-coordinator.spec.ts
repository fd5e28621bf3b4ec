import { type Locator, type Page } from '@playwright/test';
import { addDays, formatDateLong } from '#contract';
import { STAFF_API } from '#contract/staff';
import { PORT } from '../playwright.config';
import { expectAccessible, expectAccessibleAtWidths } from './support/booking-helpers';
import { CoordinatorServer, expectCreated, mondayAfterNext, soonOnTheClinicClock } from './support/coordinator-server';
import { expect, test } from './support/staff-fixture';

// The coordinator's day in Chromium against the real server (a server of its own: nurses change
// which public times are free): the team, a nurse's leave, a series booked by phone with its
// conflict shown before anything is booked, a move, and an outcome once the visit has begun.
// Keyboard alone where a coordinator would type; axe at 1280 and 375 px on each new screen.

const SERVER_PORT = PORT + 52;
const coordinator = new CoordinatorServer(SERVER_PORT);
const series = { monday: mondayAfterNext(), time: '10:00' };
const leaveDay = addDays(series.monday, 9); // the second Wednesday
/** A visit a few minutes from now (at midnight when it is later than 23:45), with the first nurse, booked first; its outcome is marked last, once it has begun. */
let soon: { id: string; date: string; time: string; startsAt: number };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  await coordinator.start();
  const context = await browser.newContext();
  await coordinator.signIn(context);
  await expectCreated(await coordinator.send(context, 'POST', STAFF_API.clinicians, { name: 'Ada Early' }));
  // The shortest visit, so it ends by midnight however late the journey runs.
  const { startsAt, ...when } = soonOnTheClinicClock(30, 15);
  const made = await expectCreated(
    // Outside the hours when the journey runs late: the outcome is all it is for.
    await coordinator.send(context, 'POST', STAFF_API.bookings, {
      type: 'visit',
      ...when,
      minutes: 15,
      clientName: 'Soon Patient',
      clientPhone: '(555) 302-7788',
      address: '41 Maple Avenue, Hamilton, OH 45011',
      zip: '45011',
      outsideHours: true,
    }),
  );
  soon = { id: (made.bookings as { id: string }[])[0]!.id, ...when, startsAt };
  await context.close();
});

test.afterAll(() => coordinator.stop());

const go = async (page: Page, path: string) => {
  await coordinator.signIn(page.context());
  await page.goto(coordinator.server.origin + path);
};

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('when the coordinator adds two nurses by keyboard and closes one’s leave, then each shows on the team and the leave is his alone', async ({ page }) => {
  await go(page, '/staff/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Ada Early' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a nurse' });

  for (const [name, kinds] of [
    ['Maria Lopez', []],
    ['Tom Reed', ['Consultation', 'Facility visit']],
  ] as const) {
    await tabTo(page, form.getByLabel('Name'));
    await page.keyboard.type(name);
    // Tom takes only wound-care visits: the other two kinds are unticked by keyboard.
    for (const kind of kinds) {
      await tabTo(page, form.getByRole('checkbox', { name: kind }));
      await page.keyboard.press('Space');
    }
    await form.getByLabel('Name').focus();
    await page.keyboard.press('Enter');
    const outcome = page.getByText(`${name} is on the team and can be booked from now on.`, { exact: false });
    await expect(outcome.locator('..')).toBeFocused();
  }
  const tom = page.getByRole('article', { name: 'Tom Reed' });
  await expect(tom).toContainText('Wound-care visit');
  await expect(page.getByRole('article', { name: 'Maria Lopez' })).toContainText('Every kind');
  await expectAccessibleAtWidths(page, 'the team');

  await tom.getByRole('link', { name: 'Tom Reed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tom Reed' })).toBeFocused();
  await expectAccessibleAtWidths(page, 'a nurse’s page');
  await page.getByRole('link', { name: 'close that time for Tom Reed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Closed days' })).toBeFocused();
  await expect(page.getByLabel(/Closed for/)).toHaveValue(/.+/);
  await page.getByLabel('Day', { exact: true }).fill(leaveDay);
  await page.getByLabel(/^Reason/).fill('Annual leave');
  await page.getByRole('button', { name: 'Add closed time' }).click();
  await expect(page.locator(':focus')).toContainText(`Closed ${formatDateLong(leaveDay)}, all day for Tom Reed (leave).`);
  await expect(page.getByText('Leave: Tom Reed.', { exact: false })).toBeVisible();
});

test('when a visit series is booked by phone with Tom, then the plan names his leave as a conflict before anything is booked, and Book books the rest', async ({ page }) => {
  await go(page, '/staff/book');
  const form = page.getByRole('form', { name: 'The booking' });
  await expect(form.getByRole('radio', { name: 'Wound-care visit' })).toBeChecked();
  await form.getByLabel('Day').fill(series.monday);
  await form.getByLabel('Time').fill(series.time);
  await form.getByLabel(/^Nurse/).selectOption({ label: 'Tom Reed' });
  // The patient's details by keyboard, as typed during the call.
  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Rosa Alvarez');
  await page.keyboard.press('Tab');
  await page.keyboard.type('(555) 302-7788');
  await tabTo(page, form.getByLabel('Address of the visit'));
  await page.keyboard.type('41 Maple Avenue, Hamilton, OH 45011');
  await page.keyboard.press('Tab');
  await page.keyboard.type('45011');
  await tabTo(page, form.getByLabel(/What to bring/));
  await page.keyboard.type('Foam dressings, saline');
  await tabTo(page, form.getByRole('checkbox', { name: 'Repeat every week' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('checkbox', { name: 'Wednesday' }));
  await page.keyboard.press('Space');
  await form.getByLabel('For how many weeks').fill('3');
  await expect(form.getByText(/^6 visits, /)).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: 'Show the plan' }));
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { level: 2, name: 'The plan: 5 visits, 1 conflict' });
  await expect(heading).toBeFocused();
  const plan = page.getByRole('region', { name: 'The plan: 5 visits, 1 conflict' });
  await expect(plan.getByRole('listitem')).toHaveCount(6);
  await expect(plan.getByRole('listitem').filter({ hasText: 'with Tom Reed' })).toHaveCount(5);
  await expect(plan.getByRole('listitem').filter({ hasText: formatDateLong(leaveDay) })).not.toContainText('with Tom Reed');
  // Nothing is booked yet.
  const agenda = await page.request.get(`${coordinator.server.origin}${STAFF_API.bookings}?from=${series.monday}&to=${addDays(series.monday, 20)}`);
  expect(((await agenda.json()) as unknown[]).length).toBe(0);
  await expectAccessibleAtWidths(page, 'the plan');

  await tabTo(page, plan.getByRole('button', { name: 'Book 5 visits' }), 20);
  await page.keyboard.press('Enter');
  const booked = page.locator(':focus');
  await expect(booked).toContainText('Booked 5 visits for Rosa Alvarez. Nothing was sent to the patient.');
  await expect(booked.getByRole('heading', { name: 'Not booked' })).toBeVisible();
  await expect(booked.getByRole('link')).toHaveCount(5);
  await expectAccessible(page);
});

test('when a booked visit is moved to another time and nurse, then its page says so in focus and shows the new nurse and its series', async ({ page }) => {
  await go(page, '/staff?kind=visit');
  const first = page.getByRole('link', { name: 'Rosa Alvarez' }).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Booking, 10:00 AM on / })).toBeFocused();
  await expect(page.getByRole('region', { name: 'A series of 5 visits' })).toBeVisible();

  const move = page.getByRole('button', { name: 'Move' });
  await tabTo(page, move);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move this booking?' });
  await expect(dialog).toBeVisible();
  // No e-mail address: nothing to tell the patient by.
  await expect(dialog.getByRole('checkbox', { name: /^Tell the patient/ })).toHaveCount(0);
  await dialog.getByLabel('New time').fill('11:30');
  await dialog.getByLabel(/^Nurse/).selectOption({ label: 'Maria Lopez' });
  await expectAccessibleAtWidths(page, 'the move dialog');
  await dialog.getByRole('button', { name: 'Move booking' }).click();

  await expect(page.locator(':focus')).toHaveText(/^Moved to 11:30 AM on .*, with Maria Lopez\. The patient was not told/);
  await expect(page.getByText('Maria Lopez', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test('when the agenda is filtered by nurse, then only that nurse’s visits show, with the nurse named on each', async ({ page }) => {
  await go(page, '/staff');
  await page.getByRole('combobox', { name: 'Nurse' }).selectOption({ label: 'Tom Reed' });
  await expect(page).toHaveURL(/nurse=/);
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Rosa Alvarez' }) });
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) await expect(row).toContainText('Tom Reed');
  await page.getByRole('combobox', { name: 'Nurse' }).selectOption({ label: 'Ada Early' });
  await expect(page.getByRole('link', { name: 'Soon Patient' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rosa Alvarez' })).toHaveCount(0);
  await expectAccessibleAtWidths(page, 'the filtered agenda');
});

test('when the visit booked at the start has begun, then its outcome is marked a no-show, then changed to completed', async ({ page }) => {
  // The visit's own time, real (the server's clock is not moved): usually within five and a half
  // minutes of the journey's start, up to a quarter of an hour when it began just before midnight.
  const untilItBegins = Math.max(0, soon.startsAt - Date.now());
  test.setTimeout(untilItBegins + 120_000);
  await go(page, `/staff/bookings/${encodeURIComponent(soon.id)}`);
  const completed = page.getByRole('button', { name: 'Completed' });
  await expect(async () => {
    await page.reload();
    await expect(completed).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: untilItBegins + 60_000, intervals: [15_000] });

  const noShow = page.getByRole('button', { name: 'No-show' });
  await noShow.click();
  await expect(noShow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('No-show. It can still be changed.')).toBeVisible();
  await completed.focus();
  await page.keyboard.press('Enter');
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await expect(noShow).toHaveAttribute('aria-pressed', 'false');
  await expectAccessibleAtWidths(page, 'a visit with its outcome');
  const marked = await page.request.get(`${coordinator.server.origin}${STAFF_API.booking(soon.id)}`);
  expect(((await marked.json()) as { outcome?: string }).outcome).toBe('completed');
});
