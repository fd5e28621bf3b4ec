import { Queue } from 'workbox-background-sync';
import {
  IDEMPOTENCY_HEADER,
  type KeepAnswer,
  KEPT_BY_PAGE,
  type KeptSubmission,
  OUTBOX_CHANNEL,
  type OutboxEntry,
  outboxKindOf,
  type OutboxKind,
  type WorkerToPage,
} from '#contract';
import { bodyOf, dropBodiesOtherThan, dropBody, keepBody } from './outbox-bodies';
import { outcomes, type OutcomeRecord, type StoredRequest, storeRequest, toRequest } from './outbox-store';
import { OUTBOX_WORDS, requestLang } from './outbox-words';

declare const self: ServiceWorkerGlobalScope;

type Meta = Omit<OutboxEntry, 'status' | 'message' | 'seen'>;

const channel = new BroadcastChannel(OUTBOX_CHANNEL);
const post = (message: WorkerToPage) => channel.postMessage(message);

/** One outbox operation at a time, whichever of sync, page or fetch started it. */
let tail: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

class RetryLater extends Error {}

/** Whether this browser fires `sync` events (Chromium); Firefox and Safari do not. */
const hasBackgroundSync = 'sync' in self.registration;

/**
 * Waiting submissions live in Workbox's queue; outcomes and deliveries under way in our own store.
 * Without Background Sync, Workbox calls `onSync` at once, inside this constructor, each time the
 * worker starts: everything `replay()` uses must be initialised above this line. There a refusal
 * to send yet is no error (nothing would retry it); the page asks again while entries wait.
 */
const queue = new Queue('outbox', {
  maxRetentionTime: 7 * 24 * 60,
  onSync: () => (hasBackgroundSync ? replay() : replayQuietly()),
});

/** The appointment a booking or a move is for; the page words the entry from it in its own language. */
function slotOf(kind: OutboxKind, body: Record<string, unknown>): Pick<Meta, 'date' | 'time'> {
  if (kind === 'cancel' || kind === 'contact' || kind === 'referral') return {};
  return { date: typeof body.date === 'string' ? body.date : undefined, time: typeof body.time === 'string' ? body.time : undefined };
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Sends a queueable POST; with no network, keeps it and answers 202 {queued, id}. */
export async function sendOrQueue(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const kind = outboxKindOf(new URL(copy.url).pathname)!;
    const stored = await storeRequest(copy.clone());
    const id = copy.headers.get(IDEMPOTENCY_HEADER) ?? crypto.randomUUID();
    await exclusive(async () => {
      const waiting = await queue.getAll();
      if (waiting.some((entry) => (entry.metadata as Meta | undefined)?.id === id)) return;
      const meta: Meta = { id, kind, createdAt: Date.now(), attempts: 0, ...slotOf(kind, parseJson(stored.body)) };
      await queue.pushRequest({ request: toRequest(stored), metadata: meta });
      await announce();
    });
    return new Response(JSON.stringify({ queued: true, id }), { status: 202, headers: { 'Content-Type': 'application/json' } });
  }
}

/**
 * Keeps a submission the page hands over after its upload found no network (a referral and its
 * documents): its body apart (outbox-bodies.ts), its headers in the queue, in line with the others.
 * When the body cannot be stored nothing is kept, and the answer says whether the device is out of
 * room (its storage can be full though the browser's estimate said there was room).
 */
export async function keep(submission: KeptSubmission): Promise<KeepAnswer> {
  // Under the outbox's lock, body and queue entry together: a replay's clean-up never sees one without the other.
  return exclusive(async (): Promise<KeepAnswer> => {
    const waiting = await queue.getAll();
    if (waiting.some((entry) => (entry.metadata as Meta | undefined)?.id === submission.id)) return { kept: true };
    try {
      await keepBody(submission.id, submission.body);
    } catch (error) {
      return { kept: false, noRoom: (error as DOMException | undefined)?.name === 'QuotaExceededError' };
    }
    const meta: Meta = { id: submission.id, kind: submission.kind, createdAt: Date.now(), attempts: 0, files: submission.files };
    await queue.pushRequest({ request: new Request(new URL(submission.url, self.location.origin), { method: 'POST', headers: submission.headers }), metadata: meta });
    await announce();
    return { kept: true };
  });
}

/** Whether a kind's body is kept apart, by the page's hand. */
const keptByPage = (kind: OutboxKind) => KEPT_BY_PAGE.includes(kind);

/**
 * Sends every waiting submission, deciding by status (Workbox's default counts any answer
 * as delivered): 2xx delivered; 429, 5xx and network errors kept for later; other 4xx (and a
 * 429 that asks to wait more than a few minutes, such as the daily booking cap) refused, with
 * the server's reason. With no network it stops at the first entry; a server that answers
 * "not now" for one entry does not hold back the others. Throws when something is kept, so
 * sync retries later.
 */
export function replay(): Promise<void> {
  return exclusive(async () => {
    await requeueInterrupted();
    const keptBack: { request: Request; metadata: Meta }[] = [];
    for (;;) {
      const entry = await queue.shiftRequest();
      if (!entry) break;
      const meta = entry.metadata as Meta;
      const stored = await storeRequest(entry.request);
      // Recorded before sending: if the worker stops mid-delivery, the next start sends it again (same key).
      await outcomes.put({ ...meta, status: 'sending', attempts: meta.attempts + 1, request: stored });
      const body = keptByPage(meta.kind) ? await bodyOf(meta.id) : undefined;
      const outcome = keptByPage(meta.kind) && !body ? { status: 'failed' as const, message: OUTBOX_WORDS[requestLang(stored)].documentsGone } : await deliver(stored, body);
      if (outcome === 'unreachable' || outcome === 'later') {
        await outcomes.delete(meta.id);
        keptBack.push({ request: toRequest(stored), metadata: { ...meta, attempts: meta.attempts + 1 } });
        if (outcome === 'unreachable') break;
        continue;
      }
      const record: OutcomeRecord = { ...meta, attempts: meta.attempts + 1, ...outcome, seen: false };
      if (outcome.status === 'failed') record.request = stored;
      await outcomes.put(record);
      // Delivered: its documents leave the device now, not when the visitor has seen the outcome.
      if (outcome.status === 'sent' && keptByPage(meta.kind)) await dropBody(meta.id);
      post({ type: 'outbox:result', entry: withoutRequest(record) });
    }
    // Kept entries go back to the front, in their order.
    for (const entry of keptBack.reverse()) await queue.unshiftRequest(entry);
    await dropBodiesOtherThan(new Set([...(await queue.getAll()).map((entry) => (entry.metadata as Meta).id), ...(await outcomes.all()).map((record) => record.id)]));
    await announce();
    if (keptBack.length) throw new RetryLater('Some submissions could not be sent yet');
  });
}

/** A 429 asking to wait longer than this is a refusal the visitor should hear about, not a pause. */
const LONGEST_PAUSE_S = 10 * 60;


async function deliver(stored: StoredRequest, keptBody?: Blob): Promise<'unreachable' | 'later' | { status: 'sent' | 'failed'; message: string }> {
  let response: Response;
  try {
    response = await fetch(toRequest(stored, keptBody));
  } catch {
    return 'unreachable';
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  const pause = response.status >= 500 || (response.status === 429 && !(retryAfter > LONGEST_PAUSE_S));
  if (pause) return 'later';
  const body = parseJson(await response.text().catch(() => ''));
  const message = typeof body.message === 'string' ? body.message : '';
  if (response.ok && body.success !== false) return { status: 'sent', message };
  // A status alone (a proxy's page, no message of ours) gets the worker's own sentence, in the entry's language.
  return { status: 'failed', message: message || OUTBOX_WORDS[requestLang(stored)].refused };
}

/** Deliveries cut off by the worker stopping go back to the front of the queue. */
async function requeueInterrupted(): Promise<void> {
  for (const record of await outcomes.all()) {
    if (record.status !== 'sending' || !record.request) continue;
    await queue.unshiftRequest(backToQueue(record, record.request));
    await outcomes.delete(record.id);
  }
}

/**
 * What the page is shown (the outbox panel, `outbox:list`). Read under the lock, between two
 * operations: during a replay a submission is out of the queue (being sent, or kept back to go in
 * again at the front), and a list read then showed it as sending, or left it out.
 */
export function entries(): Promise<OutboxEntry[]> {
  return exclusive(listEntries);
}

/** Only under the lock (`exclusive`). */
async function listEntries(): Promise<OutboxEntry[]> {
  const waiting = (await queue.getAll()).map((entry) => ({ ...(entry.metadata as Meta), status: 'waiting' as const }));
  const done = (await outcomes.all()).map(withoutRequest);
  return [...waiting, ...done].sort((a, b) => a.createdAt - b.createdAt);
}

/** Tells every page the list; only under the lock, at the end of an operation, so each list told is whole. */
async function announce(): Promise<void> {
  post({ type: 'outbox:changed', entries: await listEntries() });
}

function withoutRequest({ request: _request, ...entry }: OutcomeRecord): OutboxEntry {
  return entry;
}

/** A stored outcome as a queue entry again: its request, and its description without the outcome. */
function backToQueue(record: OutcomeRecord, request: StoredRequest) {
  const { request: _request, status: _status, message: _message, seen: _seen, ...meta } = record;
  return { request: toRequest(request), metadata: meta satisfies Meta };
}

/** A refused submission goes back to the queue; a waiting one is simply tried now. */
export async function retry(id: string): Promise<void> {
  await exclusive(async () => {
    const record = await outcomes.get(id);
    if (record?.status !== 'failed' || !record.request) return;
    await queue.pushRequest(backToQueue(record, record.request));
    await outcomes.delete(id);
  });
  await replay().catch(() => undefined);
}

/** Removes a submission from the device, whatever its state. */
export async function discard(id: string): Promise<void> {
  await exclusive(async () => {
    await outcomes.delete(id);
    const kept = [];
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      if ((entry.metadata as Meta).id !== id) kept.push(entry);
    }
    for (const entry of kept) await queue.pushRequest(entry);
    await dropBody(id);
    await announce();
  });
}

/** Delivered submissions leave the device once the visitor has seen the outcome; refusals stay until discarded. */
export async function markSeen(ids: string[]): Promise<void> {
  await exclusive(async () => {
    for (const id of ids) {
      const record = await outcomes.get(id);
      if (record?.status === 'sent') await outcomes.delete(id);
      else if (record?.status === 'failed') await outcomes.put({ ...record, seen: true });
    }
    await announce();
  });
}

export async function replayQuietly(): Promise<void> {
  await replay().catch((error: unknown) => {
    if (!(error instanceof RetryLater)) throw error;
  });
}
