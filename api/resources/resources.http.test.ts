import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES, guidePath, provider } from '../contract';
import { request } from '../test-support/http';
import { startTestApp, type TestApp } from '../test-support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  expect(app.serverErrors).toEqual([]);
  await app.destroy();
});

const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');

describe('GET /api/resources/{guide}.html', () => {
  it.each(GUIDES.map((guide) => [guide.slug, guide.title]))('when %s is fetched, then 200 HTML, filled in, at least 400 words', async (slug, title) => {
    const { status, headers, text } = await request(app.url + guidePath(slug));

    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toMatch(/^<!doctype html>/i);
    expect(text).toContain(provider.brandName);
    expect(text).toContain(title);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    expect(textOf(text).split(/\s+/).filter((word) => /\w/.test(word)).length).toBeGreaterThanOrEqual(400);
  });

  it.each(GUIDES.map((guide) => [guide.slug]))('when %s is fetched, then it is self-contained and links back to the site', async (slug) => {
    const { text } = await request(app.url + guidePath(slug));

    expect(text).not.toMatch(/<(script|link|img)\b[^>]*\b(src|href)="(https?:)?\/\//i);
    expect(text).toMatch(/<a\b[^>]*href="\/"/);
  });

  it.each(['/api/resources/first-aid.html', '/api/resources/home-wound-care-checklist', '/api/resources/home-wound-care-checklist.txt', '/api/resources/..%2Fguides.ts'])(
    'when %s is asked for, then 404 JSON',
    async (path) => {
      const { status, body } = await request(app.url + path);

      expect(status).toBe(404);
      expect(body.message).toEqual(expect.any(String));
    },
  );
});
