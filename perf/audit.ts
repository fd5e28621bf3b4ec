/**
 * `npm run audit`: this build and, with AUDIT_REFERENCE (a git ref), the build of that commit,
 * each served by the production server on a temporary data folder and measured in one run, their
 * visits alternating so that what else the machine does weighs on both alike: Lighthouse (mobile,
 * its default simulated throttling) on every public route in each language, then a tap made at
 * first paint on a throttled phone (perf/tap.ts). Prints the builds side by side and exits 1 when
 * this build misses a target: Lighthouse 98 / 100 / 100 / 100, and each tap working within 1.2×
 * its first paint (the median of the visits). Settings: the README's AUDIT_* rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { builtPages, NOT_FOUND } from '../web/content/routes';
import { buildIfNeeded, clientDir } from './build-output';
import { startChildServer } from './child-server';
import { type Audit, lighthouseRun, medianRun, misses } from './lighthouse-run';
import { prepareReference, type ReferenceBuild } from './reference-build';
import { printTable } from './table';
import { measureTaps, median, type Visit } from './tap';

const TAP_BAR = 1.2;

/** A whole number from 0 in `name`, or `fallback` when unset; anything else stops the audit with a human error. */
function count(name: string, fallback: number): number {
  const text = process.env[name] || String(fallback);
  if (!/^\d+$/.test(text)) {
    console.error(`${name} must be a whole number (got "${text}").`);
    process.exit(2);
  }
  return Number(text);
}

const port = count('AUDIT_PORT', 4251);
const runs = count('AUDIT_RUNS', 3);
const tapRuns = count('AUDIT_TAP_RUNS', 5);
// The public pages: a personal one (noindex) would only lose SEO points it is meant to lose.
const publicPages = builtPages().filter(({ route }) => route !== NOT_FOUND && !route.noindex).map(({ path }) => path);
const routes = process.env.AUDIT_ROUTES ? process.env.AUDIT_ROUTES.split(',') : publicPages;

buildIfNeeded();
let reference: ReferenceBuild | undefined;
try {
  reference = process.env.AUDIT_REFERENCE ? prepareReference(process.env.AUDIT_REFERENCE, { build: true }) : undefined;
} catch (error) {
  console.error(`AUDIT_REFERENCE: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
const builds = [{ label: 'this build', clientDir, projectDir: undefined as string | undefined }];
if (reference) builds.push({ label: reference.label, clientDir: reference.clientDir, projectDir: reference.projectDir });
const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'woundcare-audit-data-')));
const env = { RATE_LIMIT_PER_MINUTE: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0', LOG_LEVEL: 'warn' };
const servers = await Promise.all(
  builds.map((build, at) => startChildServer('api/server.ts', port + at, { ...env, DATA_DIR: dataDirs[at]!, WEB_ROOT: build.clientDir }, { cwd: build.projectDir })),
);
// localhost, not 127.0.0.1: what a browser treats as a secure context (the service worker, best practices).
const baseUrls = servers.map((server) => server.url.replace('127.0.0.1', 'localhost'));
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const audits = new Map<string, Audit[]>();
let taps: Awaited<ReturnType<typeof measureTaps>> = [];
try {
  const lighthousePort = Number(new URL(browser.wsEndpoint()).port);
  if (runs > 0) await lighthouseRun(baseUrls[0] + '/', lighthousePort); // A fresh browser's first page pays one-off costs.
  for (const route of runs > 0 ? routes : []) {
    const each: Audit[][] = baseUrls.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [at, base] of baseUrls.entries()) each[at]!.push(await lighthouseRun(base + route, lighthousePort));
    }
    audits.set(route, each.map(medianRun));
    console.log(`audited ${route}`);
  }
  if (tapRuns > 0) taps = await measureTaps(browser, baseUrls, tapRuns);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  reference?.remove();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
if (audits.size) {
  console.log(`\nLighthouse, mobile: the median of ${runs} run(s) per route and build\n`);
  printTable(
    ['route', 'build', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
    [...audits].flatMap(([route, each]) =>
      each.map((one, at) => [at ? '' : route, builds[at]!.label, ...Object.values(one.scores).map(String), seconds(one.lcpMs), `${Math.round(one.tbtMs)} ms`, one.cls.toFixed(3)]),
    ),
  );
}
if (taps.length) {
  console.log(`\nA tap made at first paint, on a phone at Lighthouse's mobile throttling: medians of ${tapRuns} fresh visits (bar: tap ≤ ${TAP_BAR}× first paint)\n`);
  const ratio = (visit: Visit) => visit.tapMs / visit.fcpMs;
  printTable(
    ['tap', 'build', 'first paint', 'touch', 'working tap', 'tap / first paint', 'every visit', 'tap, against the reference'],
    taps.flatMap(({ target, visits }) =>
      visits.map((own, at) => [
        at ? '' : `${target.name} (${target.path})`,
        builds[at]!.label,
        seconds(median(own.map((visit) => visit.fcpMs))),
        seconds(median(own.map((visit) => visit.touchMs))),
        seconds(median(own.map((visit) => visit.tapMs))),
        `${median(own.map(ratio)).toFixed(2)}×`,
        own.map((visit) => ratio(visit).toFixed(2)).join(', '),
        at ? '' : visits.slice(1).map((other) => `${(median(own.map((visit) => visit.tapMs)) / median(other.map((visit) => visit.tapMs))).toFixed(2)}×`).join(''),
      ]),
    ),
  );
}

// Only this build has targets; a reference is shown for comparison.
const missed = [
  ...[...audits].flatMap(([route, [own]]) => (misses(own!).length ? [`${route}: ${misses(own!).join('; ')} (below 100: ${own!.failing.join(', ')})`] : [])),
  ...taps.flatMap(({ target, visits: [own] }) => {
    const times = median(own!.map((visit) => visit.tapMs / visit.fcpMs));
    return times > TAP_BAR ? [`${target.path}: ${target.name} at ${times.toFixed(2)}× its first paint > ${TAP_BAR}×`] : [];
  }),
];
for (const line of missed) console.error(`\nMISSED ${line}`);
console.log(missed.length ? '\nSome targets were missed.' : '\nThis build meets every target measured.');
process.exit(missed.length ? 1 : 0);
