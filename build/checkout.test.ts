import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../api/test-support/compiled';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';
import { checkoutRoot } from './checkout';

const run = promisify(execFile);
let folder = '';
afterEach(async () => {
  if (folder) await removeDir(folder);
  folder = '';
});

describe('the checkout npm start and npm run build build from', () => {
  it('when they run in the project or a folder under it, then it is the project', () => {
    expect(checkoutRoot(projectRoot)).toBe(projectRoot);
    expect(checkoutRoot(join(projectRoot, 'api', 'resources', 'guides'))).toBe(projectRoot);
  });

  it('when the compiled npm start runs outside any checkout, then it says how a copied dist/ is run and exits 1, building nothing', async () => {
    folder = await tempDataDir('no-checkout');
    const start = resolve(projectRoot, process.env.DIST_DIR || 'dist', 'server', 'start.js');
    const outside = await run(process.execPath, [start], { cwd: folder }).catch((error: { code: number; stdout: string; stderr: string }) => error);

    expect(outside).toMatchObject({ code: 1, stdout: '' });
    expect((outside as { stderr: string }).stderr).toBe(`${folder} is not in the project's folder: npm start and npm run build build the site from a checkout. A copied dist/ runs its server with: node <dist>/server/server.js\n`);
  });
});
