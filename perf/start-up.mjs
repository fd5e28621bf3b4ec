// `node perf/start-up.mjs [--runs 3] <project folder>...`: how long `npm start` takes in each
// folder, from the spawn to the server's "Site and API on …" line, each folder in turn per run so that a
// busy machine weighs on them alike (decision 032 compared the tsx start with the compiled one this way).
// Each start gets an empty data folder and a port of its own; the site's build must be up to date in each
// folder, or the figure includes building it. Plain JavaScript: it measures, it does not need compiling.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers';

const LISTENING = /Site and API on http:\/\/localhost:\d+/;

function usage(message) {
  console.error(`${message}\nUsage: node perf/start-up.mjs [--runs N] <project folder>...`);
  process.exit(2);
}

function parse(args) {
  let runs = 3;
  const folders = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--runs') {
      runs = Number(args[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 1) usage('--runs takes a whole number of at least 1.');
    } else folders.push(resolve(args[i]));
  }
  if (folders.length === 0) usage('Name at least one project folder.');
  return { runs, folders };
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** Sends `signal` to the process group led by `pid`; false when none of the group is left. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

/** Seconds from spawning `npm start` in `folder` to its listening line; the server is stopped after. */
async function startOnce(folder) {
  const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-start-up-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: folder, detached: true, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  try {
    return await new Promise((done, fail) => {
      const read = (chunk) => {
        output += chunk;
        if (LISTENING.test(output)) done((performance.now() - started) / 1000);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => fail(new Error(`npm start in ${folder} exited (${code}) before listening:\n${output}`)));
      setTimeout(() => fail(new Error(`npm start in ${folder} did not listen within 120 s:\n${output}`)), 120_000).unref();
    });
  } finally {
    // npm and the server it started are one process group: wait until all of it has gone (the server
    // writes its data on the way out) before the next start and before removing its data folder.
    signalGroup(child.pid, 'SIGTERM');
    while (signalGroup(child.pid, 0)) await new Promise((done) => setTimeout(done, 50));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { runs, folders } = parse(process.argv.slice(2));
const times = new Map(folders.map((folder) => [folder, []]));
for (let run = 0; run < runs; run += 1) {
  for (const folder of folders) times.get(folder).push(await startOnce(folder));
}
for (const [folder, seconds] of times) {
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(`${folder}: ${seconds.map((s) => `${s.toFixed(2)} s`).join(', ')} (median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s)`);
}
