/**
 * Vitest set-up for every test file (vitest.config.ts): in the jsdom tests, `findBy…` and `waitFor`
 * wait up to 5 s instead of Testing Library's default second. A lazily loaded part (a toast's card,
 * a dialog) can take longer than a second to import on a busy two-core machine, and a test that
 * failed for that proved nothing about the page (CONTRIBUTING.md: green without retries). The staff
 * screens' tests had this already (web/staff/testing/render-staff.tsx).
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
