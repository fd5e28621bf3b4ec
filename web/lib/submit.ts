import { IDEMPOTENCY_HEADER } from '../../api/contract';
import { apiRequest } from './api';
import { lazyRules } from './lazy-rules';

/**
 * Every contact and booking POST goes through here, so the offline outbox (issue 5) has one
 * place to extend: the service worker may answer `202 {queued: true, id}` for a request it
 * keeps for later, which is neither a success nor a failure for the visitor.
 */
export type Submission<T> = { status: 'sent'; data: T } | { status: 'queued'; id: string };

export const QUEUED_MESSAGE =
  "You're offline. Your request is saved on this device and will be sent automatically when the connection returns.";

const formRules = lazyRules(() => import('./form-rules'));

/** Posts `body` with its idempotency key; `parse` checks the server's answer (it throws on a malformed one). */
export async function submitJson<T>(url: string, body: unknown, idempotencyKey: string, parse: (json: unknown) => T | Promise<T>): Promise<Submission<T>> {
  const response = await apiRequest('POST', url, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  const json: unknown = await response.json();
  if (response.status === 202) {
    const id = (await formRules.load()).queuedId(json);
    if (id) return { status: 'queued', id };
  }
  return { status: 'sent', data: await parse(json) };
}
