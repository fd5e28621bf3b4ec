import { vi } from 'vitest';

export type Handler = (request: { method: string; headers: Record<string, string>; body: unknown }) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces global fetch with handlers keyed "METHOD /path", recording every call (component tests only). */
export function fakeFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, headers, body, credentials: init.credentials });
    const handler = handlers[`${method} ${url}`];
    if (!handler) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return handler({ method, headers, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
