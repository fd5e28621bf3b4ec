import { execFileSync } from 'node:child_process';
import type { ToastNote } from '../support/toast-notes';

/**
 * One small driver over the two engines Playwright cannot drive from Debian's packages:
 * Firefox ESR through puppeteer-core (WebDriver BiDi) and WebKitGTK, Safari's engine, through
 * WebKitWebDriver (W3C WebDriver over HTTP). The journeys are written once against it; each
 * engine's side is in firefox-driver.ts and webkit-driver.ts.
 */
export type Engine = 'firefox' | 'webkit';
export type Key = 'Escape' | 'Tab' | 'Enter' | 'F8';

/** An element as a visitor finds it: a field by its label, or a control by CSS and its text. */
export type Target =
  | { label: string; within?: string }
  | { css: string; text?: string; textIncludes?: string; within?: string };

export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it may be async) and returns its JSON-serialisable result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(target: Target): Promise<void>;
  fill(target: Target, text: string): Promise<void>;
  select(target: Target, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a wait for what the page must show may take. Each wait ends as soon as it holds; 15 s
 * was too short for WebKitGTK booking through the busy two-core machine (the facility journey's
 * confirmation timed out there while every other engine passed).
 */
const TIMEOUT_MS = 30_000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it holds: the engines' contexts are replaced on navigation, so a check
 * that throws (the page went away mid-call) counts as "not yet".
 */
export async function until(description: string, check: () => Promise<boolean>, timeout = TIMEOUT_MS): Promise<void> {
  const end = Date.now() + timeout;
  let lastError: unknown;
  let pause = 20;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    // Soon at first (most waits are for what the page does within a few frames), then every 150 ms.
    await sleep(pause);
    pause = Math.min(pause * 2, 150);
  }
  throw new Error(`Timed out after ${timeout} ms waiting until ${description}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
}

/** Runs in the page: the first visible element the target names, or null. */
export function findInPage(target: Target): Element | null {
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  if ('label' in target) {
    for (const label of Array.from(root.querySelectorAll('label'))) {
      // A label as written, optional mark included in any language, or an English one without its mark.
      const full = norm(label.textContent);
      const name = full.replace(/ \(optional\)$/, '');
      if ((full === target.label || name === target.label) && label.control && visible(label.control)) return label.control;
    }
    return null;
  }
  for (const element of Array.from(root.querySelectorAll(target.css))) {
    if (!visible(element)) continue;
    const text = norm(element.textContent);
    if (target.text !== undefined && text !== target.text && element.getAttribute('aria-label') !== target.text) continue;
    if (target.textIncludes !== undefined && !text.includes(target.textIncludes)) continue;
    return element;
  }
  return null;
}

/** Runs in the page: whether the element is visible and can be used (not disabled). */
export function usable(element: Element): boolean {
  return element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled;
}

export const describeTarget = (target: Target) => JSON.stringify(target);

/** A program from Debian's packages, as the PATH finds it. */
export function binary(name: string): string {
  return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
}

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
