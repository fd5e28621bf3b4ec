/**
 * `npm run audit`: builds the site when needed, starts the production server on a temporary
 * data folder, runs Lighthouse (mobile preset, default simulated throttling) on every route,
 * one at a time, then times the first working tap (an FAQ question, the menu, a contact tab, a
 * calendar day) against the first contentful paint of the same visit on a throttled phone
 * (perf/tap-ready.ts), prints the tables and exits 1 when any target is missed.
 *
 * Env: DIST_DIR (build folder, default dist), AUDIT_PORT (default 4251; a reference uses the next
 * port), CHROME_PATH (default /usr/bin/chromium), AUDIT_RUNS (runs per route, Lighthouse's median
 * run is kept; default 5: on a 2-core machine one run's TBT can double when the system steps in),
 * AUDIT_ROUTES (comma-separated subset for Lighthouse; the taps are then left out),
 * AUDIT_TAP_RUNS (fresh visits per tap, default 5), AUDIT_TAPS_ONLY=1 (no Lighthouse), and
 * AUDIT_REFERENCE (a git ref such as `main`, or another checkout's folder): that build is made in
 * a temporary folder, served by its own server, and its taps are timed in the same run, visits
 * alternating with this build's; it is shown beside this build and sets no target.
 * Full reports go to $TMPDIR/woundcare-audit/. One discarded run first warms the browser; each
 * run waits (2 min at most) until other processes leave the machine idle, since Lighthouse counts
 * their CPU use as the page's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildIfNeeded, clientDir } from './build-output';
import { startChildServer } from './child-server';
import { type AuditRow, auditRoute, misses } from './lighthouse-run';
import { waitForQuietMachine } from './quiet-machine';
import { prepareReference, type ReferenceBuild } from './reference-build';
import { measureTaps, type Site, type TapResult } from './tap-ready';
import { formatBytes, printTable } from './table';

import { INDEXED_ROUTES } from '../web/content/routes';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A whole number from 1 in `name`, or `fallback` when unset; anything else stops the audit with a human error. */
function count(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number from 1 (got "${text}").`);
    process.exit(2);
  }
  return value;
}

const port = count('AUDIT_PORT', 4251);
const runs = count('AUDIT_RUNS', 5);
const tapRuns = count('AUDIT_TAP_RUNS', 5);
const tapsOnly = process.env.AUDIT_TAPS_ONLY === '1';
// The public routes: a personal page (noindex) would only lose SEO points it is meant to lose.
const routes = process.env.AUDIT_ROUTES ? process.env.AUDIT_ROUTES.split(',') : INDEXED_ROUTES.map(({ path }) => path);
const reportDir = join(tmpdir(), 'woundcare-audit');

buildIfNeeded();
let reference: ReferenceBuild | undefined;
try {
  reference = process.env.AUDIT_REFERENCE ? prepareReference(process.env.AUDIT_REFERENCE) : undefined;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-audit-data-'));
mkdirSync(reportDir, { recursive: true });
const serverEnv = { RATE_LIMIT_PER_MINUTE: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0', LOG_LEVEL: 'warn' };
const server = await startChildServer('api/server.ts', port, { ...serverEnv, DATA_DIR: dataDir, WEB_ROOT: clientDir });
const referenceDataDir = reference && mkdtempSync(join(tmpdir(), 'woundcare-audit-data-'));
const referenceServer =
  reference && referenceDataDir ? await startChildServer('api/server.ts', port + 1, { ...serverEnv, DATA_DIR: referenceDataDir, WEB_ROOT: reference.clientDir }, '/', reference.projectDir) : undefined;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

const rows: AuditRow[] = [];
/** Each route's lowest and highest LCP and TBT over its runs: this machine's spread, next to the median run. */
const spread = new Map<string, { lcpMs: number[]; tbtMs: number[] }>();
/** Runs that started while other processes kept the machine busy: their TBT and LCP read high. */
const busyRuns: string[] = [];
const baseUrl = server.url.replace('127.0.0.1', 'localhost');
let tapReady: TapResult[] = [];
try {
  // A fresh browser's first page pays one-off costs (fonts, caches) that are the machine's, not the site's.
  if (!tapsOnly) await auditRoute(baseUrl + '/', 'warm-up', chrome.port);
  for (const route of tapsOnly ? [] : routes) {
    const attempts = [];
    for (let run = 0; run < runs; run++) {
      const { quiet, busy } = await waitForQuietMachine();
      if (!quiet) busyRuns.push(`${route} (machine ${Math.round((busy ?? 0) * 100)}% busy)`);
      attempts.push(await auditRoute(baseUrl + route, route, chrome.port));
    }
    // Lighthouse's own choice of the median run (closest to the median FCP and TTI).
    const median = computeMedianRun(attempts.map((attempt) => attempt.lhr));
    const { row, lhr } = attempts.find((attempt) => attempt.lhr === median) ?? attempts[0]!;
    spread.set(route, { lcpMs: attempts.map((attempt) => attempt.row.lcpMs), tbtMs: attempts.map((attempt) => attempt.row.tbtMs) });
    // One file per route, named after it ('/es/about' -> es-about.json: a Spanish route is not a folder).
    writeFileSync(join(reportDir, `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}.json`), JSON.stringify(lhr));
    rows.push(row);
    console.log(`audited ${route}`);
  }
  if (!process.env.AUDIT_ROUTES || tapsOnly) {
    await waitForQuietMachine();
    const sites: Site[] = [{ label: 'this build', baseUrl }];
    if (referenceServer && reference) sites.push({ label: reference.label, baseUrl: referenceServer.url.replace('127.0.0.1', 'localhost') });
    tapReady = await measureTaps(sites, tapRuns);
  }
} finally {
  chrome.kill();
  await server.stop();
  await referenceServer?.stop();
  for (const dir of [dataDir, referenceDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  reference?.remove();
}

const range = (values: number[], format: (value: number) => string) =>
  values.length > 1 ? `${format(Math.min(...values))}–${format(Math.max(...values))}` : '';
const seconds = (ms: number) => (ms / 1000).toFixed(2);
printTable(
  ['route', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS transfer', 'LCP, all runs (s)', 'TBT, all runs (ms)'],
  rows.map((row) => [
    row.route,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
    formatBytes(row.jsBytes),
    range(spread.get(row.route)?.lcpMs ?? [], seconds),
    range(spread.get(row.route)?.tbtMs ?? [], (ms) => String(Math.round(ms))),
  ]),
);
if (rows.length === 0) console.log('Lighthouse left out (AUDIT_TAPS_ONLY=1).');
if (tapReady.length) printTaps(tapReady);
if (rows.length) console.log(`\nFull reports: ${reportDir}/<route>.json (Lighthouse mobile preset, ${runs} run(s) per route, median kept)`);
if (busyRuns.length) console.warn(`\nThe machine stayed busy with other work (waited 2 min) before: ${busyRuns.join(', ')}. Their times are inflated; run again when it is idle.`);

let failed = false;
for (const row of rows) {
  const missed = misses(row);
  if (missed.length === 0) continue;
  failed = true;
  console.error(`\n${row.route} misses: ${missed.join('; ')}`);
  if (row.failing.length) console.error(`  audits below 100: ${row.failing.join(', ')}`);
}
// The reference is shown for comparison; only this build's taps have to meet their bars.
for (const { site, target, median, barMs, met } of tapReady) {
  if (met || site.label !== 'this build') continue;
  failed = true;
  console.error(`\n${target.path}: ${target.name} after ${seconds(median.tapMs)} s (first paint ${seconds(median.fcpMs)} s), bar ${seconds(barMs)} s`);
}
console.log(failed ? '\nSome targets were missed.' : '\nEvery route meets every target.');
process.exit(failed ? 1 : 0);

/** One row per tap and build: the median visit's first paint, tap and ratio, its bar, every visit, and against the reference. */
function printTaps(results: TapResult[]): void {
  console.log(`\nTime to a working tap and first contentful paint in the same visits (Lighthouse's mobile profile: 4x CPU, 150 ms RTT, 1.6 Mbps; of ${tapRuns} fresh visits, the median one by its tap against its own bar; the side-by-side column compares median tap times)\n`);
  const ofThisBuild = (path: string) => results.find((result) => result.site.label === 'this build' && result.target.path === path);
  printTable(
    ['route', 'tap', 'build', 'FCP', 'touch sent', 'working tap', 'tap / FCP', 'bar', 'met', 'slot list (page / API)', 'tap / FCP, all visits', 'this build / reference (tap)'],
    results.map(({ site, target, median, medianTapMs, apiMs, barMs, met, visits, madeAgain }) => {
      const own = ofThisBuild(target.path);
      return [
        target.path,
        target.name,
        site.label,
        `${seconds(median.fcpMs)} s`,
        `${seconds(median.sentMs)} s`,
        `${seconds(median.tapMs)} s`,
        `${(median.tapMs / median.fcpMs).toFixed(2)}×`,
        target.bar.kind === 'ratio' ? `≤ ${target.bar.times}× (${seconds(barMs)} s)` : `≤ FCP + RTT + API + 0.5 s (${seconds(barMs)} s)`,
        met ? 'yes' : 'NO',
        apiMs === undefined ? '' : `${median.slotsMs === undefined ? '–' : Math.round(median.slotsMs)} / ${Math.round(apiMs)} ms`,
        visits.map((one) => (one.tapMs / one.fcpMs).toFixed(2)).join(', ') + (madeAgain ? ` (${madeAgain} made again: a tap before the paint)` : ''),
        own && site.label !== 'this build' ? `${(own.medianTapMs / medianTapMs).toFixed(2)}×` : '',
      ];
    }),
  );
}
