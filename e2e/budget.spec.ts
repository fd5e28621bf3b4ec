import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CEILINGS, entryStaticImports, measureBuild, overCeilings } from '../perf/budget';

/** The size ceilings (perf/budget.ts, decision 042) on the build under test: no browser needed, only the files in DIST_DIR. */
const clientDir = join(process.env.DIST_DIR || 'dist', 'client');
const build = measureBuild(clientDir);
const kb = (bytes: number) => `${bytes / 1024} KB`;

test.describe('size ceilings', () => {
  test(`when any page is first visited, in either language, then its JavaScript is within ${kb(CEILINGS.firstLoadJs)} brotli and what it fetches after load within ${kb(CEILINGS.afterLoad)}; the precache is within ${CEILINGS.precache / 1024 / 1024} MB`, () => {
    expect(build.pages.length).toBeGreaterThan(20);
    expect(build.precache.files).toBeGreaterThan(20);
    expect(overCeilings(build).filter((problem) => !problem.startsWith('staff:')), 'npm run size prints every page against its ceilings').toEqual([]);
  });

  test('when a page is parsed, then its entry script imports nothing that would compete with the first paint', () => {
    expect(entryStaticImports(clientDir)).toEqual([]);
  });

  test('when the build holds the staff app, then none of it is precached and no public page or script names a staff address', () => {
    expect(build.staff.built).toBe(true);
    expect(build.staff.precached).toEqual([]);
    expect(build.staff.mentionedBy).toEqual([]);
  });
});
