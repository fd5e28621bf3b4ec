import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../test-support/http';
import { removeDir, tempWebRoot } from '../test-support/temp-dir';
import { startTestApp, type TestApp } from '../test-support/test-app';

const SCRIPT = 'console.log("app");'.repeat(50);
let webRoot: string;
let app: TestApp;

beforeAll(async () => {
  webRoot = await tempWebRoot({
    'index.html': '<!doctype html><title>Home</title>',
    'about/index.html': '<!doctype html><title>About</title>',
    '404.html': '<!doctype html><title>Page Not Found</title>',
    'es/about/index.html': '<!doctype html><html lang="es"><title>Quiénes somos</title>',
    'es/404.html': '<!doctype html><html lang="es"><title>Página no encontrada</title>',
    'assets/app-3f9a1c.js': SCRIPT,
    'sw.js': 'self.skipWaiting();',
  });
  await writeFile(join(webRoot, 'assets/app-3f9a1c.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(webRoot, 'assets/app-3f9a1c.js.gz'), gzipSync(SCRIPT));
  app = await startTestApp({ webRoot });
});
afterAll(async () => {
  await app.destroy();
  await removeDir(webRoot);
});

/** A request with the exact path given (fetch would normalise dot segments) and no decompression. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends a request line as it is (fetch cannot send a whole URL as the target) and reads the answer's head. */
function rawRequestLine(line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(app.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${line}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the prerendered site', () => {
  it('when / and /about are asked for, then their pages come with no-cache and an ETag; the ETag revalidates to 304', async () => {
    const home = await request(`${app.url}/`);
    const about = await request(`${app.url}/about`);
    const again = await request(`${app.url}/about`, { headers: { 'If-None-Match': about.headers.get('etag')! }, cache: 'no-cache' });

    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Home</title>');
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(about.text).toContain('<title>About</title>');
    expect(again.status).toBe(304);
  });

  it('when a route is asked for with a trailing slash, then it redirects to the form without, keeping the query', async () => {
    const answer = await request(`${app.url}/about/?ref=footer`, { redirect: 'manual' });

    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/about?ref=footer');
  });

  it.each([
    ['http://evil.example/about/?x', '/about?x'],
    ['http://evil.example/about/', '/about'],
    ['https://evil.example:8443/about/?ref=a/b', '/about?ref=a/b'],
  ])('when the request line names a whole URL (%s), then the redirect keeps only its path and query (%s)', async (target, location) => {
    const answer = await rawRequestLine(`GET ${target} HTTP/1.1`);

    expect(answer).toMatch(/^HTTP\/1\.1 301 /);
    expect(/\r\nlocation: ([^\r]*)\r\n/i.exec(answer)?.[1]).toBe(location);
  });

  it('when a hashed asset is asked for, then br, gzip or plain bytes are sent as accepted, cached for a year', async () => {
    const br = await raw('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'br, gzip' });
    const gzip = await raw('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    const plain = await raw('/assets/app-3f9a1c.js');

    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(SCRIPT));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('when an unknown page or /404 is asked for, then the 404 page comes with status 404', async () => {
    for (const path of ['/no-such-page', '/404', '/about/nothing']) {
      const answer = await request(app.url + path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('<title>Page Not Found</title>');
    }
  });

  it('when an unknown Spanish path (under /es) is asked for, then the Spanish 404 page comes with status 404; other paths keep the English one', async () => {
    for (const path of ['/es/no-such-page', '/es/404', '/es/about/nothing', '/es/%E0%A4%A']) {
      const answer = await request(app.url + path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain(path === '/es/%E0%A4%A' ? 'Page Not Found' : '<title>Página no encontrada</title>');
    }
    expect((await request(`${app.url}/espanol`)).text).toContain('<title>Page Not Found</title>');
    expect((await request(`${app.url}/es/about`)).text).toContain('<title>Quiénes somos</title>');
  });

  it('when /404.html is asked for by name, then it is served as a file (the service worker precaches it)', async () => {
    const answer = await request(`${app.url}/404.html`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<title>Page Not Found</title>');
  });

  it('when a path tries to climb out of the build folder, then it gets the 404 page', async () => {
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/%E0%A4%A']) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('"dependencies"');
    }
  });

  it('when HEAD is used, then the headers come without a body', async () => {
    const answer = await raw('/about', {});
    const head = await new Promise<{ status: number; length: string | undefined; body: number }>((resolve, reject) => {
      const req = httpRequest(`${app.url}/about`, { method: 'HEAD' }, (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode!, length: res.headers['content-length'], body }));
      });
      req.on('error', reject);
      req.end();
    });

    expect(head).toEqual({ status: 200, length: String(answer.body.length), body: 0 });
  });

  it('when the site is served too, then unknown /api paths still answer 404 JSON', async () => {
    const answer = await request(`${app.url}/api/nothing`);

    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('without a web build', () => {
  it('when a page is asked for and no build exists, then 404 in plain text and the API still works', async () => {
    const bare = await startTestApp({ webRoot: join(webRoot, 'missing') });
    try {
      const page = await request(`${bare.url}/`);
      const slots = await request(`${bare.url}/api/consultation/slots`);

      expect(page.status).toBe(404);
      expect(page.text).toBe('Page Not Found');
      expect(slots.status).toBe(200);
    } finally {
      await bare.destroy();
    }
  });
});
