import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES, type GuideSlug, guidePath, provider } from '#contract';
import { GUIDE_TITLES_ES } from '#contract/guides.es';
import { type Lang, LANGS, pathIn } from '#contract/language';
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
const EVERY_GUIDE = LANGS.flatMap((lang) => GUIDES.map((guide): [GuideSlug, Lang, string] => [guide.slug, lang, lang === 'en' ? guide.title : GUIDE_TITLES_ES[guide.slug]]));

describe('GET /api/resources/{guide}.html and /api/resources/es/{guide}.html', () => {
  it.each(EVERY_GUIDE)('when %s (%s) is fetched, then 200 HTML in its language, filled in, at least 400 words', async (slug, lang, title) => {
    const { status, headers, text } = await request(app.url + guidePath(slug, lang));

    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toMatch(/^<!doctype html>/i);
    expect(text).toContain(`<html lang="${lang}">`);
    expect(text).toContain(provider.brandName);
    expect(text).toContain(title);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    expect(textOf(text).split(/\s+/).filter((word) => /\w/.test(word)).length).toBeGreaterThanOrEqual(400);
  });

  it.each(EVERY_GUIDE)('when %s (%s) is fetched, then it is self-contained, links back to the site in its language and names its twins at the public URL', async (slug, lang) => {
    const path = guidePath(slug, lang);
    const { text } = await request(app.url + path);
    const loaded = text.replace(/<link rel="(canonical|alternate)"[^>]*>/g, '');

    expect(loaded).not.toMatch(/<(script|link|img)\b[^>]*\b(src|href)="(https?:)?\/\//i);
    expect(text).toMatch(new RegExp(`<a\\b[^>]*href="${pathIn('/', lang)}"`));
    expect(text).toContain(`<link rel="canonical" href="${app.publicUrl}${path}">`);
    for (const each of LANGS) expect(text).toContain(`hreflang="${each}" href="${app.publicUrl}${guidePath(slug, each)}"`);
  });

  it.each([
    '/api/resources/first-aid.html',
    '/api/resources/home-wound-care-checklist',
    '/api/resources/home-wound-care-checklist.txt',
    '/api/resources/..%2Fguides.ts',
    '/api/resources/es/first-aid.html',
    '/api/resources/fr/home-wound-care-checklist.html',
    '/api/resources/es/es/home-wound-care-checklist.html',
    '/api/resources/es/',
    '/api/resources/',
  ])('when %s is asked for, then 404 JSON', async (path) => {
    const { status, body } = await request(app.url + path);

    expect(status).toBe(404);
    expect(body.message).toEqual(expect.any(String));
  });
});
