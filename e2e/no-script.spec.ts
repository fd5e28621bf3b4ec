import { expect, type Page, test } from '@playwright/test';
import { contact as contactEn } from '../web/i18n/contact.en';
import { contact as contactEs } from '../web/i18n/contact.es';
import { faqs as faqsEn } from '../web/i18n/faqs.en';
import { faqs as faqsEs } from '../web/i18n/faqs.es';
import { inquiry as inquiryEn } from '../web/i18n/inquiry.en';
import { shell as shellEn } from '../web/i18n/shell.en';
import { shell as shellEs } from '../web/i18n/shell.es';
import { booking as bookingEn } from '../web/i18n/booking.en';
import { consultation as consultationEn } from '../web/i18n/consultation.en';
import { consultationFields as fieldsEn } from '../web/i18n/consultation-fields.en';
import { consultationScheduled } from '../web/i18n/messages';
import { dayCell, expectToast, pickFreeSlot, uniqueEmail } from './support/booking-helpers';
import { waitForHydration, watchConsole } from './site-helpers';

/**
 * Decision 035: the FAQ, the mobile menu and the contact tabs work from the first paint, before any
 * script and with JavaScript off (docs/decisions/035); e2e/engines/no-script.spec.ts does the same
 * in Firefox and WebKit. After hydration they are checked by site-content, site, keyboard and
 * inquiry specs; the last test here joins the two: typed before hydration, kept after.
 */
const LANGS = [
  { prefix: '', faqs: faqsEn, shell: shellEn, contact: contactEn },
  { prefix: '/es', faqs: faqsEs, shell: shellEs, contact: contactEs },
] as const;

/** What assistive technology is told about a control: Chromium's own accessibility tree. */
async function axState(page: Page, name: string): Promise<{ role?: string; expanded?: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const node = nodes.find((item) => !item.ignored && item.name?.value === name && item.role?.value !== 'StaticText' && item.role?.value !== 'heading');
  return { role: node?.role?.value as string | undefined, expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value };
}

const openAnswers = (page: Page) => page.locator('main details[name="faq"][open]');

/** Holds back the page's hydration script (web/hydrate.tsx) until the returned function is called. */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  for (const { prefix, faqs, shell, contact } of LANGS) {
    test(`when ${prefix}/faqs and ${prefix}/contact are used with no script, then the FAQ, the menu and the contact tabs all work`, async ({ page }) => {
      await page.goto(`${prefix}/faqs`);
      // FAQ: one open at a time, by the browser; the open one closes on click; the summary is a named, expanded control.
      const questions = page.locator('main details[name="faq"] > summary');
      await expect(questions).toHaveText(faqs.items.map((item) => item.question));
      await expect(openAnswers(page)).toHaveCount(1);
      const second = questions.nth(1);
      await second.click();
      await expect(openAnswers(page)).toHaveCount(1);
      await expect(openAnswers(page).locator('summary')).toHaveText(faqs.items[1]!.question);
      expect(await axState(page, faqs.items[1]!.question)).toMatchObject({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: true });
      expect(await axState(page, faqs.items[0]!.question)).toMatchObject({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: false });
      await second.click();
      await expect(openAnswers(page)).toHaveCount(0);

      // Menu: its button opens it; Escape and a click elsewhere close it; a link in it leads on.
      const button = page.getByRole('button', { name: shell.header.menu });
      const menu = page.locator('#site-menu');
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu).toBeVisible();
      expect(await axState(page, shell.header.menu)).toMatchObject({ expanded: true });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await button.click();
      await page.mouse.click(200, 600);
      await expect(menu).toBeHidden();
      await button.click();
      await menu.locator(`a[href="${prefix}/contact"]`).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
      await expect(page.locator('#site-menu')).toBeHidden();

      // Contact tabs: links to #booking and #inquiry; the booking panel shows when the address names none.
      const bookingPanel = page.locator('#booking');
      const inquiryPanel = page.locator('#inquiry');
      await expect(bookingPanel).toBeVisible();
      await expect(inquiryPanel).toBeHidden();
      await page.getByRole('link', { name: contact.schedule.inquiry, exact: true }).click();
      await expect(page).toHaveURL(/#inquiry$/);
      await expect(inquiryPanel).toBeVisible();
      await expect(inquiryPanel.locator('textarea')).toBeVisible();
      await expect(bookingPanel).toBeHidden();
      await page.getByRole('link', { name: contact.schedule.book, exact: true }).click();
      await expect(bookingPanel).toBeVisible();
      await expect(inquiryPanel).toBeHidden();
    });
  }
});

test('when an inquiry is typed before the page hydrates, then after hydration the tabs are APG tabs on the same panel and the text is kept and sent', async ({ page }) => {
  // The page's own script is held back: everything before hydration is the prerendered page alone.
  const release = await holdHydration(page);
  await page.goto('/contact');
  await page.getByRole('link', { name: contactEn.schedule.inquiry, exact: true }).click();
  const form = page.locator('#inquiry form');
  const typed = { firstName: 'Grace', lastName: 'Okafor', email: 'grace@example.com', phone: '5556062200', message: 'Typed before the script ran.' };
  for (const [name, text] of Object.entries(typed)) await form.locator(`[name="${name}"]`).pressSequentially(text);
  await form.getByLabel(inquiryEn.consent).check();
  expect(await page.evaluate(() => Object.keys(document.querySelector('main h1')!).some((key) => key.startsWith('__reactFiber')))).toBe(false);

  release();
  await waitForHydration(page);
  const inquiryTab = page.getByRole('tab', { name: contactEn.schedule.inquiry });
  await expect(inquiryTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: contactEn.schedule.inquiry });
  await expect(panel.getByRole('button', { name: inquiryEn.submit })).toBeEnabled();
  for (const [name, text] of Object.entries(typed)) await expect(panel.locator(`[name="${name}"]`)).toHaveValue(text);
  // The tabs are the APG's now: arrows switch panels, and the typed form survives the switch.
  await inquiryTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: contactEn.schedule.book })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(panel.locator('[name="message"]')).toHaveValue(typed.message);
  // What was typed is the form's own state, not only what the fields show: it sends.
  await panel.getByRole('button', { name: inquiryEn.submit }).click();
  await expect(panel.getByText('Success!')).toBeVisible();
});

test('when a day and a time are chosen on /consultation before the page hydrates, then the early calendar shows them, and after hydration the form books that time', async ({ page, request }) => {
  const slot = await pickFreeSlot(request, 'consultation');
  const problems = watchConsole(page);
  const release = await holdHydration(page);
  await page.goto('/consultation');
  // Before React: the early calendar (docs/decisions/037) has the month from the preloaded list.
  const grid = page.getByRole('grid');
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const cell = dayCell(page, slot.date);
  for (let step = 0; step < 4 && !(await cell.isVisible()); step++) await page.getByRole('button', { name: bookingEn.calendar.next }).click();
  await cell.click();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  const time = page.getByRole('button', { name: bookingEn.time(slot.time), exact: true });
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await time.focus();
  expect(await page.evaluate(() => Object.keys(document.querySelector('main h1')!).some((key) => key.startsWith('__reactFiber')))).toBe(false);
  expect(await page.locator('[data-early-calendar]').count()).toBe(1);

  // React hydrates, gets the list and takes over: the same day and time, the focus where it was.
  release();
  await waitForHydration(page);
  await expect(page.locator('[data-early-picker]')).toHaveCount(0);
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await expect(time).toBeFocused();
  const email = uniqueEmail('early');
  await page.getByLabel(fieldsEn.fullName).fill('Harold Jenkins');
  await page.getByLabel(fieldsEn.email).fill(email);
  await page.getByLabel(fieldsEn.phone).fill('(555) 303-1122');
  await page.getByLabel(fieldsEn.type).selectOption('phone');
  await page.getByRole('button', { name: consultationEn.booking.consultation.submit }).click();
  const scheduled = consultationScheduled(shellEn.toasts, slot.date, slot.time);
  await expectToast(page, scheduled.title, scheduled.description!);
  const stored = await (await request.get('/api/consultation/slots')).json();
  expect(stored.find((other: { date: string; time: string; available: boolean }) => other.date === slot.date && other.time === slot.time)?.available).toBe(false);
  expect(problems).toEqual([]);
});
