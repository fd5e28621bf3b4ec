import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, queuedResponseSchema } from '../../api/contract';
import { apiRequest } from './api';

/**
 * Every contact and booking POST goes through here, so the offline outbox (issue 5) has one
 * place to extend: the service worker may answer `202 {queued: true, id}` for a request it
 * keeps for later, which is neither a success nor a failure for the visitor.
 */
export type Submission<T> = { status: 'sent'; data: T } | { status: 'queued'; id: string };

export const QUEUED_MESSAGE =
  "You're offline. Your request is saved on this device and will be sent automatically when the connection returns.";

export async function submitJson<S extends v.GenericSchema>(
  url: string,
  body: unknown,
  idempotencyKey: string,
  schema: S,
): Promise<Submission<v.InferOutput<S>>> {
  const response = await apiRequest('POST', url, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  const json: unknown = await response.json();
  if (response.status === 202) {
    const queued = v.safeParse(queuedResponseSchema, json);
    if (queued.success) return { status: 'queued', id: queued.output.id };
  }
  return { status: 'sent', data: v.parse(schema, json) };
}
