import { expect, test } from '@playwright/test';
import { GUIDES, guidePath } from '../api/contract';
import { ROUTES } from './site-helpers';

/**
 * The strict Content-Security-Policy and the Permissions-Policy are sent with every page; these
 * journeys prove the real build lives within them: no script, style, image, font, worker or
 * fetch of any page is blocked, and Chromium knows every feature the Permissions-Policy names.
 */
test.use({ serviceWorkers: 'allow' });

// The staff app's page too (issue 17): its screens live within the same policy.
const PAGES = [...ROUTES, '/no-such-page', ...GUIDES.flatMap((guide) => [guidePath(guide.slug), guidePath(guide.slug, 'es')]), '/staff', '/staff/sign-in'];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
});

for (const path of PAGES) {
  test(`when ${path} is opened, then the security headers are there and nothing on the page breaks them`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text())) warnings.push(message.text());
    });

    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const headers = response!.headers();

    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(warnings).toEqual([]);
  });
}

test('when a page of the site is put in a frame, then the browser refuses to show it', async ({ page }) => {
  await page.goto('/');

  // frame-ancestors 'none' (and X-Frame-Options: DENY) forbid every parent, even a page of this origin.
  await page.setContent(`<iframe src="${new URL('/', page.url()).href}"></iframe>`);

  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame).toBeDefined();
  // Chromium puts its own error page in a refused frame; the site's heading never appears.
  await expect(frame!.getByText('Expert wound care, brought to your door')).toHaveCount(0);
  expect(frame!.url()).not.toMatch(/^http:\/\/localhost/);
});
