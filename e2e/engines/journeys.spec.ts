import { randomUUID } from 'node:crypto';
import { addMinutes, formatDateLong, formatTime12h, type Slot } from '#contract';
import { HEADINGS } from '../site-helpers';
import { until } from './driver';
import { expect, hydrated, pageText, seeText, test } from './fixture';
import { bookConsultation, bookFacilityVisit, freeSlot, INQUIRY_PANEL, openInquiryTab } from './steps';

// The journeys of docs/product.md, online, as a visitor in Firefox or Safari takes them.

test('when a consultation is booked through the calendar, then it is scheduled and stored once', async ({ driver, site }) => {
  const slot = await freeSlot(site, 'consultation');
  const email = `calendar-${randomUUID()}@example.com`;
  await driver.goto(`${site.origin}/consultation`);
  await hydrated(driver);
  await bookConsultation(driver, slot, email);
  await seeText(driver, 'Consultation Scheduled');
  await seeText(driver, `Your free consultation has been scheduled for ${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}.`);
  const stored = site.records<{ clientEmail: string; date: string; time: string }>('consultation-bookings').filter((b) => b.clientEmail === email);
  expect(stored.map(({ date, time }) => ({ date, time }))).toEqual([{ date: slot.date, time: slot.time }]);
  // The form is ready for the next visitor.
  expect(await driver.evaluate(() => document.querySelector('button[type="submit"]')?.textContent)).toBe('Select Date & Time First');
});

test('when a facility picks a date and a time from the dropdowns, then closed days say so, times are ranges, and the visit is booked', async ({ driver, site }) => {
  const slots = (await (await fetch(`${site.origin}/api/coordinators/slots`)).json()) as Slot[];
  const email = `dropdowns-${randomUUID()}@example.com`;
  await driver.goto(`${site.origin}/coordinators`);
  await hydrated(driver);
  const optionsOf = (label: string) =>
    driver.evaluate((name) => {
      const control = Array.from(document.querySelectorAll('label')).find((label) => label.textContent?.trim() === name)?.control as HTMLSelectElement | undefined;
      return control ? Array.from(control.options).map((option) => option.text) : [];
    }, label);
  await until('the dates are listed', async () => (await optionsOf('Date')).length > 1);
  const dates = [...new Set(slots.map((s) => s.date))];
  expect(await optionsOf('Date')).toEqual([
    expect.any(String),
    ...dates.map((date) => (slots.some((s) => s.date === date && s.available) ? formatDateLong(date) : `${formatDateLong(date)} (No available times)`)),
  ]);

  const first = await freeSlot(site, 'coordinators');
  await driver.select({ label: 'Date' }, first.date);
  const range = (time: string) => `${formatTime12h(time)} – ${formatTime12h(addMinutes(time, 60))}`;
  const dayTimes = slots.filter((s) => s.date === first.date);
  await until('the day’s times are listed', async () => (await optionsOf('Time')).length === dayTimes.length + 1);
  expect((await optionsOf('Time')).slice(1)).toEqual(dayTimes.map((s) => (s.available ? range(s.time) : `${range(s.time)} (Past)`)));

  await bookFacilityVisit(driver, first, email);
  await seeText(driver, `Your facility appointment has been scheduled for ${formatDateLong(first.date)} at ${formatTime12h(first.time)}.`);
  expect(site.records<{ clientEmail: string }>('coordinator-bookings').filter((b) => b.clientEmail === email)).toHaveLength(1);
});

test('when the inquiry is sent empty, then each message shows; filled in, then "Success!" and the form resets', async ({ driver, site }) => {
  await driver.goto(`${site.origin}/contact`);
  await hydrated(driver);
  await openInquiryTab(driver);
  const within = INQUIRY_PANEL;
  await driver.click({ css: `${within} input[type="checkbox"]` });
  await driver.click({ css: `${within} button[type="submit"]`, text: 'Send Inquiry' });
  for (const message of ['First name is required', 'Last name is required', 'Invalid email address', 'Phone number must be at least 10 digits', 'Consent is required']) {
    await seeText(driver, message);
  }
  expect(await driver.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('First Name');

  const marker = randomUUID();
  await driver.fill({ label: 'First Name', within }, 'Grace');
  await driver.fill({ label: 'Last Name', within }, 'Okafor');
  await driver.fill({ label: 'Email', within }, 'grace@example.com');
  await driver.fill({ label: 'Phone Number', within }, '(555) 606-2200');
  await driver.select({ label: 'Service of Interest', within }, 'compression');
  await driver.fill({ label: 'Message', within }, `Leg ulcer, slow to heal. ${marker}`);
  await driver.click({ css: `${within} input[type="checkbox"]` });
  await driver.click({ css: `${within} button[type="submit"]`, text: 'Send Inquiry' });
  await seeText(driver, 'Success!');
  await until('the form resets', () => driver.evaluate((panel) => document.querySelector<HTMLInputElement>(`${panel} input[autocomplete="given-name"], ${panel} input`)?.value === '', within));
  expect(site.records<{ message: string; serviceType: string }>('contact-inquiries').filter((r) => r.message.includes(marker)).map((r) => r.serviceType)).toEqual(['compression']);
});

test('when an FAQ question is chosen, then its answer opens and the open one closes', async ({ driver, site }) => {
  await driver.goto(`${site.origin}/faqs`);
  await hydrated(driver);
  // Each question is a <details name="faq"> (decision 035): the browser keeps one open at a time.
  const open = () => driver.evaluate(() => Array.from(document.querySelectorAll<HTMLDetailsElement>('main details[name="faq"]')).map((item) => item.open));
  expect((await open())[0]).toBe(true);
  await driver.click({ css: 'main details > summary', textIncludes: 'Do you treat patients in nursing homes' });
  await until('the second answer is open and the first closed', async () => (await open()).slice(0, 2).join() === 'false,true');
  const answerShown = await driver.evaluate(() => document.querySelectorAll('main details[name="faq"] > summary + div')[1]!.getClientRects().length > 0);
  expect(answerShown).toBe(true);
  await driver.click({ css: 'main details > summary', textIncludes: 'Do you treat patients in nursing homes' });
  await until('every answer is closed', async () => (await open()).every((value) => !value));
});

test('when the screen is narrow, then the menu button opens the links, a link closes it, and Escape closes it', async ({ driver, site }) => {
  await driver.resize(800, 900);
  await driver.goto(`${site.origin}/`);
  await hydrated(driver);
  const state = () =>
    driver.evaluate(() => {
      const button = document.querySelector('button[aria-controls="site-menu"]');
      const menu = document.getElementById('site-menu');
      return { expanded: button?.getAttribute('aria-expanded'), shown: (menu?.getClientRects().length ?? 0) > 0 && getComputedStyle(menu!).visibility !== 'hidden', focused: document.activeElement === button };
    });
  expect(await state()).toMatchObject({ expanded: 'false', shown: false });
  await driver.click({ css: 'button[aria-controls="site-menu"]', textIncludes: 'Menu' });
  await until('the menu is open', async () => (await state()).shown);
  await driver.click({ css: '#site-menu a', text: 'FAQs' });
  await until('the FAQ page shows with the menu closed', async () => (await pageText(driver)).includes(HEADINGS['/faqs']) && !(await state()).shown);
  expect((await state()).expanded).toBe('false');

  await driver.click({ css: 'button[aria-controls="site-menu"]', textIncludes: 'Menu' });
  await until('the menu is open again', async () => (await state()).shown);
  await driver.press('Escape');
  await until('Escape closes it and focus is back on the button', async () => {
    const now = await state();
    return !now.shown && now.expanded === 'false' && now.focused;
  });
});

test('when Tab moves past the last link of the open menu, then the menu closes and focus stays where it went', async ({ driver, site }) => {
  await driver.resize(800, 900);
  await driver.goto(`${site.origin}/`);
  await hydrated(driver);
  await driver.click({ css: 'button[aria-controls="site-menu"]', textIncludes: 'Menu' });
  await until('the menu is open', () => driver.evaluate(() => document.getElementById('site-menu')!.getClientRects().length > 0));
  await driver.evaluate(() => document.querySelector<HTMLElement>('#site-menu li:last-child a')!.focus());
  await driver.press('Tab');
  await until('the menu closed, with focus outside it', () =>
    driver.evaluate(() => {
      const menu = document.getElementById('site-menu')!;
      return menu.getClientRects().length === 0 && !menu.contains(document.activeElement) && document.activeElement !== document.body;
    }),
  );
});

/** What the F8 journey waits for, kept by the page as it happens (see watchToastAndF8). */
interface ToastWatch {
  /** performance.now() when the "Missing Information" toast came; 0 until it has. */
  shownAt: number;
  /** Whether a toast was showing when F8 went down; null until F8 has reached the page. */
  f8WithToast: boolean | null;
}

/**
 * Runs in the page: notes when the "Missing Information" toast comes and whether a toast is showing
 * when F8 goes down (before the page's own handler takes it). The journey waits for these events,
 * not for a toast that a slow driver on a busy machine may only look for after it has gone.
 */
function watchToastAndF8(): void {
  const watch: ToastWatch = { shownAt: 0, f8WithToast: null };
  (window as unknown as { __watch: ToastWatch }).__watch = watch;
  new MutationObserver(() => {
    if (!watch.shownAt && document.querySelector('[data-toast]')?.textContent?.includes('Missing Information')) watch.shownAt = performance.now();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8') watch.f8WithToast = document.querySelector('[data-toast]') !== null;
  }, true);
}
const watched = () => (window as unknown as { __watch: ToastWatch }).__watch;

test('when F8 is pressed with a toast showing, then focus moves into it and it stays; Escape closes it and returns focus', async ({ driver, site }) => {
  await driver.goto(`${site.origin}/contact`);
  await hydrated(driver, 'main form button[type="submit"]');
  await until('the calendar has its slots', () => driver.evaluate(() => document.querySelector('[role="grid"]:not([aria-busy="true"])') !== null));
  await driver.evaluate(watchToastAndF8);
  // Sent without a date: "Missing Information", and focus goes to the first field to fix. If that
  // toast went by itself before F8 reached the page, the form is sent again for a new one.
  for (let attempt = 1; ; attempt++) {
    await driver.evaluate(() => {
      Object.assign((window as unknown as { __watch: ToastWatch }).__watch, { shownAt: 0, f8WithToast: null });
      document.querySelector('[data-was-focused]')?.removeAttribute('data-was-focused');
    });
    await driver.click({ css: 'button[type="submit"]', text: 'Book Free Consultation' });
    await until('the "Missing Information" toast has come', async () => (await driver.evaluate(watched)).shownAt > 0);
    await driver.evaluate(() => (document.activeElement as HTMLElement).setAttribute('data-was-focused', ''));
    await driver.press('F8');
    await until('F8 has reached the page', async () => (await driver.evaluate(watched)).f8WithToast !== null);
    if ((await driver.evaluate(watched)).f8WithToast) break;
    if (attempt === 3) throw new Error('Each time, the toast had gone by itself before F8 reached the page.');
  }
  await until('focus is in the toast', () => driver.evaluate(() => document.activeElement?.closest('[data-toast]') !== null));
  // Its 5 s countdown stopped: past the moment it would have gone by itself, it is still there.
  await until('the toast is past its 5 s', async () => {
    const { shownAt } = await driver.evaluate(watched);
    return driver.evaluate((since) => performance.now() > since + 5500, shownAt);
  });
  expect(await pageText(driver)).toContain('Missing Information');
  await driver.press('Escape');
  await until('the toast is gone and focus is back', () =>
    driver.evaluate(() => document.querySelector('[data-toast]') === null && document.activeElement?.hasAttribute('data-was-focused') === true),
  );
});
