/**
 * `npx tsx perf/purge-cost.ts [records]`: the retention purge's cost in the server as
 * `npm start` runs it, on a data folder of `records` inquiries and bookings (default 100,000), half
 * of them past their keeping time. Prints the start-up time before the purge, the purge's own
 * time (from the server's log), and the size of the folder before and after.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startServerProcess } from '../api/test-support/server-process';
import { seedOldRecords } from '../api/test-support/seed-old-records';
import { removeDir, tempDataDir } from '../api/test-support/temp-dir';

const count = Number(process.argv[2] ?? 100_000);
const dataDir = await tempDataDir('purge-cost');
const folderBytes = async () => (await Promise.all((await readdir(dataDir)).map(async (name) => (await stat(join(dataDir, name))).size))).reduce((a, b) => a + b, 0);
try {
  await seedOldRecords(dataDir, { count, now: Date.now() });
  const before = await folderBytes();
  const started = performance.now();
  const server = await startServerProcess(dataDir);
  const listening = performance.now();
  while (!server.output().includes('retention purge done')) await new Promise((resolve) => setTimeout(resolve, 20));
  const done = performance.now();
  const line = server.output().split('\n').find((text) => text.includes('retention purge done'))!;
  await server.stop('SIGTERM');
  console.log(`records: ${count} (${(before / 1e6).toFixed(1)} MB), half past their keeping time`);
  console.log(`start to listening: ${((listening - started) / 1000).toFixed(2)} s`);
  console.log(`purge (listening to done): ${((done - listening) / 1000).toFixed(2)} s`);
  console.log(`folder after: ${((await folderBytes()) / 1e6).toFixed(1)} MB; ${JSON.parse(line).counts ? JSON.stringify(JSON.parse(line).counts) : ''}`);
} finally {
  await removeDir(dataDir);
}
