import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/pwa-fixture';

const PORT = Number(process.env.E2E_PORT || 4173) + 50;
const origin = `http://localhost:${PORT}`;
const build = resolve(process.env.DIST_DIR || 'dist', 'client');

async function startServer(webRoot: string, dataDir: string): Promise<ChildProcess> {
  if (await fetch(origin).then(() => true, () => false)) throw new Error(`port ${PORT} is already in use`);
  // node itself (not npx) so SIGTERM reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(PORT), WEB_ROOT: webRoot, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  for (let tries = 0; tries < 100; tries++) {
    if (exited !== null) throw new Error(`server exited with ${exited}`);
    if (await fetch(`${origin}/api/consultation/slots`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.on('exit', () => done());
    child.kill('SIGTERM');
  });
}

test('when a second build is deployed, then the visitor is offered a reload and gets the new version', async ({ profile }) => {
  const work = mkdtempSync(join(tmpdir(), 'woundcare-update-'));
  // The second build: the same site with a changed service worker, as any redeploy produces.
  const second = join(work, 'second');
  cpSync(build, second, { recursive: true });
  appendFileSync(join(second, 'sw.js'), '\n// second build\n');
  for (const stale of ['sw.js.br', 'sw.js.gz']) rmSync(join(second, stale), { force: true });
  let server = await startServer(build, join(work, 'data'));
  try {
    const { page } = profile;
    await page.goto(`${origin}/contact`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await stopServer(server);
    server = await startServer(second, join(work, 'data'));
    await page.goto(`${origin}/about`);
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Update available')).toBeVisible();
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${origin}/sw.js`);
    // The new worker took over: nothing is left waiting.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
});
