import { execFile } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../api/test-support/compiled';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';

// Decision 032: npm test prints each stage's time at the end and stops at the first stage that fails.
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await removeDir(folder);
});

/** Runs build/test.mjs with an `npm` first on the PATH that records each script and fails `failAt`. */
async function runStages(failAt: string): Promise<{ code: number; stdout: string }> {
  const bin = await tempDataDir('test-stages');
  folders.push(bin);
  const npm = join(bin, 'npm');
  // The type check, lint and build take a second each, so that running them one after the other would show in the total.
  await writeFile(npm, '#!/bin/sh\necho "npm $1 $2"\ncase "$2" in typecheck|lint|build) sleep 1 ;; *) sleep 0.2 ;; esac\n[ "$2" = "$FAIL_AT" ] && exit 3\nexit 0\n');
  await chmod(npm, 0o755);
  return new Promise((resolve) => {
    execFile(process.execPath, ['build/test.mjs'], { cwd: projectRoot, env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, FAIL_AT: failAt } }, (error, stdout) =>
      resolve({ code: error ? Number(error.code) : 0, stdout }),
    );
  });
}

describe('build/test.mjs', () => {
  it('when every stage passes, then type check, lint and build ran side by side, the others in turn, and the end lists each stage with its time and the total', async () => {
    const { code, stdout } = await runStages('none');
    expect(code).toBe(0);
    const ran = stdout.match(/^npm run .*$/gm)!;
    expect(ran.slice(0, 3).sort()).toEqual(['npm run build', 'npm run lint', 'npm run typecheck']);
    expect(ran.slice(3)).toEqual(['npm run test:unit', 'npm run test:e2e']);
    const table = stdout.slice(stdout.indexOf('Stage times:'));
    expect(table).toMatch(/^ {2}typecheck +\d+\.\ds {2}passed \(alongside lint, build\)$/m);
    expect(table).toMatch(/^ {2}lint +\d+\.\ds {2}passed \(alongside typecheck, build\)$/m);
    expect(table).toMatch(/^ {2}build +\d+\.\ds {2}passed \(alongside typecheck, lint\)$/m);
    for (const stage of ['unit', 'e2e']) expect(table).toMatch(new RegExp(`^  ${stage} +\\d+\\.\\ds  passed$`, 'm'));
    // The total counts the three once: the longest, not their sum.
    const seconds = [...table.matchAll(/^ {2}(\w+) +(\d+\.\d)s/gm)].map(([, name, time]) => [name, Number(time)] as const);
    const stages = seconds.filter(([name]) => name !== 'total').reduce((sum, [, time]) => sum + time, 0);
    const total = seconds.find(([name]) => name === 'total')![1];
    expect(total).toBeLessThan(stages - 0.6);
  });

  it('when a stage fails, then the later ones do not run, the times so far are printed and npm test exits with its code', async () => {
    const { code, stdout } = await runStages('test:unit');
    expect(code).toBe(3);
    expect(stdout.match(/^npm run .*$/gm)!.slice(3)).toEqual(['npm run test:unit']);
    const table = stdout.slice(stdout.indexOf('Stage times:'));
    expect(table).toMatch(/^ {2}unit +\d+\.\ds {2}FAILED \(exit 3\)$/m);
    expect(table).not.toMatch(/e2e/);
  });

  it('when lint fails beside the type check and the build, then those still finish, nothing after runs and npm test exits with lint\'s code', async () => {
    const { code, stdout } = await runStages('lint');
    expect(code).toBe(3);
    expect(stdout.match(/^npm run .*$/gm)!.sort()).toEqual(['npm run build', 'npm run lint', 'npm run typecheck']);
    const table = stdout.slice(stdout.indexOf('Stage times:'));
    expect(table).toMatch(/^ {2}lint +\d+\.\ds {2}FAILED \(exit 3\) \(alongside typecheck, build\)$/m);
    expect(table).toMatch(/^ {2}typecheck +\d+\.\ds {2}passed/m);
    expect(table).not.toMatch(/unit|e2e/);
  });

  it('when the runners have reported, then the slowest unit files and browser tries are named, longest first, each try of a retried test counted', async () => {
    const { slowest } = await import('./test.mjs');
    const unit = { testResults: [
      { name: `${process.cwd()}/api/a.test.ts`, startTime: 1000, endTime: 3500 },
      { name: `${process.cwd()}/api/b.test.ts`, startTime: 1000, endTime: 9000 },
      { name: `${process.cwd()}/api/c.test.ts`, startTime: 1000, endTime: 1200 },
    ] };
    expect(slowest('unit', unit, 2)).toEqual([{ seconds: 8, name: 'api/b.test.ts' }, { seconds: 2.5, name: 'api/a.test.ts' }]);
    const e2e = { suites: [{ specs: [], suites: [{ specs: [
      { file: 'staff.spec.ts', line: 12, title: 'when signed in', tests: [{ projectName: 'chromium', results: [{ duration: 4000 }, { duration: 61000 }] }] },
      { file: 'site.spec.ts', line: 3, title: 'when read', tests: [{ projectName: 'webkit', results: [{ duration: 9000 }] }] },
    ] }] }] };
    expect(slowest('e2e', e2e, 2)).toEqual([
      { seconds: 61, name: '[chromium] staff.spec.ts:12 when signed in' },
      { seconds: 9, name: '[webkit] site.spec.ts:3 when read' },
    ]);
  });
});
