import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { formatTime12h } from '#contract';
import { chooseDate, fillInquiryContact, pickFreeSlot, toasts, uniqueEmail } from './support/booking-helpers';
import { inquiry, postFromPage } from './support/outbox-helpers';
import { test as pwaTest, visitAndInstall } from './support/pwa-fixture';
import { waitForHydration } from './site-helpers';

// WCAG 2.2 AA as a keyboard user and a screen reader meet the site (decision 013).

/** Whether the element is on screen and nothing covers its centre. */
const unobscured = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return true; // scrolled to by the browser next
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top));
  });

test.describe('the mobile menu (2.4.11 Focus Not Obscured)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('when Tab moves past the last menu link, then the menu closes and the newly focused link is not hidden behind it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const links = page.locator('#site-menu a');
    await expect(links.first()).toBeVisible();
    await links.last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
    // Focus stayed where the visitor moved it, outside the menu, and can be seen.
    expect(await page.evaluate(() => document.getElementById('site-menu')!.contains(document.activeElement))).toBe(false);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect(await unobscured(page)).toBe(true);
  });

  test('when the visitor clicks outside the open menu, then it closes; Escape from a menu link returns to the Menu button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.mouse.click(200, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await page.locator('#site-menu a').nth(2).focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('outcomes stay on the page (2.2.1 Timing Adjustable)', () => {
  test('when a booking fails, then the reason stays beside the form after the toast has gone', async ({ page, request }) => {
    const slot = await pickFreeSlot(request, 'consultation');
    const reason = 'Sorry, that time has just been booked by someone else. Please choose another time.';
    await page.route('**/api/consultation/book', (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ success: false, message: reason }) }));
    await page.goto('/consultation');
    await chooseDate(page, slot.date);
    await page.getByRole('button', { name: formatTime12h(slot.time), exact: true }).click();
    await page.getByLabel('Full Name').fill('Harold Jenkins');
    await page.getByLabel('Email').fill(uniqueEmail('inline'));
    await page.getByLabel('Phone Number').fill('(555) 303-1122');
    await page.getByLabel('Consultation Type').selectOption('phone');
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    await expect(toasts(page).getByText('Booking Failed')).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toasts(page).getByText('Booking Failed')).toHaveCount(0);
    await expect(page.locator('main').getByText(reason)).toBeVisible();
    // Focus stayed in the form: the visitor picks another time.
    await expect(page.getByLabel('Full Name')).toHaveValue('Harold Jenkins');
  });

  test('when an inquiry is sent or fails, then its outcome stays beside the form until the next try', async ({ page }) => {
    let fail = true;
    await page.route('**/api/contact', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"We are updating the site. Please try again in a minute."}' }) : route.continue(),
    );
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'General Inquiry' }).click();
    const panel = page.getByRole('tabpanel', { name: 'General Inquiry' });
    await fillInquiryContact(panel);
    await panel.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(panel.getByText('We are updating the site. Please try again in a minute.')).toBeVisible();

    fail = false;
    await panel.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(panel.getByText('We are updating the site. Please try again in a minute.')).toHaveCount(0);
    await expect(panel.getByText('Success!')).toBeVisible();
    // The form was cleared: focus moved to the outcome, which holds the server's message.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('We received your message');
  });
});

test.describe('toasts and focus (2.2.1, 2.4.3)', () => {
  test('when F8 is pressed with a toast showing, then focus moves into it and its countdown stops; Escape closes it and focus returns to where it was', async ({ page }) => {
    // The page's clock is moved past the toast's 5 s rather than the test waiting them out.
    await page.clock.install();
    await page.goto('/contact');
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    // Sent without a date: "Missing Information" (a 5 s toast), and focus goes to the first field to fix.
    await page.getByRole('button', { name: 'Book Free Consultation' }).click();
    const card = toasts(page).getByText('Missing Information');
    await expect(card).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement).setAttribute('data-was-focused', ''));
    const before = page.locator('[data-was-focused]');
    await expect(before).toBeFocused();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-toast]') !== null)).toBe(true);
    await page.clock.fastForward(6000);
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(before).toBeFocused();
  });

  test('when F8 is pressed with no toast, then focus stays where it is', async ({ page }) => {
    await page.goto('/consultation');
    await waitForHydration(page);
    const name = page.getByLabel('Full Name');
    await name.focus();
    await page.keyboard.press('F8');
    await expect(name).toBeFocused();
  });
});

test.describe('the calendar (1.4.1 Use of Color)', () => {
  test('when days are shown, then open and closed days differ by more than colour, the legend shows the same cues, and the hint names no colour', async ({ page }) => {
    await page.goto('/consultation');
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    const cues = await page.evaluate(() => {
      const open = document.querySelector('td[data-date]:not([aria-disabled]):not([aria-selected="true"])')!;
      const closed = document.querySelector('td[data-date][aria-disabled="true"]')!;
      const [openSwatch, closedSwatch] = Array.from(document.querySelectorAll('[aria-label="Legend"] span'));
      return {
        openBar: getComputedStyle(open).boxShadow.includes('inset'),
        closedBar: getComputedStyle(closed).boxShadow,
        openStroke: getComputedStyle(open.querySelector('span')!).textDecorationLine,
        closedStroke: getComputedStyle(closed.querySelector('span')!).textDecorationLine,
        openSwatchBar: getComputedStyle(openSwatch!).boxShadow.includes('inset'),
        closedSwatchStroke: getComputedStyle(closedSwatch!).backgroundImage.startsWith('linear-gradient'),
      };
    });
    expect(cues).toEqual({ openBar: true, closedBar: 'none', openStroke: 'none', closedStroke: 'line-through', openSwatchBar: true, closedSwatchStroke: true });
    await expect(page.getByText('Choose an available date in the calendar to see its times.')).toBeVisible();
    await expect(page.getByText(/green date/i)).toHaveCount(0);
  });
});

test.describe('required selects (4.1.2 Name, Role, Value)', () => {
  test('when a form first loads, then no field is announced as invalid before it is checked', async ({ page }) => {
    for (const [path, label] of [
      ['/consultation', 'Consultation Type'],
      ['/coordinators', 'Date'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const select = page.getByLabel(label, { exact: true });
      await expect(select).toHaveAttribute('aria-invalid', 'false');
      // What a screen reader is told: Chromium's accessibility tree.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { name?: { value?: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
      const node = nodes.find((candidate) => candidate.name?.value === label && candidate.properties);
      const invalid = node?.properties?.find((property) => property.name === 'invalid')?.value.value ?? 'false';
      expect(invalid, `${path} ${label}`).toBe('false');
    }
  });
});

test.describe('the floating Book and Call buttons (1.4.11 Non-text Contrast)', () => {
  test('when one is focused over the dark footer, then its ring is dark on a white halo: 3:1 against the page either way', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const call = page.getByRole('link', { name: /^Call us at/ }).last();
    await call.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await call.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineColor, outlineStyle: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outline).toBe('rgb(31, 41, 51)');
    expect(ring.shadow).toContain('rgb(255, 255, 255)');
  });
});

pwaTest.describe('the header with the outbox button (1.4.10 Reflow)', () => {
  pwaTest('when a submission waits and the screen is 320 to 414 px wide, then nothing in the header overlaps and it keeps its height', async ({ profile }) => {
    const { page, context } = profile;
    await visitAndInstall(page, '/contact');
    await context.setOffline(true);
    expect((await postFromPage(page, '/api/contact', inquiry(randomUUID()), randomUUID())).status).toBe(202);
    await expect(page.getByRole('button', { name: /Outbox/ })).toBeVisible();
    for (const width of [320, 360, 375, 414]) {
      await page.setViewportSize({ width, height: 700 });
      const boxes = await page.evaluate(() => {
        const rect = (element: Element | null) => {
          const box = element?.getBoundingClientRect();
          return box && box.width > 0 ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom } : null;
        };
        const brandText = Array.from(document.querySelectorAll('header a[aria-label$=", home"] span')).find((span) => span.getBoundingClientRect().width > 0) ?? null;
        return {
          logo: rect(document.querySelector('header a[aria-label$=", home"] svg')),
          name: rect(brandText),
          menu: rect(document.querySelector('button[aria-controls="site-menu"]')),
          outbox: rect(document.querySelector('header button[aria-haspopup="dialog"]')),
          header: rect(document.querySelector('header')),
        };
      });
      const pieces = [boxes.logo, boxes.name, boxes.menu, boxes.outbox].filter((box) => box !== null);
      for (let a = 0; a < pieces.length; a++) {
        for (let b = a + 1; b < pieces.length; b++) {
          const overlap = pieces[a]!.right > pieces[b]!.left + 0.5 && pieces[b]!.right > pieces[a]!.left + 0.5;
          expect(overlap, `${width} px: pieces ${a} and ${b} overlap`).toBe(false);
        }
      }
      expect(boxes.outbox!.right, `${width} px`).toBeLessThanOrEqual(width);
      expect(boxes.header!.bottom - boxes.header!.top, `${width} px`).toBeLessThan(75);
    }
  });
});

