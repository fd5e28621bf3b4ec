// `npm test`: every stage in turn (type check, lint, unit tests, build, browser tests), stopping at the first
// that fails, as the `&&` chain it replaces did; then each stage's time, so a slow run says where the minutes
// went (issue 27). Plain JavaScript, as scripts/dev.mjs: it runs before anything is compiled.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** The stages, each an npm script of its own (so each still runs alone). */
export const STAGES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['build', 'build'],
  ['e2e', 'test:e2e'],
];

/** `83.4` → `1m 23.4s`; under a minute, `23.4s`. */
export function duration(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = `${(seconds - minutes * 60).toFixed(1)}s`;
  return minutes > 0 ? `${minutes}m ${rest}` : rest;
}

/** The closing table: one line per stage that ran, its time and how it ended, then the total. */
export function summary(results) {
  const width = Math.max(...STAGES.map(([name]) => name.length), 'total'.length);
  const lines = results.map(({ name, seconds, code }) => `  ${name.padEnd(width)}  ${duration(seconds).padStart(9)}  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`);
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  return ['Stage times:', ...lines, `  ${'total'.padEnd(width)}  ${duration(total).padStart(9)}`].join('\n');
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function main() {
  const results = [];
  for (const [name, script] of STAGES) {
    const started = performance.now();
    const code = await run(script);
    results.push({ name, seconds: (performance.now() - started) / 1000, code });
    if (code !== 0) break;
  }
  console.log(`\n${summary(results)}`);
  const failed = results.find(({ code }) => code !== 0);
  process.exitCode = failed ? failed.code : 0;
}

if (import.meta.filename === process.argv[1]) await main();
