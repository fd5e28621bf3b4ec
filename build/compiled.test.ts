import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../api/test-support/compiled';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';

// Decision 032: npm start and the commands run compiled JavaScript under plain Node, compiled when stale.
vi.setConfig({ testTimeout: 60_000 });
const run = promisify(execFile);
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await removeDir(folder);
});
const folder = async (label: string) => {
  const made = await tempDataDir(label);
  folders.push(made);
  return made;
};

/** `node build/compiled.mjs <args>` with its bundles in `dist` (DIST_DIR), as npm runs it. */
const compiled = (dist: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ['build/compiled.mjs', ...args], { cwd: projectRoot, env: { ...process.env, DIST_DIR: dist, ...env } });

describe('build/compiled.mjs', () => {
  it('when nothing changed since the last bundle, then a command runs it as it is; when a source is newer, then it compiles again first', async () => {
    const dist = await folder('compiled');
    const inputs = join(dist, 'server', 'inputs.json');
    await compiled(dist, ['compile']);
    const made = (await stat(inputs)).mtimeMs;
    const files = (JSON.parse(await readFile(inputs, 'utf8')) as { files: string[] }).files;
    expect(files).toEqual(expect.arrayContaining(['api/server.ts', 'api/cli/staff.ts', 'api/cli/backup.ts', 'api/cli/restore.ts', 'api/cli/preflight.ts', 'api/app.ts']));
    // The guides and the migrations are copied beside the bundle (decision 043): an edited or added one makes it again.
    expect(files).toEqual(expect.arrayContaining(['api/resources/guides', 'api/resources/guides/layout.html', 'api/resources/guides/es/home-wound-care-checklist.html', 'api/pg/migrations/001-foundations.sql']));

    // The command's own arguments reach it as they did when it was run as a script.
    const listed = await compiled(dist, ['staff', 'list'], { DATA_DIR: await folder('compiled-data') });
    expect(listed.stdout).toBe('No staff accounts yet. Add one with: npm run staff -- add <username>\n');
    expect((await stat(inputs)).mtimeMs).toBe(made);

    // Every source is now newer than the bundle, as after an edit or a pull.
    await utimes(inputs, 0, 0);
    await compiled(dist, ['compile']);
    expect((await stat(inputs)).mtimeMs).toBeGreaterThanOrEqual(made);
    for (const command of ['server', 'staff', 'backup', 'restore', 'preflight', 'start', 'build']) {
      expect(await readFile(join(dist, 'server', `${command}.js`), 'utf8')).not.toMatch(/from ["']tsx/);
    }
  });

  it('when the command is unknown or missing, then it says which ones there are and exits 2', async () => {
    const dist = await folder('compiled');
    const unknown = await compiled(dist, ['serve']).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Unknown command "serve"\.\nUsage: node build\/compiled\.mjs <compile\|start\|server\|build\|staff\|backup\|restore\|preflight\|migrate-data> \[arguments\]\n$/) });
    const none = await compiled(dist, []).catch((error: { code: number; stderr: string }) => error);
    expect(none).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: /) });
  });

  it('when npm start runs with the site built, then the server answers and no process it started runs tsx', async () => {
    const dist = await folder('compiled');
    // A site build newer than every source, so npm start does not build the site again.
    await mkdir(join(dist, 'client'), { recursive: true });
    await writeFile(join(dist, 'client', 'index.html'), '<!doctype html><title>Built</title>');
    const child = spawn('npm', ['start'], {
      cwd: projectRoot,
      env: { ...process.env, DIST_DIR: dist, WEB_ROOT: join(dist, 'client'), PORT: '0', DATA_DIR: await folder('compiled-data'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let output = '';
      const port = await new Promise<string>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const found = /Site and API on http:\/\/localhost:(\d+)/.exec(output)?.[1];
          if (found) resolve(found);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
      });
      expect(output).not.toContain('Building the site');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

      const tree = await processTree(child.pid!);
      expect(tree.some((args) => /^node .*build\/compiled\.mjs start$/.test(args))).toBe(true);
      expect(tree.filter((args) => /tsx/.test(args))).toEqual([]);
    } finally {
      // npm, its shell and Node: the server is the last, and its stop signal ends the others, so one
      // listed a moment ago may have gone by the time it is signalled.
      const tree = await processTree(child.pid!, true);
      for (const pid of tree) stopIfRunning(Number(pid));
      await exited;
    }
  });
});

/** SIGTERM to `pid`, unless it has already gone. */
function stopIfRunning(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** The command lines of `pid` and every process under it (or their process ids). */
async function processTree(pid: number, ids = false): Promise<string[]> {
  const { stdout } = await run('ps', ['-e', '-o', 'pid=,ppid=,args=']);
  const rows = stdout.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    return match ? [{ pid: Number(match[1]), parent: Number(match[2]), args: match[3]! }] : [];
  });
  const found = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) if (found.has(row.parent) && !found.has(row.pid)) grew = found.add(row.pid) !== null;
  }
  return rows.filter((row) => found.has(row.pid)).map((row) => (ids ? String(row.pid) : row.args));
}
