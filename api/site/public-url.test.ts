import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '#contract';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { startTestApp, type TestApp } from '../test-support/test-app';

const ORIGIN = PUBLIC_URL_PLACEHOLDER;
/** A prerendered page as the build writes it: long enough that the build precompresses it. */
const PAGE = `<!doctype html><title>About</title><link rel="canonical" href="${ORIGIN}/about"><script type="application/ld+json">{"url":"${ORIGIN}/"}</script><p>${'Wound care at home. '.repeat(40)}</p>`;
const PLAIN_PAGE = `<!doctype html><title>No links</title><p>${'Nothing to fill in. '.repeat(40)}</p>`;
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>${ORIGIN}/</loc></url></urlset>`;
const ROBOTS = `User-agent: *\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`;
const SCRIPT = `const never = "${ORIGIN}";`;

let webRoot: string;
let app: TestApp;

beforeAll(async () => {
  webRoot = await tempDataDir('web');
  const files: Record<string, string> = {
    'index.html': PLAIN_PAGE,
    'about/index.html': PAGE,
    '404.html': '<!doctype html><title>Page Not Found</title>',
    'sitemap.xml': SITEMAP,
    'robots.txt': ROBOTS,
    'assets/app-1a2b.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(webRoot, name, '..'), { recursive: true });
    await writeFile(join(webRoot, name), text);
    // As build/compress.ts does: precompressed siblings that still hold the placeholder.
    await writeFile(join(webRoot, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(webRoot, `${name}.gz`), gzipSync(text));
  }
  app = await startTestApp({ webRoot, publicUrl: 'https://www.evergreen.example' });
});
afterAll(async () => {
  await app.destroy();
  await removeDir(webRoot);
});

function get(path: string, encoding?: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.url}${path}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const text = (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('PUBLIC_URL in the served site', () => {
  it('when a page is asked for, then its canonical link and structured data name PUBLIC_URL, plain and gzip alike', async () => {
    for (const encoding of [undefined, 'gzip']) {
      const page = await get('/about', encoding);

      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.text).toContain('<link rel="canonical" href="https://www.evergreen.example/about">');
      expect(page.text).toContain('{"url":"https://www.evergreen.example/"}');
      expect(page.text).not.toContain(PUBLIC_URL_PLACEHOLDER);
    }
  });

  it('when brotli is accepted, then the page is compressed again with PUBLIC_URL once ready, never the build’s stale copy', async () => {
    const first = await get('/about', 'br, gzip');
    expect(first.text).not.toContain(PUBLIC_URL_PLACEHOLDER);
    expect(['br', 'gzip']).toContain(first.headers['content-encoding']);

    await vi.waitFor(async () => expect((await get('/about', 'br')).headers['content-encoding']).toBe('br'));
    const br = await get('/about', 'br');
    expect(br.text).toContain('href="https://www.evergreen.example/about"');
  });

  it('when robots.txt and the sitemap are asked for, then they name PUBLIC_URL with their own types', async () => {
    const robots = await get('/robots.txt');
    const sitemap = await get('/sitemap.xml', 'gzip');

    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain('Sitemap: https://www.evergreen.example/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain('<loc>https://www.evergreen.example/</loc>');
  });

  it('when a file holds no placeholder or is not a page, then it is sent as built, with the build’s own compressed copy', async () => {
    const home = await get('/', 'br');
    const script = await get('/assets/app-1a2b.js', 'br');

    expect(home.headers['content-encoding']).toBe('br');
    expect(home.text).toBe(PLAIN_PAGE);
    expect(script.text).toBe(SCRIPT);
  });

  it('when PUBLIC_URL changes, then the page’s ETag changes with it, so no cache keeps the old address', async () => {
    const other = await startTestApp({ webRoot, publicUrl: 'https://clinic.example' });
    try {
      const here = await get('/about');
      const there = await fetch(`${other.url}/about`);

      expect(await there.text()).toContain('href="https://clinic.example/about"');
      expect(there.headers.get('etag')).not.toBe(here.headers.etag);
    } finally {
      await other.destroy();
    }
  });
});
