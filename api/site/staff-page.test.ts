import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../test-support/http';
import { removeDir, tempWebRoot } from '../test-support/temp-dir';
import { startTestApp, type TestApp } from '../test-support/test-app';

const STAFF_PAGE = '<!doctype html><title>Staff</title><meta name="robots" content="noindex">';
let webRoot: string;
let app: TestApp;

beforeAll(async () => {
  webRoot = await tempWebRoot({
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<!doctype html><title>Page Not Found</title>',
    'staff/index.html': STAFF_PAGE,
    'staff/assets/staff-1a2b3c.js': 'console.log("staff");',
  });
  app = await startTestApp({ webRoot });
});
afterAll(async () => {
  await app.destroy();
  await removeDir(webRoot);
});

describe('the staff page', () => {
  it('when /staff or any address under it is asked for, then the staff page comes, stored by no one and not for search engines', async () => {
    for (const path of ['/staff', '/staff/sign-in', '/staff/bookings/b-1', '/staff/inquiries?status=handled', '/staff/index.html']) {
      const answer = await request(app.url + path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toBe(STAFF_PAGE);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(answer.headers.get('content-security-policy'), path).toContain("script-src 'self';");
    }
  });

  it('when a staff script is asked for, then it is the hashed file, kept a year; a missing one is a 404, never the page', async () => {
    const script = await request(`${app.url}/staff/assets/staff-1a2b3c.js`);
    const missing = await request(`${app.url}/staff/assets/gone-000000.js`);

    expect(script.text).toBe('console.log("staff");');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<title>Staff</title>');
  });

  it('when a public address only starts like the staff one, then it is not the staff page', async () => {
    const answer = await request(`${app.url}/staffing`);

    expect(answer.status).toBe(404);
    expect(answer.text).toContain('Page Not Found');
  });
});
