/**
 * Referrals at size, on the server `npm start` runs (compiled, its own process, a temp data folder,
 * no daily byte cap): the time and the server's memory for a 25 MB referral (five documents of
 * 5 MB), then `npm run backup` of a folder holding 100 referrals of 5 MB, its size and time.
 * `npx tsx perf/referral-bench.ts` (the figures go to docs/performance.md).
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { API } from '#contract';
import { ageKeyPair, backupScript } from '../api/test-support/backup-cli';
import { compileServer } from '../api/test-support/compiled';
import { referralFields, referralForm } from '../api/test-support/referrals';
import { type ServerProcess, startServerProcess } from '../api/test-support/server-process';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';
import { pdf } from '../api/test-support/upload-files';

const MB = 1024 * 1024;
const UPLOADS = 5;
const REFERRALS = 100;

/** A scan's worth of bytes behind a real PDF head: random, so nothing on the way compresses it. */
const document = (bytes: number) => Buffer.concat([pdf(), randomBytes(bytes - pdf().length)]);

/** The server's resident memory now and at its peak so far, in MiB (Linux's /proc). */
async function memoryOf(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function send(url: string, documents: [string, Buffer][]): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url + API.referrals, {
    method: 'POST',
    body: referralForm(referralFields({ patientName: `Bench ${randomBytes(4).toString('hex')}` }), documents),
    headers: { 'Idempotency-Key': crypto.randomUUID(), Accept: 'application/json' },
  });
  if (answer.status !== 201) throw new Error(`referral refused: ${answer.status} ${await answer.text()}`);
  return performance.now() - started;
}

async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  // A file written meanwhile (an e-mail's draft) may be gone by the time it is looked at.
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const mib = (bytes: number) => `${(bytes / MB).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Starts npm start's server on a new data folder, runs `task` against it, and removes it all. */
async function withServer(task: (server: ServerProcess, dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await tempDataDir('referral-bench');
  const server = await startServerProcess(dataDir, { REFERRAL_MB_PER_ADDRESS_PER_DAY: '0' });
  try {
    await task(server, dataDir);
  } finally {
    await server.stop('SIGTERM');
    await removeDir(dataDir);
  }
}

compileServer();

await withServer(async (server) => {
  const pid = server.child.pid!;
  await send(server.url, [['warm-up.pdf', pdf()]]);
  const before = await memoryOf(pid);
  const times: number[] = [];
  for (let run = 0; run < UPLOADS; run++) times.push(await send(server.url, Array.from({ length: 5 }, (_, n): [string, Buffer] => [`page${n}.pdf`, document(5 * MB)])));
  const after = await memoryOf(pid);
  console.log(`25 MB referral (5 × 5 MB), ${UPLOADS} runs over loopback: median ${seconds(median(times))} (${times.map(seconds).join(', ')})`);
  console.log(`server memory: ${before.now.toFixed(0)} MiB resident before, peak ${after.peak.toFixed(0)} MiB during (${(after.peak - before.peak).toFixed(0)} MiB above the peak before), ${after.now.toFixed(0)} MiB after`);
});

await withServer(async (server, dataDir) => {
  const work = await tempDataDir('referral-bench-out');
  try {
    const filling = performance.now();
    for (let n = 0; n < REFERRALS; n++) await send(server.url, [[`scan${n}.pdf`, document(5 * MB)]]);
    console.log(`${REFERRALS} referrals of 5 MB, one after another: ${seconds(performance.now() - filling)}; data folder ${mib(await folderBytes(dataDir))}`);
    const keys = await ageKeyPair();
    const file = join(work, 'referrals.tar.age');
    const backingUp = performance.now();
    const made = await backupScript('backup', dataDir, [file, '--recipient', keys.recipient]);
    if (made.code !== 0) throw new Error(`backup failed: ${made.stderr}`);
    console.log(`npm run backup (server running): ${seconds(performance.now() - backingUp)}; backup ${mib((await stat(file)).size)}; server peak memory ${(await memoryOf(server.child.pid!)).peak.toFixed(0)} MiB`);
  } finally {
    await removeDir(work);
  }
});
