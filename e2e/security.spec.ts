import { expect, test } from '@playwright/test';
import { GUIDES, guidePath } from '#contract';
import { ROUTES, SPANISH_PAGES } from './site-helpers';

/**
 * The strict Content-Security-Policy and the Permissions-Policy are sent with every page; these
 * journeys prove the real build lives within them: no script, style, image, font, worker or
 * fetch of any page is blocked, and Chromium knows every feature the Permissions-Policy names.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * Every page, walked in four groups, each in one browser context with the service worker on: the
 * group's first page comes from the network and installs the worker (its precache fetches run
 * under the policy too), the others come through the worker, as a returning visitor gets them,
 * and must carry the same headers. A fresh context per page made the worker install and precache
 * the whole site once per page, forty-two times, for nothing more proven.
 */
const GROUPS: [string, string[]][] = [
  ['every English page and the 404 are', [...ROUTES, '/no-such-page']],
  ['every Spanish page and the Spanish 404 are', [...SPANISH_PAGES, '/es/no-such-page']],
  ['every guide, in each language, is', GUIDES.flatMap((guide) => [guidePath(guide.slug), guidePath(guide.slug, 'es')])],
  // The staff app's page too (decision 020): its screens live within the same policy.
  ['the staff area\'s pages are', ['/staff', '/staff/sign-in']],
];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
});

for (const [name, paths] of GROUPS) {
  test(`when ${name} opened, then the security headers are there and nothing on the pages breaks them`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
    });

    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      const headers = response!.headers();

      expect.soft(headers['content-security-policy'], path).toContain("script-src 'self';");
      expect.soft(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect.soft(headers['permissions-policy'], path).toContain('camera=()');
      expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
      expect.soft(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
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
