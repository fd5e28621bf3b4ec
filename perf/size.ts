/**
 * `npm run size`: the build in DIST_DIR (default dist) against its ceilings (perf/budget.ts): each
 * route's first-load JavaScript in English and in Spanish side by side, then the precache and what
 * a page fetches after load. Exits 1 when anything is over a ceiling; e2e/budget.spec.ts checks the
 * same in `npm test`.
 */
import { langOfPath, pagePathOf } from '#contract/language';
import { clientDir } from './build-output';
import { CEILINGS, measureBuild, overCeilings } from './budget';
import { formatBytes, printTable } from './table';

const build = measureBuild(clientDir);
const routes = new Map<string, { en?: number; es?: number }>();
for (const page of build.pages) {
  const route = pagePathOf(page.path);
  routes.set(route, { ...routes.get(route), [langOfPath(page.path)]: page.bytes });
}
printTable(
  ['route', 'English', 'Spanish', 'ceiling', 'room'],
  [...routes].map(([route, { en = 0, es }]) => [route, formatBytes(en), es === undefined ? '–' : formatBytes(es), formatBytes(CEILINGS.firstLoadJs), formatBytes(CEILINGS.firstLoadJs - Math.max(en, es ?? 0))]),
);
console.log('\nFirst-load JavaScript, brotli: what a first visit loads before the page is interactive.');
const { precache } = build;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(`precache: ${mb(precache.bytes)} in ${precache.files} files (${formatBytes(precache.brotliBytes)} brotli); ceiling ${mb(CEILINGS.precache)}, room ${mb(CEILINGS.precache - precache.bytes)}`);
const largest = build.pages.reduce((most, page) => (page.afterLoadBytes > most.afterLoadBytes ? page : most));
console.log(`after load: at most ${formatBytes(largest.afterLoadBytes)} (${largest.path}); ceiling ${formatBytes(CEILINGS.afterLoad)}, room ${formatBytes(CEILINGS.afterLoad - largest.afterLoadBytes)}`);

const problems = overCeilings(build);
for (const problem of problems) console.error(`OVER ${problem}`);
process.exit(problems.length ? 1 : 0);
