import { expect } from '@playwright/test';
import type { ToastNote } from '../support/toast-notes';

/**
 * What the journeys in e2e/engines/ do in Firefox ESR and in WebKitGTK, Safari's engine, which
 * Playwright cannot drive from Debian's packages. The libraries do the driving (decision 044):
 * puppeteer-core for Firefox (firefox.ts), WebdriverIO for WebKitGTK (webkit.ts). This file is the
 * little the journeys share: the interface, and how a visitor finds what they act on.
 */
export type Engine = 'firefox' | 'webkit';
export type Key = 'Escape' | 'Tab' | 'Enter' | 'F8';

/**
 * An element as a visitor finds it: a field by its label, or a control by CSS and its text.
 * `withOption`: a select only once it offers that value (its options can come from the network).
 */
export type Target =
  | { label: string; within?: string; withOption?: string }
  | { css: string; text?: string; textIncludes?: string; within?: string };

export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it may be async) and returns its JSON-serialisable result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(target: Target): Promise<void>;
  fill(target: Target, text: string): Promise<void>;
  select(target: Target, value: string): Promise<void>;
  /** Chooses files in a file input, as a visitor does in the file picker: `paths` on this machine. */
  upload(target: Target, paths: string[]): Promise<void>;
  press(key: Key): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** A fresh browser of the engine for each test; `script: false` turns the pages' own JavaScript off. */
export interface EngineLauncher {
  newDriver(options: { script: boolean }): Promise<Driver>;
  close(): Promise<void>;
}

/**
 * How long a wait for what the page must show may take. Each wait ends as soon as it holds; 15 s
 * was too short for WebKitGTK booking through the busy two-core machine.
 */
const TIMEOUT_MS = 30_000;

/** Waits until `check` holds; a check that throws (the page went away mid-call) counts as "not yet". */
export function until(description: string, check: () => Promise<boolean>, timeout = TIMEOUT_MS): Promise<void> {
  return expect(async () => expect(await check(), `until ${description}`).toBe(true)).toPass({ timeout, intervals: [20, 40, 80, 150] });
}

/**
 * Runs in the page: the first element the target names that a visitor could use (shown, not
 * disabled), or null. Self-contained: its source is sent into the page (`findScript`).
 */
export function findInPage(target: Target): Element | null {
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const usable = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !(element as HTMLButtonElement).disabled;
  if ('label' in target) {
    for (const label of Array.from(root.querySelectorAll('label'))) {
      // A label as written, optional mark included in any language, or an English one without its mark.
      const full = norm(label.textContent);
      const control = label.control;
      if ((full !== target.label && full.replace(/ \(optional\)$/, '') !== target.label) || !control || !usable(control)) continue;
      if (target.withOption !== undefined && !Array.from((control as HTMLSelectElement).options ?? []).some((option) => option.value === target.withOption)) continue;
      return control;
    }
    return null;
  }
  for (const element of Array.from(root.querySelectorAll(target.css))) {
    if (!usable(element)) continue;
    const text = norm(element.textContent);
    if (target.text !== undefined && text !== target.text && element.getAttribute('aria-label') !== target.text) continue;
    if (target.textIncludes !== undefined && !text.includes(target.textIncludes)) continue;
    return element;
  }
  return null;
}

/**
 * An expression for the page: the target's element, brought to the middle of the window as a
 * visitor scrolls to it (a click at an element's middle never lands on the sticky header, and an
 * instant scroll ends a smooth one the page may have begun), or null.
 */
export const findScript = (target: Target) =>
  `((found) => (found && found.scrollIntoView({ block: 'center', behavior: 'instant' }), found))((${findInPage.toString()})(${JSON.stringify(target)}))`;

export const describeTarget = (target: Target) => JSON.stringify(target);

/** What a wait that failed should report: the toasts shown, the fields marked wrong and their messages, what the page did, its address. */
export async function whatThePageSays(driver: Driver): Promise<string> {
  const said = await driver
    .evaluate(() => ({
      at: location.pathname,
      toasts: ((window as unknown as { __toastNotes?: ToastNote[] }).__toastNotes ?? []).map((note) => note.text),
      invalid: Array.from(document.querySelectorAll('[aria-invalid="true"]')).map((field) => `${(field as HTMLInputElement).labels?.[0]?.textContent ?? field.id}: ${document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? ''}`),
      busy: Array.from(document.querySelectorAll('button[aria-busy="true"]')).map((button) => button.textContent),
      // The calendar: the days marked chosen, and whether the early calendar still has it (docs/decisions/037).
      chosenDays: Array.from(document.querySelectorAll<HTMLElement>('td[aria-selected="true"]')).map((cell) => cell.dataset.date),
      earlyCalendar: document.querySelector('[data-early-calendar]') !== null,
      // What happened since the page loaded, last first (support/toast-notes.ts, noteActions).
      actions: ((window as unknown as { __actions?: string[] }).__actions ?? []).slice(-30).reverse(),
    }))
    .catch((error: unknown) => `(the page did not answer: ${String(error)})`);
  return `the page says ${JSON.stringify(said)}`;
}

/** For a wait that failed: rethrows its error with what the page says (whatThePageSays). */
export const explainWith =
  (driver: Driver) =>
  async (error: unknown): Promise<never> => {
    throw new Error(`${String(error)}; ${await whatThePageSays(driver)}`);
  };
