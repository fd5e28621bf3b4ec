import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MAX_BODY_BYTES } from '#contract';
import { postJson, request } from '../test-support/http';
import { consultation, inquiry } from '../test-support/payloads';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const POSTS = [API.consultationBook, API.coordinatorBook, API.contact];

describe('request errors', () => {
  it.each(POSTS)('when a body over 16 KB is posted to %s, then 413 with a message', async (path) => {
    const { status, body } = await postJson(app.url + path, inquiry({ message: 'x'.repeat(MAX_BODY_BYTES) }));

    expect(status).toBe(413);
    expect(body.message).toMatch(/too large/);
  });

  it('when a large body comes chunked, without a Content-Length, then it is still cut off with 413', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(app.url + API.contact, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write('{"message":"');
      for (let i = 0; i < 40; i++) req.write('x'.repeat(1024));
      req.end('"}');
    });

    expect(status).toBe(413);
  });

  it('when a small gzip body inflates past 16 KB, then 413', async () => {
    const bomb = gzipSync(JSON.stringify(inquiry({ message: 'x'.repeat(1024 * 1024) })));

    const { status } = await request(app.url + API.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: new Uint8Array(bomb),
    });

    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES);
    expect(status).toBe(413);
  });

  it('when the JSON declares a charset other than UTF-8, then 415', async () => {
    const { status } = await request(app.url + API.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=iso-8859-1' },
      body: JSON.stringify(inquiry()),
    });

    expect(status).toBe(415);
  });

  it.each(['utf-7', 'UTF-7', '"utf-7"', 'utf-16', 'utf-16le', 'iso-8859-1', 'us-ascii', 'utf-8; charset=utf-7', 'utf8mb4', ''])(
    'when the JSON declares charset=%s, then 415 with a message and nothing is stored',
    async (charset) => {
      const before = app.stores.inquiries.records.length;

      const { status, body } = await request(app.url + API.contact, {
        method: 'POST',
        headers: { 'Content-Type': `application/json; charset=${charset}` },
        body: JSON.stringify(inquiry({ message: '+ADw-script+AD4-alert(1)+ADw-/script+AD4-' })),
      });

      expect(status).toBe(415);
      expect(body).toEqual({ message: 'Please send the request as UTF-8 JSON (Content-Type: application/json; charset=utf-8).' });
      expect(app.stores.inquiries.records).toHaveLength(before);
    },
  );

  it.each(['utf-8', 'UTF-8', 'utf8', 'UTF8', '"utf-8"', '"Utf8"', ' utf-8 '])('when the JSON declares charset=%s, then it is read as UTF-8', async (charset) => {
    const { status, body } = await request(app.url + API.contact, {
      method: 'POST',
      headers: { 'Content-Type': `application/json;charset=${charset}` },
      body: JSON.stringify(inquiry({ firstName: 'María' })),
    });

    expect(status).toBe(201);
    expect(body.message).toMatch(/Thank you, María/);
  });

  it('when a body just under 16 KB is posted, then it is read (and refused only for its field lengths)', async () => {
    const padding = 'x'.repeat(MAX_BODY_BYTES - 1024);

    const { status, body } = await postJson(app.url + API.contact, inquiry({ unknownPadding: padding }));

    expect(status).toBe(201);
    expect(body.message).toMatch(/Thank you, Maria/);
  });

  it.each(POSTS)('when %s gets text/plain, then 415', async (path) => {
    const { status, body } = await request(app.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(inquiry()),
    });

    expect(status).toBe(415);
    expect(body.message).toMatch(/JSON/);
  });

  it.each(POSTS)('when %s gets no content type at all, then 415', async (path) => {
    const { status } = await request(app.url + path, { method: 'POST', body: new Uint8Array(Buffer.from(JSON.stringify(inquiry()))) });

    expect(status).toBe(415);
  });

  it('when the JSON content type names a charset, then it is accepted', async () => {
    const { status } = await request(app.url + API.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(inquiry()),
    });

    expect(status).toBe(201);
  });

  it.each(['{"firstName": "Maria",', '{firstName: "Maria"}', 'null', '"text"', ''])(
    'when the body is malformed or not an object (%j), then 400 JSON',
    async (raw) => {
      const { status, body, headers } = await postJson(app.url + API.contact, raw);

      expect(status).toBe(400);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expect(typeof body.message).toBe('string');
    },
  );

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/consultation/cancel'],
    ['GET', '/api/consultation'],
    ['DELETE', '/api/contact'],
    ['GET', '/api/contact'],
    ['GET', '/api/resources/'],
  ])('when %s %s is asked for, then 404 JSON with a message', async (method, path) => {
    const init: RequestInit = method === 'POST' ? { method, headers: { 'Content-Type': 'application/json' }, body: '{}' } : { method };

    const { status, body, headers } = await request(app.url + path, init);

    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.message).toMatch(/no API endpoint|no guide/);
  });

  it('when API answers are read, then they are marked not to be stored by caches', async () => {
    const { headers } = await postJson(app.url + API.consultationBook, {});

    expect(headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['an Idempotency-Key with a space inside', { 'Idempotency-Key': 'two words' }],
    ['an empty Idempotency-Key', { 'Idempotency-Key': '' }],
    ['an Idempotency-Key of 256 characters', { 'Idempotency-Key': 'k'.repeat(256) }],
  ])('when a POST carries %s, then 400', async (_label, headers) => {
    const { status, body } = await postJson(app.url + API.contact, inquiry(), headers);

    expect(status).toBe(400);
    expect(body.message).toMatch(/Idempotency-Key/);
  });
});

describe('odd input never gives a 5xx', () => {
  const oddBodies: unknown[] = [
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
    { date: '9999-99-99', time: '99:99' },
    { date: '2026-06-09', time: '09:15', clientName: ['a'], clientEmail: { a: 1 }, clientPhone: 5551234567 },
    { firstName: '\u0000\uffff', lastName: '😀'.repeat(20), email: 'a@b.co', phone: '+1 (555) 010-0100', consent: 'true' },
    JSON.parse(`{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`),
    consultation('2026-02-29', '09:00'),
    consultation('0000-01-01', '00:00'),
  ];

  it.each(oddBodies.map((body, index) => [index, body]))('when odd body #%i is posted everywhere, then the answer is below 500', async (_index, body) => {
    for (const path of POSTS) {
      const { status } = await postJson(app.url + path, body);
      expect(status).toBeLessThan(500);
    }
  });

  it('when a path has a broken percent-encoding, then 4xx, not 5xx', async () => {
    const { status } = await request(`${app.url}/api/resources/%E0%A4%A.html`);

    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('when __proto__ keys were posted, then no object prototype is polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
