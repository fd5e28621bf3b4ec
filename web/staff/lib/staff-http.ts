import * as v from 'valibot';
import { ApiError, apiRequest } from '../../lib/api';

/** GET a staff answer and parse it with its contract schema. */
export async function getParsed<S extends v.GenericSchema>(url: string, schema: S, signal?: AbortSignal): Promise<v.InferOutput<S>> {
  const response = await apiRequest('GET', url, undefined, { signal });
  return v.parse(schema, await response.json());
}

/** POST (or another write) with a JSON body, and the answer parsed when a schema is given. */
export async function send<S extends v.GenericSchema>(method: string, url: string, body: unknown, schema: S): Promise<v.InferOutput<S>> {
  const response = await apiRequest(method, url, body);
  return v.parse(schema, await response.json());
}

/** A write whose answer the app does not read (it refetches what changed instead). */
export async function sendOnly(method: string, url: string, body?: unknown): Promise<void> {
  await apiRequest(method, url, body);
}

/** The server no longer knows this person: signed out elsewhere, idle too long, or past the session's last hour. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A URL with its query: `withQuery('/api/staff/bookings', {from, to})`. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
