/**
 * Prints first-load JavaScript per route and the precache total of the build in DIST_DIR
 * (default dist) and exits 1 when over budget or when a route's first load is not as recorded in
 * perf/first-load.json. `--record` writes the build's first loads there instead (say why
 * in the commit: the diff shows which routes grew). `e2e/budget.spec.ts` runs the same checks in `npm test`.
 */
import { clientDir } from './build-output';
import { BUDGET, measureBuild, overBudget } from './budget';
import { compareWithRecord, RECORD_COMMAND, RECORD_FILE, readRecord, writeRecord } from './first-load-record';
import { formatBytes, printTable } from './table';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--record')) {
  console.error(`Usage: npx tsx perf/size.ts [--record]\n  --record  writes the build's first loads to ${RECORD_FILE}`);
  process.exit(2);
}

const result = measureBuild(clientDir);
printTable(
  ['route', 'first-load JS (brotli)', 'budget', 'files', 'then, after load'],
  result.routes.map((route) => [route.route, formatBytes(route.bytes), formatBytes(BUDGET.routeJsBytes), String(route.files.length), formatBytes(route.afterLoadBytes)]),
);
console.log('\n"then, after load": what a first visit downloads once the page is interactive, with no action (service worker start-up, saved slot lists); lazy code a visitor asks for is in neither column.');
const { precache } = result;
console.log(`\nprecache: ${precache.files} files, ${formatBytes(precache.bytes)} (${formatBytes(precache.brotliBytes)} brotli); budget ${formatBytes(BUDGET.precacheBytes)}`);
const { staff } = result;
console.log(`staff area: ${staff.built ? 'built' : 'NOT BUILT'}, ${staff.precached.length} precached files, named by ${staff.mentionedBy.length} public files`);

const problems = overBudget(result).map((problem) => `OVER BUDGET ${problem}`);
if (args.includes('--record')) {
  writeRecord(result.firstLoads);
  console.log(`\nRecorded the first loads of ${Object.keys(result.firstLoads).length} routes in ${RECORD_FILE}.`);
} else {
  const { grew, stale } = compareWithRecord(readRecord(), result.firstLoads);
  problems.push(...grew.map((line) => `GREW ${line}`), ...stale.map((line) => `NOT AS RECORDED ${line}`));
  if (grew.length || stale.length) problems.push(`If that is meant, record it (${RECORD_COMMAND}) and say why in the commit.`);
  else console.log(`first loads: as recorded in ${RECORD_FILE}`);
}
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
