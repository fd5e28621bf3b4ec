import type { Slot } from '#contract';
import type { Lang } from '#contract/language';
import { consultationForm as consultationFormEn } from '../../web/i18n/booking-consultation.en';
import { consultationForm as consultationFormEs } from '../../web/i18n/booking-consultation.es';
import { coordinatorForm as coordinatorFormEn } from '../../web/i18n/booking-coordinator.en';
import { coordinatorForm as coordinatorFormEs } from '../../web/i18n/booking-coordinator.es';
import { booking as bookingEn } from '../../web/i18n/booking.en';
import { booking as bookingEs } from '../../web/i18n/booking.es';
import { consultationFields as consultationFieldsEn } from '../../web/i18n/consultation-fields.en';
import { consultationFields as consultationFieldsEs } from '../../web/i18n/consultation-fields.es';
import { contact as contactEn } from '../../web/i18n/contact.en';
import { contact as contactEs } from '../../web/i18n/contact.es';
import { inquiry as inquiryEn } from '../../web/i18n/inquiry.en';
import { inquiry as inquiryEs } from '../../web/i18n/inquiry.es';
import { refer } from '../../web/i18n/refer.en';
import { type Driver, explainWith, until } from './driver';
import type { ReachableSite } from './reachable-site';

/**
 * The forms' words in each language, from the site's own catalogues: the journeys find a field or
 * a button by what a visitor reads on it, in the page's language, without a copy of the words.
 */
export const FORM_WORDS = {
  en: { booking: bookingEn, consultation: consultationFormEn, fields: consultationFieldsEn, coordinator: coordinatorFormEn, contact: contactEn, inquiry: inquiryEn },
  es: { booking: bookingEs, consultation: consultationFormEs, fields: consultationFieldsEs, coordinator: coordinatorFormEs, contact: contactEs, inquiry: inquiryEs },
} satisfies Record<Lang, unknown>;

/** A free slot for one test, at random far in the window so tests sharing a server do not collide. */
export async function freeSlot(site: ReachableSite, kind: 'consultation' | 'coordinators', avoid: Slot[] = []): Promise<Slot> {
  const slots = (await (await fetch(`${site.origin}/api/${kind}/slots`)).json()) as Slot[];
  const free = slots.filter((slot) => slot.available && !avoid.some((other) => other.date === slot.date)).slice(-150);
  return free[Math.floor(Math.random() * free.length)]!;
}

/** Pages the calendar to the slot's month, picks the day, then the time. */
async function chooseSlot(driver: Driver, slot: Slot, lang: Lang): Promise<void> {
  const { booking } = FORM_WORDS[lang];
  await until('the calendar has its slots', () => driver.evaluate(() => document.querySelector('[role="grid"]:not([aria-busy="true"])') !== null));
  for (let step = 0; step < 4; step++) {
    const shown = await driver.evaluate((date) => (document.querySelector(`td[data-date="${date}"]`)?.getClientRects().length ?? 0) > 0, slot.date);
    if (shown) break;
    await driver.click({ css: 'button', text: booking.calendar.next });
  }
  await driver.click({ css: `td[data-date="${slot.date}"]` });
  await until('the day is selected', () => driver.evaluate((date) => document.querySelector(`td[data-date="${date}"]`)?.getAttribute('aria-selected') === 'true', slot.date)).catch(explainWith(driver));
  await driver.click({ css: 'button[aria-pressed]', text: booking.time(slot.time) });
}

export async function bookConsultation(driver: Driver, slot: Slot, email: string, lang: Lang = 'en'): Promise<void> {
  const { fields, consultation } = FORM_WORDS[lang];
  await chooseSlot(driver, slot, lang);
  await driver.fill({ label: fields.fullName }, 'Harold Jenkins');
  await driver.fill({ label: fields.email }, email);
  await driver.fill({ label: fields.phone }, '(555) 303-1122');
  await driver.select({ label: fields.type }, 'phone');
  await driver.click({ css: 'button[type="submit"]', text: consultation.submit });
}

export async function bookFacilityVisit(driver: Driver, slot: Slot, email: string, lang: Lang = 'en'): Promise<void> {
  const { coordinator } = FORM_WORDS[lang];
  await driver.select({ label: coordinator.date }, slot.date);
  await driver.select({ label: coordinator.time }, slot.time);
  await driver.fill({ label: coordinator.facilityName }, 'Maple Grove Nursing Home');
  await driver.fill({ label: coordinator.facilityAddress }, '12 Maple Grove Lane, Springfield');
  await driver.fill({ label: coordinator.contactName }, 'Nora Patel, RN');
  await driver.fill({ label: coordinator.contactEmail }, email);
  await driver.fill({ label: coordinator.contactPhone }, '555 321 0099');
  await driver.click({ css: 'button[type="submit"]', text: coordinator.submit });
}

/** The inquiry tab's panel on /contact (its id is React's, so it is looked up through the tab). */
export const INQUIRY_PANEL = '[role="tabpanel"][data-inquiry]';

/**
 * Opens the contact card's inquiry tab (its form loads with it). A tap before that part of the
 * page has hydrated does nothing, as for a visitor, so it taps again until the form is there.
 */
export async function openInquiryTab(driver: Driver, lang: Lang = 'en'): Promise<void> {
  const name = FORM_WORDS[lang].contact.schedule.inquiry;
  await until('the inquiry form is open and ready', async () => {
    const state = await driver.evaluate((tabName) => {
      const tab = Array.from(document.querySelectorAll('[role="tab"]')).find((item) => item.textContent?.trim() === tabName);
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (!tab || !panel) return 'missing';
      panel.setAttribute('data-inquiry', '');
      if (tab.getAttribute('aria-selected') !== 'true' || panel.hidden) return 'closed';
      return panel.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === false ? 'ready' : 'loading';
    }, name);
    if (state === 'closed') await driver.click({ css: '[role="tab"]', text: name });
    return state === 'ready';
  }, 30_000);
}

/** Fills and sends the inquiry form on /contact. */
export async function sendInquiry(driver: Driver, message: string, lang: Lang = 'en'): Promise<void> {
  const { inquiry } = FORM_WORDS[lang];
  await openInquiryTab(driver, lang);
  const within = INQUIRY_PANEL;
  await driver.fill({ label: inquiry.firstName, within }, 'Nora');
  await driver.fill({ label: inquiry.lastName, within }, 'Nurse');
  await driver.fill({ label: inquiry.email, within }, 'nora.nurse@example.com');
  await driver.fill({ label: inquiry.phone, within }, '555 010 2030');
  // An optional field's label ends in the language's mark (' (optional)', ' (opcional)').
  await driver.fill({ label: `${inquiry.message}${inquiry.optional}`, within }, message);
  await driver.click({ css: `${within} button[type="submit"]`, text: inquiry.submit });
}

export async function openOutbox(driver: Driver): Promise<void> {
  await driver.click({ css: 'header button[aria-haspopup="dialog"]', textIncludes: 'Outbox' });
  await until('the outbox panel is open', () => driver.evaluate(() => document.querySelector('dialog[open]') !== null));
}

/** The text of each entry in the open outbox panel. */
export const outboxEntries = (driver: Driver) =>
  driver.evaluate(() => Array.from(document.querySelectorAll('dialog[open] li')).map((item) => (item as HTMLElement).innerText.replace(/\s+/g, ' ')));

/**
 * Fills in every required field of the English referral form, as a discharge planner does, and
 * chooses `documents` (paths on this machine). A date field is set through the value's own
 * setter, as the browser's date picker does: WebDriver types into a date field by the locale's
 * segments, which differ between engines.
 */
export async function fillReferral(driver: Driver, patientName: string, documents: string[]): Promise<void> {
  const { form } = refer;
  await driver.select({ label: form.referrerRole }, 'discharge-planner');
  await driver.fill({ label: form.referrerName }, 'Dana Planner');
  await driver.fill({ label: form.referrerPhone }, '(513) 555-0142');
  await driver.fill({ label: form.referrerEmail }, 'dana@mercy.example.org');
  await driver.fill({ label: form.patientName }, patientName);
  await driver.evaluate((label) => {
    const field = Array.from(document.querySelectorAll('label')).find((each) => each.textContent?.trim() === label)!.control as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '1941-02-03');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, form.patientDateOfBirth);
  await driver.fill({ label: form.patientPhone }, '513-555-0199');
  await driver.fill({ label: form.patientZip }, '45202');
  await driver.fill({ label: form.patientAddress }, '12 Elm Street, Cincinnati');
  await driver.select({ label: form.woundType }, 'Diabetic ulcers');
  await driver.fill({ label: form.woundLocation }, 'Left heel');
  await driver.select({ label: form.urgency }, '48h');
  await driver.fill({ label: form.payer }, 'Medicare');
  await driver.click({ label: form.consent });
  await driver.upload({ label: form.documentsLabel }, documents);
}
