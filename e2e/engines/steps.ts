import { formatTime12h, type Slot } from '../../api/contract';
import type { TestServer } from '../support/test-server';
import { type Driver, until } from './driver';

/** A free slot for one test, at random far in the window so tests sharing a server do not collide. */
export async function freeSlot(site: TestServer, kind: 'consultation' | 'coordinators', avoid: Slot[] = []): Promise<Slot> {
  const slots = (await (await fetch(`${site.origin}/api/${kind}/slots`)).json()) as Slot[];
  const free = slots.filter((slot) => slot.available && !avoid.some((other) => other.date === slot.date)).slice(-150);
  return free[Math.floor(Math.random() * free.length)]!;
}

/** Pages the calendar to the slot's month, picks the day, then the time. */
async function chooseSlot(driver: Driver, slot: Slot): Promise<void> {
  await until('the calendar has its slots', () => driver.evaluate(() => document.querySelector('[role="grid"]:not([aria-busy="true"])') !== null));
  for (let step = 0; step < 4; step++) {
    const shown = await driver.evaluate((date) => (document.querySelector(`td[data-date="${date}"]`)?.getClientRects().length ?? 0) > 0, slot.date);
    if (shown) break;
    await driver.click({ css: 'button', text: 'Next month' });
  }
  await driver.click({ css: `td[data-date="${slot.date}"]` });
  await until('the day is selected', () => driver.evaluate((date) => document.querySelector(`td[data-date="${date}"]`)?.getAttribute('aria-selected') === 'true', slot.date));
  await driver.click({ css: 'button[aria-pressed]', text: formatTime12h(slot.time) });
}

export async function bookConsultation(driver: Driver, slot: Slot, email: string): Promise<void> {
  await chooseSlot(driver, slot);
  await driver.fill({ label: 'Full Name' }, 'Harold Jenkins');
  await driver.fill({ label: 'Email' }, email);
  await driver.fill({ label: 'Phone Number' }, '(555) 303-1122');
  await driver.select({ label: 'Consultation Type' }, 'phone');
  await driver.click({ css: 'button[type="submit"]', text: 'Book Free Consultation' });
}

export async function bookFacilityVisit(driver: Driver, slot: Slot, email: string): Promise<void> {
  await driver.select({ label: 'Date' }, slot.date);
  await driver.select({ label: 'Time' }, slot.time);
  await driver.fill({ label: 'Facility Name' }, 'Maple Grove Nursing Home');
  await driver.fill({ label: 'Facility Address' }, '12 Maple Grove Lane, Springfield');
  await driver.fill({ label: 'Contact Name' }, 'Nora Patel, RN');
  await driver.fill({ label: 'Contact Email' }, email);
  await driver.fill({ label: 'Contact Phone' }, '555 321 0099');
  await driver.click({ css: 'button[type="submit"]', text: 'Book Appointment' });
}

/** The inquiry tab's panel on /contact (its id is React's, so it is looked up through the tab). */
export const INQUIRY_PANEL = '[role="tabpanel"][data-inquiry]';

/**
 * Opens the contact card's inquiry tab (its form loads with it). A tap before that part of the
 * page has hydrated does nothing, as for a visitor, so it taps again until the form is there.
 */
export async function openInquiryTab(driver: Driver): Promise<void> {
  await until('the inquiry form is open and ready', async () => {
    const state = await driver.evaluate(() => {
      const tab = Array.from(document.querySelectorAll('[role="tab"]')).find((item) => item.textContent?.trim() === 'General Inquiry');
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (!tab || !panel) return 'missing';
      panel.setAttribute('data-inquiry', '');
      if (tab.getAttribute('aria-selected') !== 'true' || panel.hidden) return 'closed';
      return panel.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === false ? 'ready' : 'loading';
    });
    if (state === 'closed') await driver.click({ css: '[role="tab"]', text: 'General Inquiry' });
    return state === 'ready';
  }, 30_000);
}

/** Fills and sends the inquiry form on /contact. */
export async function sendInquiry(driver: Driver, message: string): Promise<void> {
  await openInquiryTab(driver);
  const within = INQUIRY_PANEL;
  await driver.fill({ label: 'First Name', within }, 'Nora');
  await driver.fill({ label: 'Last Name', within }, 'Nurse');
  await driver.fill({ label: 'Email', within }, 'nora.nurse@example.com');
  await driver.fill({ label: 'Phone Number', within }, '555 010 2030');
  await driver.fill({ label: 'Message', within }, message);
  await driver.click({ css: `${within} button[type="submit"]`, text: 'Send Inquiry' });
}

export async function openOutbox(driver: Driver): Promise<void> {
  await driver.click({ css: 'header button[aria-haspopup="dialog"]', textIncludes: 'Outbox' });
  await until('the outbox panel is open', () => driver.evaluate(() => document.querySelector('dialog[open]') !== null));
}

/** The text of each entry in the open outbox panel. */
export const outboxEntries = (driver: Driver) =>
  driver.evaluate(() => Array.from(document.querySelectorAll('dialog[open] li')).map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ')));
