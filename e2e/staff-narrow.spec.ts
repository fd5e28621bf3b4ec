import type { Page } from '@playwright/test';
import { formatTime12h } from '#contract';
import { STAFF_API } from '#contract/staff';
import { expectAccessible, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { announcements, watchAnnouncements } from './support/announcements';
import { chromiumNaming } from './support/chromium-a11y';
import { expect, openStaff, test } from './support/staff-fixture';
import { agendaRow, openScreen, staffMenu, staffNav } from './support/staff-helpers';

// The staff area on a phone and by keyboard (decision 057), and what an auditor found by hand in
// Chromium: names and descriptions as Chromium's accessibility tree gives them, not as a test library
// works them out.

const SCREENS = [
  ['Agenda', 'Agenda'],
  ['Book by phone', 'Book by phone'],
  ['Today', /^Today$|day, /],
  ['Team', 'Team'],
  ['Inquiries', 'Inquiries'],
  ['Referrals', 'Referrals'],
  ['Closed days', 'Closed days'],
  ['Export', 'Export'],
  ['Audit', 'Audit trail'],
  ['E-mail problems', 'E-mail problems'],
  ['Account', 'Account'],
] as const;

async function book(page: Page, label: string): Promise<{ name: string; id: string }> {
  const slot = await pickFreeSlot(page.request, 'consultation');
  const name = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const answer = await page.request.post('/api/consultation/book', {
    data: { date: slot.date, time: slot.time, type: 'consultation', clientName: name, clientEmail: uniqueEmail('narrow'), clientPhone: '5550001111', notes: `At ${formatTime12h(slot.time)}` },
  });
  expect(answer.status()).toBe(201);
  return { name, id: ((await answer.json()) as { booking: { id: string } }).booking.id };
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the staff area on a phone', () => {
  test.describe.configure({ timeout: 150_000 });

  test('when a screen opens on a 390 px phone, then the bar is one row, the heading starts near the top, and the menu opens, is walked and closes by keyboard alone', async ({ staffPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStaff(page, '/staff');
    const bar = await page.getByRole('banner').boundingBox();
    const heading = await page.getByRole('heading', { level: 1, name: 'Agenda' }).boundingBox();
    // Seven pills once took 217 of 844 px and put the heading at 284 px.
    expect(bar!.height).toBeLessThanOrEqual(80);
    expect(heading!.y).toBeLessThan(120);
    const menu = staffMenu(page);
    const menuBox = await menu.boundingBox();
    expect(menuBox!.y + menuBox!.height).toBeLessThanOrEqual(bar!.y + bar!.height);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const agenda = staffNav(page).getByRole('link', { name: 'Agenda' });
    await expect(agenda).toBeFocused();
    await expect(agenda).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    // Escape from inside gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(staffNav(page)).toBeHidden();
    await expect(menu).toBeFocused();

    // Tab past 'Sign out', the last control: the menu closes, focus goes on into the page.
    await page.keyboard.press('Enter');
    for (let presses = 0; presses < SCREENS.length + 1; presses++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(staffNav(page)).toBeHidden();
    expect(await page.evaluate(() => document.querySelector('header')!.contains(document.activeElement))).toBe(false);

    // Every screen, reached by keyboard from the menu, takes focus on its heading.
    for (const [link, name] of SCREENS) {
      await menu.focus();
      await page.keyboard.press('Enter');
      const target = staffNav(page).getByRole('link', { name: link });
      for (let presses = 0; presses < SCREENS.length && !(await target.evaluate((node) => node === document.activeElement)); presses++) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
      await expect(staffNav(page)).toBeHidden();
    }
  });

  test('when each screen is shown at 320 and 375 px, then none scrolls sideways, the go-live list with its long words included', async ({ staffPage: page }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await openStaff(page, '/staff');
      await expect(page.getByRole('region', { name: /^Not ready for real patients/ })).toBeVisible();
      for (const [link, name] of SCREENS) {
        await openScreen(page, link);
        await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        expect.soft(await sidewaysScroll(page), `${link} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await openStaffMenuAndCheck(page, width);
    }
  });

  test('when the agenda, a delete dialog and a bulk cancel are read in Chromium, then the day heading reads “2026, …”, the warning is the dialog’s description, and the live region says what the cancel did', async ({ staffPage: page }) => {
    const [one, two] = [await book(page, 'Narrow One'), await book(page, 'Narrow Two')];
    await openStaff(page, '/staff');
    const today = page.getByRole('heading', { level: 2, name: /^Today, / });
    const { name } = await chromiumNaming(page, today);
    expect(name).toMatch(/^Today, \w+day, \w+ \d+, \d{4}, (No bookings|\d+ booked(, \d+ cancelled)?)$/);
    expect(name).not.toContain(' ,');

    await watchAnnouncements(page);
    for (const booked of [one, two]) await agendaRow(page, booked.name).getByRole('checkbox').check();
    await expect.poll(() => announcements(page)).toContain('2 selected');
    await page.getByRole('region', { name: 'Selected bookings' }).getByRole('button', { name: 'Cancel selected' }).click();
    await page.getByRole('dialog', { name: 'Cancel 2 bookings?' }).getByRole('button', { name: 'Cancel 2 bookings' }).click();
    await expect(page.locator(':focus')).toContainText('2 bookings were cancelled');
    await expect.poll(() => announcements(page)).toContain('2 cancelled. No bookings selected.');

    await page.goto(`/staff/bookings/${encodeURIComponent(one.id)}`);
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this booking permanently?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    const naming = await chromiumNaming(page, dialog);
    expect(naming.name).toBe('Delete this booking permanently?');
    expect(naming.description).toContain('It cannot be undone.');
    await page.keyboard.press('Escape');

    // The trail says what was done in words, never as a key.
    expect((await page.request.get(STAFF_API.auditBreaks)).ok()).toBe(true);
    await openScreen(page, 'Audit');
    // Waited for, not read at once: when the screen's heading takes focus its 'Loading' may not show yet.
    await expect(page.getByRole('main').getByRole('cell', { name: 'Cancelled bookings', exact: true }).first()).toBeVisible();
    const cells = await page.getByRole('main').getByRole('cell').allTextContents();
    expect(cells.filter((cell) => /^[a-z]+(-[a-z]+)+$/.test(cell.trim()))).toEqual([]);
  });
});

/** Below 72em every screen's link is reached from the menu, and the open menu itself scrolls nothing sideways. */
async function openStaffMenuAndCheck(page: Page, width: number): Promise<void> {
  await staffMenu(page).click();
  await expect(staffNav(page)).toBeVisible();
  expect.soft(await sidewaysScroll(page), `the open menu at ${width} px`).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
}
