import { execFile } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../api/test-support/compiled';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';

// Issue 27: npm test prints each stage's time at the end and stops at the first stage that fails.
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await removeDir(folder);
});

/** Runs scripts/test.mjs with an `npm` first on the PATH that records each script and fails `failAt`. */
async function runStages(failAt: string): Promise<{ code: number; stdout: string }> {
  const bin = await tempDataDir('test-stages');
  folders.push(bin);
  const npm = join(bin, 'npm');
  await writeFile(npm, '#!/bin/sh\necho "npm $1 $2"\nsleep 0.2\n[ "$2" = "$FAIL_AT" ] && exit 3\nexit 0\n');
  await chmod(npm, 0o755);
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/test.mjs'], { cwd: projectRoot, env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, FAIL_AT: failAt } }, (error, stdout) =>
      resolve({ code: error ? Number(error.code) : 0, stdout }),
    );
  });
}

describe('scripts/test.mjs', () => {
  it('when every stage passes, then each ran in turn and the end lists each stage with its time and the total', async () => {
    const { code, stdout } = await runStages('none');
    expect(code).toBe(0);
    expect(stdout.match(/^npm run .*$/gm)).toEqual(['npm run typecheck', 'npm run lint', 'npm run test:unit', 'npm run build', 'npm run test:e2e']);
    const table = stdout.slice(stdout.indexOf('Stage times:'));
    for (const stage of ['typecheck', 'lint', 'unit', 'build', 'e2e']) expect(table).toMatch(new RegExp(`^  ${stage} +\\d+\\.\\ds  passed$`, 'm'));
    expect(table).toMatch(/^ {2}total +\d+\.\ds$/m);
  });

  it('when a stage fails, then the later ones do not run, the times so far are printed and npm test exits with its code', async () => {
    const { code, stdout } = await runStages('test:unit');
    expect(code).toBe(3);
    expect(stdout.match(/^npm run .*$/gm)).toEqual(['npm run typecheck', 'npm run lint', 'npm run test:unit']);
    const table = stdout.slice(stdout.indexOf('Stage times:'));
    expect(table).toMatch(/^ {2}unit +\d+\.\ds {2}FAILED \(exit 3\)$/m);
    expect(table).not.toMatch(/build|e2e/);
  });
});
