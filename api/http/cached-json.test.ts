import { get, request as httpRequest, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '#contract';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.destroy());

/** A raw answer: node:http does not decode bodies, so the bytes on the wire can be checked. */
function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = (method === 'GET' ? get : httpRequest)(app.url + path, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (method !== 'GET') req.end();
  });
}

describe('slot lists on the wire', () => {
  it('when a client accepts br, gzip or neither, then it gets that encoding of the same JSON, with Vary and the same ETag', async () => {
    const plain = await raw(API.consultationSlots, {});
    const br = await raw(API.consultationSlots, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await raw(API.consultationSlots, { 'Accept-Encoding': 'gzip' });

    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    for (const { response, body } of [plain, br, gzip]) {
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(body.length);
      expect(response.headers.etag).toBe(plain.response.headers.etag);
    }
  });

  it('when the client revalidates with the current ETag, then 304 with no body; HEAD gets headers only', async () => {
    const first = await raw(API.consultationSlots, { 'Accept-Encoding': 'br' });
    const revalidated = await raw(API.consultationSlots, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.response.headers.etag) });
    const head = await raw(API.consultationSlots, { 'Accept-Encoding': 'br' }, 'HEAD');

    expect(revalidated.response.statusCode).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(head.response.statusCode).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.response.headers['content-length']).toBe(first.response.headers['content-length']);
  });
});
