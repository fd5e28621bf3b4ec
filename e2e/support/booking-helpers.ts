import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatDateLong, type Slot } from '#contract';
import { noteToasts, type ToastNote } from './toast-notes';

export type SlotKind = 'consultation' | 'coordinators';

export async function listSlots(request: APIRequestContext, kind: SlotKind): Promise<Slot[]> {
  const response = await request.get(`/api/${kind}/slots`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Slot[];
}

/**
 * A free slot for one test. The data folder is shared by every spec of the run, so each
 * test takes a random free slot on a random date from tomorrow on (today's may pass
 * mid-test), in its part of the window:
 * - 'kept' (most tests): the first 60 % of the dates;
 * - 'freed': the next dates, for a test that frees its time again and then checks it is free.
 *   No other test books there: a freed time in the shared part could be taken by a test
 *   running beside it before the check (it happened in one run of the suite);
 * - 'closed': a few dates after those, for the test that closes a whole day, which would
 *   refuse another test's booking made on that day meanwhile.
 * The parts are of the dates: 'freed' and 'closed' are taken for consultations, whose window has
 * 43 dates of 32 times. The outbox tests take the last 120 free times instead
 * (support/outbox-helpers.ts): the consultation window's last few dates, but most of the
 * facility window (26 dates of 6 times), where they only book, as the 'kept' tests do.
 */
const PARTS = { kept: [0, 0.6], freed: [0.6, 0.78], closed: [0.78, 0.88] } as const;

export async function pickFreeSlot(request: APIRequestContext, kind: SlotKind, avoid: readonly string[] = [], part: keyof typeof PARTS = 'kept'): Promise<Slot> {
  const slots = await listSlots(request, kind);
  const today = slots[0]!.date;
  const all = [...new Set(slots.filter((s) => s.date !== today).map((s) => s.date))];
  const [from, to] = PARTS[part];
  const inPart = all.slice(Math.round(all.length * from), Math.round(all.length * to));
  const dates = inPart.filter((date) => !avoid.includes(date) && slots.some((s) => s.date === date && s.available));
  expect(dates.length, `free dates in the ${part} part of the window`).toBeGreaterThan(0);
  const date = dates[Math.floor(Math.random() * dates.length)]!;
  const free = slots.filter((s) => s.date === date && s.available);
  return free[Math.floor(Math.random() * free.length)]!;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const dayCell = (page: Page, date: string): Locator => page.getByRole('gridcell', { name: formatDateLong(date), exact: true });

/** Pages the calendar forward to the date's month and clicks the day. */
export async function chooseDate(scope: Page, date: string): Promise<void> {
  const cell = dayCell(scope, date);
  await expect(scope.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
  for (let step = 0; step < 4 && !(await cell.isVisible()); step++) {
    await scope.getByRole('button', { name: 'Next month' }).first().click();
  }
  await cell.click();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
}

/** The notification region; toasts appear inside it. */
const TOAST_REGION = 'Notifications (F8)';
export const toasts = (page: Page): Locator => page.getByRole('region', { name: TOAST_REGION });

/**
 * That a toast with this title and text was shown in the notification region. A toast goes by itself
 * after a few seconds, which on a busy machine can come before a check does: from the call on, the
 * page notes every toast it shows (one already showing too), and the check reads those notes.
 */
export async function expectToast(page: Page, title: string, description: string | RegExp): Promise<void> {
  await page.evaluate(noteToasts);
  // A pattern crosses into the page as its source and flags; a text as a pattern that matches it exactly.
  const pattern = typeof description === 'string' ? new RegExp(description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : description;
  const wanted = { source: pattern.source, flags: pattern.flags };
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ region, title, wanted }) =>
            ((window as unknown as { __toastNotes?: ToastNote[] }).__toastNotes ?? []).some(
              (note) => note.region === region && note.title === title && new RegExp(wanted.source, wanted.flags).test(note.text),
            ),
          { region: TOAST_REGION, title, wanted },
        ),
      { message: `a toast "${title}" saying ${String(description)}`, timeout: 30_000 },
    )
    .toBe(true);
}

/** The submit buttons stay disabled until React has hydrated the page, so enabled means interactive. */
export async function waitUntilInteractive(page: Page, submitLabel: string): Promise<void> {
  await expect(page.locator('button[type="submit"]', { hasText: submitLabel })).toBeEnabled();
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The WCAG 2.2 AA rules and best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe's serious and critical findings on the page as it is now, for the WCAG 2.2 AA rules and
 * best practices. axe-core goes into the page once per document (checks at two widths, or before
 * and after a choice, share it) and runs there (`axe.run` on the whole document): the site has no
 * frames (its CSP allows none from elsewhere). @axe-core/playwright put axe's half-megabyte source
 * into the page twice for every run. Only violations are gathered in full (`resultTypes`): every
 * rule still runs on every node, but axe stops collecting each passing node's details, which
 * nothing here reads, and takes about half the time.
 */
export async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (tags) =>
      (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    AXE_TAGS,
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Axe at 1280 and then at 375 px on the page as loaded (resized, as a window narrowed or a phone
 * turned would be), each width's findings a soft failure of its own; the page is left at 1280 px.
 */
export async function expectAccessibleAtWidths(page: Page, label: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await seriousViolations(page), `axe on ${label} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Axe on the page as it is now (after choices, messages or toasts): nothing serious or critical. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast sliding in is half transparent; contrast is judged once it has arrived.
  // A cancelled animation (a toast replaced mid-slide) rejects `finished`; it is over all the same.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // Focusing a field scrolls smoothly; judge the page where it comes to rest, not mid-scroll
  // (a link passing under the sticky header reads as an obscured target).
  await page.evaluate(async () => {
    let last = -1;
    while (window.scrollY !== last) {
      last = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  // A toast that mounts after that wait (its card's module still arriving) would be judged mid-fade:
  // with reduced motion it has no entrance animation, so axe sees the colours a reader is left with.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** The inquiry form's required fields, filled as Grace Okafor would. */
export async function fillInquiryContact(panel: Locator): Promise<void> {
  await panel.getByLabel('First Name').fill('Grace');
  await panel.getByLabel('Last Name').fill('Okafor');
  await panel.getByLabel('Email').fill('grace@example.com');
  await panel.getByLabel('Phone Number').fill('5556062200');
}
