import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const clientDir = resolve(process.env.DIST_DIR || 'dist', 'client');
const vnu = resolve('node_modules/vnu-jar/build/dist/vnu.jar');

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('when the build is checked by the Nu HTML validator, then every prerendered page is valid', async () => {
  test.setTimeout(180_000);
  const files = htmlFiles(clientDir);
  // Every route, the 404 page and every guide.
  expect(files.length).toBeGreaterThanOrEqual(16);
  expect(files.map((file) => file.slice(clientDir.length))).toEqual(expect.arrayContaining(['/404.html', '/index.html', '/faqs/index.html']));
  // The quick compiler only (C1): for one short run it halves the CPU time (8.4 s to 3.7 s here) and checks the
  // same; a bigger stack than the default, which the checker needs for the HTML schema.
  const result = await run('java', ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', vnu, '--errors-only', ...files], { maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stderr }) => ({ code: 0, report: stderr }),
    (error: { code?: number; stderr?: string }) => ({ code: error.code ?? 1, report: error.stderr ?? String(error) }),
  );
  expect(result.report).toBe('');
  expect(result.code).toBe(0);
});
