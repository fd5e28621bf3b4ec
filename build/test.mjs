// `npm test`: every stage in turn (type check and lint side by side, unit tests, build, browser tests),
// stopping after the first step that fails, as the `&&` chain it replaced did; then each stage's time, so a
// slow run says where the minutes went (decision 032). Plain JavaScript, as build/dev.mjs: it runs before
// anything is compiled.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Where the unit and browser runners write their JSON reports (vitest.config.ts, playwright.config.ts). */
export const TIMINGS = { unit: '.timings/unit.json', e2e: '.timings/e2e.json' };

/** The stages, each an npm script of its own (so each still runs alone). */
export const STAGES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['e2e', 'test:e2e'],
];

/**
 * The steps, in turn; the stages of one step run side by side. The type check and lint each keep one
 * core busy at most (28 s and 18 s here), so the build (8 s) goes beside them, on the core lint leaves:
 * together they take the type check's time. The unit and browser tests each fill both cores by
 * themselves, and the browser tests need the build.
 */
export const STEPS = [['typecheck', 'lint', 'build'], ['unit'], ['e2e']];

/** `83.4` → `1m 23.4s`; under a minute, `23.4s`. */
export function duration(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = `${(seconds - minutes * 60).toFixed(1)}s`;
  return minutes > 0 ? `${minutes}m ${rest}` : rest;
}

/** The closing table: one line per stage that ran, its time and how it ended, then the total. */
export function summary(results) {
  const width = Math.max(...STAGES.map(([name]) => name.length), 'total'.length);
  const lines = results.map(({ name, seconds, code, alongside }) => `  ${name.padEnd(width)}  ${duration(seconds).padStart(9)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}${alongside ? ` (alongside ${alongside})` : ''}`);
  // A step takes as long as its longest stage.
  const steps = new Map();
  for (const { step, seconds } of results) steps.set(step, Math.max(steps.get(step) ?? 0, seconds));
  const total = [...steps.values()].reduce((sum, seconds) => sum + seconds, 0);
  return ['Stage times:', ...lines, `  ${'total'.padEnd(width)}  ${duration(total).padStart(9)}`].join('\n');
}

/**
 * The slowest items of a runner's JSON report: unit test files (vitest) or browser tests
 * (Playwright, each try counted), longest first, as `{ seconds, name }`.
 */
export function slowest(kind, report, count) {
  const items = [];
  if (kind === 'unit') {
    for (const file of report.testResults ?? []) items.push({ seconds: (file.endTime - file.startTime) / 1000, name: file.name.replace(`${process.cwd()}/`, '') });
  } else {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          for (const result of test.results) items.push({ seconds: result.duration / 1000, name: `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}` });
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
  return items.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** The slowest of each runner that reported during this run (a report left from an earlier run is not read). */
function slowestReport(since) {
  const lines = [];
  for (const [kind, file, title, count] of [['unit', TIMINGS.unit, 'Slowest unit test files:', 5], ['e2e', TIMINGS.e2e, 'Slowest browser tests:', 8]]) {
    let report;
    try {
      if (statSync(file).mtimeMs < since) continue;
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // That stage did not run, or wrote no report: nothing to say about it.
    }
    lines.push(title, ...slowest(kind, report, count).map(({ seconds, name }) => `  ${duration(seconds).padStart(9)}  ${name.length > 110 ? `${name.slice(0, 109)}…` : name}`));
  }
  return lines.join('\n');
}

/**
 * Runs an npm script. Alone, its output streams as it comes; beside another, it is held and printed whole
 * when the script ends, so two stages' lines never interleave.
 */
function run(script, alone) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!alone) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(1));
  });
}

async function main() {
  const results = [];
  const since = Date.now();
  for (const [step, names] of STEPS.entries()) {
    const ran = await Promise.all(
      names.map(async (name) => {
        const started = performance.now();
        const code = await run(STAGES.find(([stage]) => stage === name)[1], names.length === 1);
        const alongside = names.filter((other) => other !== name).join(', ');
        return { name, step, seconds: (performance.now() - started) / 1000, code, alongside };
      }),
    );
    results.push(...ran);
    if (ran.some(({ code }) => code !== 0)) break;
  }
  const slow = slowestReport(since);
  if (slow) console.log(`\n${slow}`);
  console.log(`\n${summary(results)}`);
  const failed = results.find(({ code }) => code !== 0);
  process.exitCode = failed ? failed.code : 0;
}

if (import.meta.filename === process.argv[1]) await main();
