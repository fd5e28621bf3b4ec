/** Tests read answer bodies field by field and assert each one, so the default body type is loose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** A decoded answer: status, headers and the body parsed as JSON when it is JSON. */
export interface Answer<B = Loose> {
  status: number;
  headers: Headers;
  body: B;
  text: string;
}

export async function request<B = Loose>(url: string, init: RequestInit = {}): Promise<Answer<B>> {
  const response = await fetch(url, init);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as B, text };
}

/** POSTs `body` as JSON (a string is sent as it is, for malformed-body tests). */
export function postJson<B = Loose>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<B>> {
  return request<B>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
