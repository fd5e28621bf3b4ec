/**
 * Prints first-load JavaScript per route and the precache total of the build in DIST_DIR
 * (default dist) and exits 1 when over budget. `e2e/budget.spec.ts` runs the same check in `npm test`.
 */
import { clientDir } from './perf/build-output';
import { BUDGET, measureBuild, overBudget } from './perf/budget';
import { formatBytes, printTable } from './perf/table';

const result = measureBuild(clientDir);
printTable(
  ['route', 'first-load JS (brotli)', 'budget', 'files', 'then, after load'],
  result.routes.map((route) => [route.route, formatBytes(route.bytes), formatBytes(BUDGET.routeJsBytes), String(route.files.length), formatBytes(route.afterLoadBytes)]),
);
console.log('\n"then, after load": what a first visit downloads once the page is interactive, with no action (service worker start-up, saved slot lists); lazy code a visitor asks for is in neither column.');
const { precache } = result;
console.log(`\nprecache: ${precache.files} files, ${formatBytes(precache.bytes)} (${formatBytes(precache.brotliBytes)} brotli); budget ${formatBytes(BUDGET.precacheBytes)}`);
const { staff } = result;
console.log(`staff area (issue 17): ${staff.built ? 'built' : 'NOT BUILT'}, ${staff.precached.length} precached files, named by ${staff.mentionedBy.length} public files`);
const problems = overBudget(result);
for (const problem of problems) console.error(`OVER BUDGET ${problem}`);
process.exit(problems.length ? 1 : 0);
