import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET, entryStaticImports, measureBuild } from '../perf/budget';
import { compareWithRecord, RECORD_COMMAND, readRecord } from '../perf/first-load-record';

/** The size budget (perf/budget.ts, decision 046) on the build under test: no browser needed, only the files in DIST_DIR. */
const clientDir = join(process.env.DIST_DIR || 'dist', 'client');
const build = measureBuild(clientDir);

test.describe('size budget', () => {
  for (const { route, bytes, files, afterLoadBytes } of build.routes) {
    test(`when ${route} is first visited, then its JavaScript is within ${BUDGET.routeJsBytes / 1024} KB brotli, and what it fetches after load within ${BUDGET.afterLoadBytes / 1024} KB`, () => {
      expect(bytes, `${route} loads ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET.routeJsBytes);
      expect(afterLoadBytes).toBeLessThanOrEqual(BUDGET.afterLoadBytes);
    });
  }

  test('when any route is first visited, then it loads what perf/first-load.json records for it, not a byte more', () => {
    // The record is of the default build: another zone's name is another length.
    test.skip(Boolean(process.env.CLINIC_TZ), 'CLINIC_TZ is set: the record is of a build without it');
    const { grew, stale } = compareWithRecord(readRecord(), build.firstLoads);
    expect(grew, `Grew (a module moved into a first load, or code was added)? If that is meant: ${RECORD_COMMAND}`).toEqual([]);
    expect(stale, `Smaller or changed: record it so that growth from here is caught (${RECORD_COMMAND})`).toEqual([]);
  });

  test('when a page is parsed, then its entry script imports nothing that would compete with the first paint', () => {
    expect(entryStaticImports(clientDir)).toEqual([]);
  });

  test('when the build holds the staff app, then none of it is precached and no public page or script names a staff address', () => {
    expect(build.staff.built).toBe(true);
    expect(build.staff.precached).toEqual([]);
    expect(build.staff.mentionedBy).toEqual([]);
  });

  test(`when the service worker installs, then it precaches at most ${BUDGET.precacheBytes / 1024} KB`, () => {
    expect(build.precache.files).toBeGreaterThan(20);
    expect(build.precache.bytes).toBeLessThanOrEqual(BUDGET.precacheBytes);
  });
});
