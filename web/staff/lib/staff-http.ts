import * as v from 'valibot';
import { STAFF_API } from '#contract/staff';
import { ApiError, apiRequest, type RequestOptions } from '../../lib/api';
import { noteActivity } from './session-clock';

/**
 * Every staff request goes through here. An answered one counts as activity on the server
 * (the idle limit starts again), except asking who is signed in: the time-out warning needs to
 * know (lib/session-clock.ts).
 */
export async function staffRequest(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<Response> {
  const sent = Date.now();
  const response = await apiRequest(method, url, body, options);
  if (url !== STAFF_API.session) noteActivity(sent);
  return response;
}

/** GET a staff answer and parse it with its contract schema. */
export async function getParsed<S extends v.GenericSchema>(url: string, schema: S, signal?: AbortSignal): Promise<v.InferOutput<S>> {
  const response = await staffRequest('GET', url, undefined, { signal });
  return v.parse(schema, await response.json());
}

/** POST (or another write) with a JSON body, and the answer parsed when a schema is given. */
export async function send<S extends v.GenericSchema>(method: string, url: string, body: unknown, schema: S): Promise<v.InferOutput<S>> {
  const response = await staffRequest(method, url, body);
  return v.parse(schema, await response.json());
}

/** A write whose answer the app does not read (it refetches what changed instead). */
export async function sendOnly(method: string, url: string, body?: unknown): Promise<void> {
  await staffRequest(method, url, body);
}

/** The server no longer knows this person: signed out elsewhere, idle too long, or past the session's last hour. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A URL with its query: `withQuery('/api/staff/bookings', {from, to})`. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
