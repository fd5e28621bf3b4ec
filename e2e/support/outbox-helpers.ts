import type { APIRequestContext, Page } from '@playwright/test';
import type { PageToWorker, Slot } from '#contract';

/** A free consultation slot far in the window, picked at random so parallel tests don't collide. */
export async function freeSlot(request: APIRequestContext, kind: 'consultation' | 'coordinators' = 'consultation'): Promise<Slot> {
  const slots = (await (await request.get(`/api/${kind}/slots`)).json()) as Slot[];
  const free = slots.filter((slot) => slot.available).slice(-120);
  return free[Math.floor(Math.random() * free.length)]!;
}

/** What a form says when the service worker keeps a submission for later (web/lib/submit.ts). */
export const QUEUED_MESSAGE =
  "You're offline. Your request is saved on this device and will be sent automatically when the connection returns.";

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Runs in the page: asks its service worker what the site's pages ask it (sw/sw.ts) and resolves
 * with the answer, once the worker has done it. The worker does one outbox operation at a time, in
 * the order asked, so the answer also means that whatever was asked before it is done: the event
 * a test waits for instead of a pause.
 */
export async function askOutbox(message: PageToWorker): Promise<unknown> {
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
  if (!worker) throw new Error('no service worker controls the page');
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (event: MessageEvent) => resolve(event.data);
    worker.postMessage(message, [port2]);
  });
}

/** Posts from inside the page, the way the site's forms do, so the service worker sees it. */
export async function postFromPage(page: Page, url: string, body: unknown, key: string): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ url, body, key }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { url, body, key },
  );
}

export function inquiry(marker: string) {
  return {
    firstName: 'Nora',
    lastName: 'Nurse',
    email: uniqueEmail('nurse'),
    phone: '555 010 2030',
    serviceType: 'wound-care',
    careLocation: 'nursing-home',
    message: `Offline inquiry ${marker}`,
    consent: 'true',
  };
}

export function consultation(slot: Slot, label: string) {
  return {
    date: slot.date,
    time: slot.time,
    type: 'consultation',
    clientName: 'Carla Caregiver',
    clientEmail: uniqueEmail(label),
    clientPhone: '555 010 4040',
    notes: `Consultation type: video\n${label}`,
  };
}
