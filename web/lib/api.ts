/**
 * The one HTTP helper of the site (docs/product.md, "Outcomes and errors"): every call sends cookies, a JSON content
 * type only when there is a body, and any non-OK answer (401 included) becomes an error
 * whose message is "{status}: {body text or status text}".
 */

/** A failed HTTP answer; `message` follows the error rule, `bodyText` keeps the raw body for callers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  { headers = {}, signal }: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

/** Generic read: the query key's parts joined with '/' are the URL. */
export async function getJson(queryKey: readonly unknown[], signal?: AbortSignal): Promise<unknown> {
  const response = await apiRequest('GET', queryKey.join('/'), undefined, { signal });
  return response.json();
}

/** The `message` of a JSON error body, for showing the server's own words to people. */
export function serverMessage(error: unknown): string | undefined {
  const json = errorBody(error);
  return typeof json?.message === 'string' && json.message ? json.message : undefined;
}

/** Field → message pairs of a 400 answer, so server-side rules show beside the fields too. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = errorBody(error)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError) || !error.bodyText) return undefined;
  try {
    const json: unknown = JSON.parse(error.bodyText);
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
