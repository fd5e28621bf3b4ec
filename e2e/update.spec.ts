import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { launchProfile } from './support/pwa-fixture';

const PORT = Number(process.env.E2E_PORT || 4173) + 50;
const origin = `http://localhost:${PORT}`;
const build = resolve(process.env.DIST_DIR || 'dist', 'client');

function startServer(webRoot: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(PORT), WEB_ROOT: webRoot, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`localhost:${PORT}`)) resolveStart(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.on('exit', () => done());
    child.kill('SIGTERM');
  });
}

test('when a second build is deployed, then the visitor is offered a reload and gets the new version', async () => {
  const work = mkdtempSync(join(tmpdir(), 'woundcare-update-'));
  // The second build: the same site with a changed service worker, as any redeploy produces.
  const second = join(work, 'second');
  cpSync(build, second, { recursive: true });
  appendFileSync(join(second, 'sw.js'), '\n// second build\n');
  const profileDir = join(work, 'profile');
  let server = await startServer(build, join(work, 'data'));
  const context = await launchProfile(profileDir);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
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
    await context.close();
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
});
