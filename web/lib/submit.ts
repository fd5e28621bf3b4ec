import { IDEMPOTENCY_HEADER } from '#contract';
import { apiRequest } from './api';
import { lazyRules } from './lazy-rules';

/**
 * Every contact and booking POST goes through here, so the offline outbox (decision 005) has one
 * place to extend: the service worker may answer `202 {queued: true, id}` for a request it
 * keeps for later, which is neither a success nor a failure for the visitor.
 */
export type Submission<T> = { status: 'sent'; data: T } | { status: 'queued'; id: string };

const formRules = lazyRules(() => import('./form-rules'));

/** Posts `body` with its idempotency key; `parse` checks the server's answer (it throws on a malformed one). */
export async function submitJson<T>(url: string, body: unknown, idempotencyKey: string, parse: (json: unknown) => T | Promise<T>): Promise<Submission<T>> {
  // A Spanish page's request says so in a header too: a refusal made before the body is read (429, 507) is then in Spanish (api/http/request-language.ts).
  const spanish = typeof body === 'object' && body !== null && (body as { language?: unknown }).language === 'es';
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey, ...(spanish ? { 'Content-Language': 'es' } : {}) };
  const response = await apiRequest('POST', url, body, { headers });
  const json: unknown = await response.json();
  if (response.status === 202) {
    const id = (await formRules.load()).queuedId(json);
    if (id) return { status: 'queued', id };
  }
  return { status: 'sent', data: await parse(json) };
}
