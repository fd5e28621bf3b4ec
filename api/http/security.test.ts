import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { request } from '../test-support/http';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { startTestApp, type TestApp } from '../test-support/test-app';

const CSP_OVER_HTTP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob:;font-src 'self';connect-src 'self';worker-src 'self';manifest-src 'self';" +
  "object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";

const DENIED = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'];

let webRoot: string;
let site: TestApp;
let proxied: TestApp;
/** Every kind of answer the server gives, fetched once in order: label → answer. */
const answers = new Map<string, { status: number; headers: Headers }>();

/** A miniature production build: a page, a hashed asset, the service worker and the 404 page. */
async function writeBuild(folder: string): Promise<void> {
  await mkdir(join(folder, 'assets'), { recursive: true });
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>Home</title><script type="module" src="/assets/index-abc123.js"></script>');
  await writeFile(join(folder, '404.html'), '<!doctype html><title>Page Not Found</title>');
  await writeFile(join(folder, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(folder, 'sw.js'), 'self.addEventListener("fetch", () => {})');
}

beforeAll(async () => {
  webRoot = await tempDataDir('webroot');
  await writeBuild(webRoot);
  site = await startTestApp({ webRoot, rateLimitPerMinute: 1 });
  proxied = await startTestApp({ webRoot, trustProxy: 1, rateLimitPerMinute: 'default', bookingsPerAddressPerDay: 'default' });
  for (const [label, fetchIt] of RESPONSES) answers.set(label, await fetchIt());
});
afterAll(async () => {
  await site.destroy();
  await proxied.destroy();
  await removeDir(webRoot);
});

const post = (body: string) => request(site.url + API.contact, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

/** A page, an asset, API reads and writes, errors; the site's limit is one POST a minute. */
const RESPONSES: [string, () => Promise<{ status: number; headers: Headers }>][] = [
  ['an HTML page', () => request(`${site.url}/`)],
  ['a hashed asset', () => request(`${site.url}/assets/index-abc123.js`)],
  ['the service worker', () => request(`${site.url}/sw.js`)],
  ['a slot list', () => request(site.url + API.consultationSlots)],
  ['a printable guide', () => request(`${site.url}${API.resources}/diabetic-foot-care-guide.html`)],
  ['a refused POST', () => post('{}')],
  ['a rate-limited POST', () => post('{}')],
  ['malformed JSON', () => request(`${proxied.url}${API.contact}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a' })],
  ['a page that does not exist', () => request(`${site.url}/no-such-page`)],
  ['an API path that does not exist', () => request(`${site.url}/api/no-such-thing`)],
];

describe('security headers', () => {
  it.each(RESPONSES.map(([label]) => label))('when the server answers with %s, then every security header is set', (label) => {
    const { headers } = answers.get(label)!;

    expect(headers.get('content-security-policy')).toBe(CSP_OVER_HTTP);
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    const permissions = headers.get('permissions-policy') ?? '';
    for (const feature of DENIED) expect(permissions).toContain(`${feature}=()`);
    expect(headers.has('x-powered-by')).toBe(false);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the answers are of every kind, then each has the status its label names', () => {
    const statuses = [...answers.values()].map(({ status }) => status);

    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 429, 400, 404, 404]);
  });

  it('when an API answer may carry personal data, then no cache may keep it', async () => {
    const refused = await request(proxied.url + API.contact, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const missing = await request(`${proxied.url}/api/no-such-thing`);

    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('when the CSP is read, then scripts may come only from this origin and nothing may frame the site', () => {
    const directives = new Map(CSP_OVER_HTTP.split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(CSP_OVER_HTTP).not.toMatch(/unsafe-eval/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('upgrade-insecure-requests', () => {
  it('when a page is served over plain http, then the CSP does not ask for an upgrade (npm start on localhost keeps working)', async () => {
    const { headers } = await request(`${proxied.url}/`);

    expect(headers.get('content-security-policy')).toBe(CSP_OVER_HTTP);
  });

  it('when a trusted proxy says the visitor came over https, then the CSP asks to upgrade any http reference', async () => {
    const { headers } = await request(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });

    expect(headers.get('content-security-policy')).toBe(`${CSP_OVER_HTTP};upgrade-insecure-requests`);
  });

  it('when no proxy is trusted, then a forged X-Forwarded-Proto changes nothing', async () => {
    const { headers } = await request(`${site.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });

    expect(headers.get('content-security-policy')).toBe(CSP_OVER_HTTP);
  });
});
