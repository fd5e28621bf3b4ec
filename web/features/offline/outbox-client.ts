import { OUTBOX_CHANNEL, type OutboxEntry, type WorkerToPage } from '#contract';
import { askWorker as ask, hasServiceWorker as supported } from '../../lib/worker-message';
import { outboxSnapshot, setOutboxEntries } from './outbox-store';

type ResultListener = (entry: OutboxEntry) => void;

const resultListeners = new Set<ResultListener>();
let started = false;

/**
 * Connects the page to the service worker's outbox: keeps the list current, hears
 * outcomes, and asks for a replay now and whenever the connection returns (browsers
 * without Background Sync rely on this).
 */
export function startOutbox(): void {
  if (started || !supported()) return;
  started = true;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<WorkerToPage>) => {
    const message = event.data;
    if (message.type === 'outbox:changed') {
      setOutboxEntries(message.entries);
      keepTrying(message.entries);
    }
    else if (message.type === 'outbox:result') resultListeners.forEach((listener) => listener(message.entry));
  };
  window.addEventListener('online', () => void replayOutbox());
  void refreshOutbox().then(async (current) => {
    // Outcomes reached while no page was open are told now.
    for (const entry of current.filter((item) => (item.status === 'sent' || item.status === 'failed') && !item.seen)) {
      resultListeners.forEach((listener) => listener(entry));
    }
    if (navigator.onLine) await replayOutbox();
  });
}

async function refreshOutbox(): Promise<OutboxEntry[]> {
  const list = await ask<OutboxEntry[]>({ type: 'outbox:list' });
  if (list) setOutboxEntries(list);
  return outboxSnapshot();
}

const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;
let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let replaying = false;

/**
 * Asks the service worker to send what waits. The 'online' event can come before the
 * connection really carries requests, so while something still waits and this page is
 * open, it asks again with a growing pause (browsers without Background Sync have no
 * other way back).
 */
async function replayOutbox(): Promise<void> {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  replaying = true;
  try {
    await ask({ type: 'outbox:replay' });
    const stillWaiting = (await refreshOutbox()).some((entry) => entry.status === 'waiting');
    if (!stillWaiting || !navigator.onLine) {
      retryDelay = FIRST_RETRY_MS;
      return;
    }
    retryTimer = setTimeout(() => void replayOutbox(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
  } finally {
    replaying = false;
  }
}

/**
 * Something was kept while this page is open (a form found no network, though the browser still
 * counts itself online, as on a weak signal): the page starts asking again as it would after
 * 'online', so it goes out when the connection carries requests again, without waiting for
 * another page or an event that may never come.
 */
function keepTrying(entries: OutboxEntry[]): void {
  if (replaying || retryTimer !== undefined || !navigator.onLine) return;
  if (entries.some((entry) => entry.status === 'waiting')) retryTimer = setTimeout(() => void replayOutbox(), retryDelay);
}
export const retryOutboxEntry = (id: string) => ask({ type: 'outbox:retry', id });
export const discardOutboxEntry = (id: string) => ask({ type: 'outbox:discard', id });
export const markOutboxSeen = (ids: string[]) => ask({ type: 'outbox:seen', ids });

export function onOutboxResult(listener: ResultListener): () => void {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
}
