import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, GUIDES, guidePath, type Slot } from '#contract';
import { projectRoot } from '../api/test-support/compiled';
import { postJson, request } from '../api/test-support/http';
import { consultation } from '../api/test-support/payloads';
import { STAFF_PASSWORD } from '../api/test-support/staff';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';

// dist/ copied out of the checkout runs by itself (docs/decisions/043). Building the site, when the suite has not, takes a while.
vi.setConfig({ testTimeout: 240_000 });
const run = promisify(execFile);
const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  for (const folder of folders.splice(0)) await removeDir(folder);
});
const folder = async (label: string) => {
  const made = await tempDataDir(label);
  folders.push(made);
  return made;
};

/**
 * The build the suite made (npm test builds before the unit tests, and Vitest's set-up brought its
 * server up to date), or else one made here in a temporary DIST_DIR.
 */
async function builtDist(): Promise<string> {
  const dist = resolve(projectRoot, process.env.DIST_DIR || 'dist');
  if (existsSync(join(dist, 'client', 'index.html'))) return dist;
  const made = await folder('portable-build');
  await run(process.execPath, ['build/compiled.mjs', 'build'], { cwd: projectRoot, env: { ...process.env, DIST_DIR: made } });
  return made;
}

/** Every file under `root` whose bytes hold `path` as a path of its own (not the tail of a longer one, such as `../../build/` for `/build`). */
async function filesNaming(root: string, path: string): Promise<string[]> {
  const named = new RegExp(`(?<![\\w.-])${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`);
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (named.test((await readFile(file)).toString('latin1'))) found.push(relative(root, file));
  }
  return found;
}

/** `node <file> <args>` with only `env` (no PATH, no WEB_ROOT…), in `cwd`. */
function node(file: string, cwd: string, env: Record<string, string>, args: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [file, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

/** The output of `child` until it matches `pattern`; fails if the process ends first. */
function outputUntil(child: ChildProcess, pattern: RegExp): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) resolve(output);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/** What `child` writes until it ends, `input` given on its stdin, and its exit code. */
function finished(child: ChildProcess, input = ''): Promise<{ code: number | null; output: string }> {
  let output = '';
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  child.stdin!.end(input);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('dist/ copied out of the checkout', () => {
  it('when the copy is started with only PORT and DATA_DIR from another folder, then it serves the site, the guides and bookings, its staff command works beside it, and no file of it names the checkout', async () => {
    const copy = join(await folder('portable-copy'), 'dist');
    await cp(await builtDist(), copy, { recursive: true });
    const elsewhere = await folder('portable-cwd');
    const dataDir = join(await folder('portable-data'), 'data');

    expect(await filesNaming(copy, projectRoot)).toEqual([]);

    const server = node(join(copy, 'server', 'server.js'), elsewhere, { PORT: '0', DATA_DIR: dataDir });
    const started = await outputUntil(server, /Site and API on http:\/\/localhost:(\d+)/);
    const url = `http://127.0.0.1:${/Site and API on http:\/\/localhost:(\d+)/.exec(started)![1]}`;

    // The site from the copy's own client/ (WEB_ROOT unset), in each language.
    const home = await request(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html lang="en"');
    const spanish = await request(`${url}/es`);
    expect(spanish.status).toBe(200);
    expect(spanish.text).toContain('<html lang="es"');
    // The guides, rendered by the server from the files copied beside its bundle.
    for (const lang of ['en', 'es'] as const) {
      const guide = await request(url + guidePath(GUIDES[0].slug, lang));
      expect(guide.status).toBe(200);
      expect(guide.text).toContain(`<html lang="${lang}"`);
      expect(guide.text).toContain(`<link rel="canonical" href="http://localhost:`);
    }
    expect((await request(`${url}/healthz`)).body).toEqual({ ok: true });

    // A booking made, stored, its slot taken from then on and its confirmation written (nodemailer, bundled).
    const free = (await request<Slot[]>(url + API.consultationSlots)).body.find((slot) => slot.available)!;
    const mailed = outputUntil(server, /"msg":"e-mail sent"/);
    const booked = await postJson(url + API.consultationBook, consultation(free.date, free.time));
    expect(booked.status).toBe(201);
    expect(booked.body.booking).toMatchObject({ date: free.date, time: free.time, clientName: 'James Carter' });
    const after = (await request<Slot[]>(url + API.consultationSlots)).body.find((slot) => slot.date === free.date && slot.time === free.time);
    expect(after?.available).toBe(false);
    await mailed;
    const mail = (await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
    expect(mail.length).toBeGreaterThan(0);

    // The operator's command from the copy, beside the running server (through its account socket); the
    // password is checked against zxcvbn's dictionaries, chunks the server loads on first use.
    const staff = (args: string[], input = '') => finished(node(join(copy, 'server', 'staff.js'), elsewhere, { DATA_DIR: dataDir }, args), input);
    expect(await staff(['add', 'coordinator', '--password-stdin'], `${STAFF_PASSWORD}\n`)).toMatchObject({ code: 0 });
    expect(await staff(['list'])).toMatchObject({ code: 0, output: expect.stringMatching(/coordinator\s+not enrolled\s+active/) });
  });
});
