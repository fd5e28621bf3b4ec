import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT || 4173);
/**
 * The test server's PUBLIC_URL: the origin the browser uses, as in production, since with
 * PUBLIC_URL set the staff area accepts changes from that origin alone (docs/security.md, section 9). It is not the
 * build's default (`http://localhost:3000`), so tests still see that pages carry the run-time setting.
 */
export const PUBLIC_URL = `http://localhost:${PORT}`;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Workers load this file again; the folder made by the main process reaches them through the environment.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'woundcare-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** Chromium specs with one long journey each (run as the project `chromium-long`, first). */
const LONG_CHROMIUM_SPECS = ['staff-timeout.spec.ts', 'staff-a11y.spec.ts', 'html-valid.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // The JSON report is for npm test's list of the slowest tests (build/test.mjs).
  reporter: [['list'], ['json', { outputFile: '.timings/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
  },
  // Workers take tests in this order. The long journeys go first, so none of them is what the run
  // waits for at its end: the staff time-out (a real idle minute on the server, CPU free meanwhile)
  // started last added a minute and a half to a whole run.
  projects: [
    { name: 'chromium-long', use: { browserName: 'chromium' }, testMatch: LONG_CHROMIUM_SPECS },
    // Firefox ESR (puppeteer-core, WebDriver BiDi) and WebKitGTK (WebdriverIO, WebKitWebDriver): decision 044.
    // One worker each: one browser (or WebKitWebDriver) and one server per engine for the whole run,
    // where two or three workers each started their own.
    { name: 'firefox', testDir: 'e2e/engines', metadata: { engine: 'firefox' }, workers: 1 },
    { name: 'webkit', testDir: 'e2e/engines', metadata: { engine: 'webkit' }, workers: 1 },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['engines/**', ...LONG_CHROMIUM_SPECS] },
  ],
  webServer: {
    // The server as npm start runs it: compiled (made first if the build is out of date) and run by plain Node.
    command: 'node build/compiled.mjs server',
    url: `http://localhost:${PORT}/api/consultation/slots`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      BOOKINGS_PER_ADDRESS_PER_DAY: '0',
      WEB_ROOT: join(process.env.DIST_DIR || 'dist', 'client'),
      PUBLIC_URL,
    },
  },
});
