import type { OutboxEntry } from '#contract';

/**
 * What the page knows of the service worker's outbox: the list the header's button shows. It is
 * in every page; outbox-client.ts, which talks to the worker and fills it, loads after the page
 * (start-offline-app.ts).
 */
let entries: OutboxEntry[] = [];
const listeners = new Set<() => void>();
const EMPTY: OutboxEntry[] = [];

export function setOutboxEntries(next: OutboxEntry[]): void {
  entries = next;
  listeners.forEach((listener) => listener());
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxSnapshot = (): OutboxEntry[] => entries;
export const outboxServerSnapshot = (): OutboxEntry[] => EMPTY;
