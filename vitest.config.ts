import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Started first, in this order: the file that waits ten real seconds on an idle socket and the
 * longest ones. Left to Vitest, a clean clone (no timings cache) orders files by size, and the idle
 * wait came last, the only file running for its last 6 s.
 */
const FIRST = [
  // A minute of Caddy, two servers, a rolling restart, a race and a kill -9: left to size order it began late and ended among the last.
  'perf/deploy/deploy-check.test.ts',
  'api/http/silent-connections.test.ts',
  'api/audit/tampering.test.ts',
  'api/cli/backup.test.ts',
  'api/fuzz.test.ts',
  'api/cli/staff-changes.test.ts',
  'api/cli/staff.test.ts',
  'api/cli/staff-server.test.ts',
  'api/pg/database-mode.process.test.ts',
  'api/cli/staff-database.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at < 0 ? FIRST.length : at;
    };
    // A stable sort: the rest keep Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    // The tests that spawn the server or a command run the compiled ones (build/compiled.mjs), made once here.
    globalSetup: ['api/test-support/compile-once.ts'],
    // Testing Library's waits in the jsdom tests: 5 s, not 1 s, for a busy machine (the file says why).
    setupFiles: ['web/testing/async-timeout.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    unstubGlobals: true,
    // A fork keeps its loaded modules from one file to the next instead of loading them again for each:
    // 169 s against 192 s for the whole run here. It holds because no test leaves anything behind: fake
    // timers and stubbed globals are undone after each (unstubGlobals makes sure), no test mocks a module
    // (vi.mock), and state lives in objects a test makes (createApp, a temp data folder). Except the
    // service worker's tests: they evaluate the worker in a worker-like global scope (self, location,
    // registration) with fake-indexeddb's one in-process database, which the next file in the fork would
    // inherit (the outbox tests then saw each other's entries), so they run isolated, each file afresh.
    // The components' tests (web/**/*.tsx, in jsdom) are a project of their own: mixed in one project
    // with the server's, the forks imported 59 s of modules and used 267 s of CPU for the whole run;
    // apart, 24-32 s and 190 s (wall 143 s → 105 s, session 34).
    projects: [
      { extends: true, test: { name: 'server', include: ['api/**/*.test.ts', 'build/**/*.test.ts', 'perf/**/*.test.ts', 'web/**/*.test.ts'], isolate: false } },
      // Each components' file afresh (isolate): sharing loaded modules between jsdom files, the staff
      // navigation's tests saw an unstyled page (its folded menu showing) in a clean clone's file order, and
      // nowhere else: styled-components keeps its style sheet in module state, bound to the document it
      // first styled. About 5 s more wall time for this project here.
      { extends: true, test: { name: 'site', include: ['web/**/*.test.tsx'], isolate: true } },
      { extends: true, test: { name: 'worker', include: ['sw/**/*.test.ts'], isolate: true } },
    ],
    // Most files wait on sockets, disks and child processes more than on the CPU: three at once on two cores
    // takes about a minute off the run here (3m44s -> 2m33s) and every test still passes.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    // npm test names the slowest files at its end (build/test.mjs).
    reporters: ['default', ['json', { outputFile: '.timings/unit.json' }]],
  },
});
