/**
 * `npm run bench`: the real server (its own process, temp data folder, no rate limit, quiet
 * logs) with 1k / 10k / 50k stored inquiries, measured with autocannon beside a bare Express
 * baseline in its own process. Prints req/s and p50/p99 latency, the slot-list / baseline
 * ratio, the write cost and start-up read per stored-record count (up to a million), and checks that every acknowledged inquiry
 * was stored exactly once. Exits 1 when a target or the check fails.
 *
 * Env: BENCH_PORT (default 4253; the baseline uses the next port), BENCH_DURATION (seconds per
 * run, default 8), BENCH_SIZES (default 1000,10000,50000), BENCH_WRITE_SIZES (the write-cost
 * table's stored-record counts, default 1000,100000,1000000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContactStore } from '../api/contact/contact.store';
import { API } from '#contract';
import { bookSlots, type Figures, getRun, postInquiries, slotEtag } from './bench-runs';
import { seedInquiries } from './bench-seed';
import { type ChildServer, startChildServer } from './child-server';
import { cpuMilliseconds } from './process-cpu';
import { printTable } from './table';
import { measureWriteCost } from './write-cost';

// Decision 014: pino-http and helmet as published over hand-tuned code; simplicity wins over the last 30 %.
const TARGETS = { slotsToBaseline: 0.5, inquiryP99Ms: 50, inquiryP99AtRecords: 10_000 };
const port = Number(process.env.BENCH_PORT || 4253);
const duration = Number(process.env.BENCH_DURATION || 8);
const sizes = (process.env.BENCH_SIZES || '1000,10000,50000').split(',').map(Number);
const writeCostSizes = (process.env.BENCH_WRITE_SIZES || '1000,100000,1000000').split(',').map(Number);
const READ_CONNECTIONS = 10;
const WARM_UP_INQUIRY = { firstName: 'Warm', lastName: 'Up', email: 'warm-up@example.com', phone: '(555) 201-3344', consent: 'true' };
const WRITE_CONNECTIONS = 20;

const rows: string[][] = [];
const problems: string[] = [];
const row = (records: number, f: Figures, note = '') =>
  rows.push([records.toLocaleString('en-US'), f.label, Math.round(f.requestsPerSecond).toLocaleString('en-US'), `${f.p50} ms`, `${f.p99} ms`, note || statusNote(f)]);
const statusNote = (f: Figures) =>
  [f.statuses ? Object.entries(f.statuses).map(([status, count]) => `${count}×${status}`).join(' ') : '', f.errors ? `${f.errors} errors` : ''].filter(Boolean).join(', ');

/** Runs `run` and adds the server's CPU time per answered request (user + system, from /proc). */
async function measured(target: ChildServer, run: Promise<Figures>): Promise<Figures & { cpuMicros?: number }> {
  const before = cpuMilliseconds(target.process.pid!);
  const figures = await run;
  const after = cpuMilliseconds(target.process.pid!);
  const answered = Object.values(figures.statuses ?? {}).reduce((sum, count) => sum + count, 0);
  return { ...figures, cpuMicros: before === null || after === null || !answered ? undefined : ((after - before) * 1000) / answered };
}
const cpuNote = (f: { cpuMicros?: number }) => (f.cpuMicros === undefined ? '' : `${Math.round(f.cpuMicros)} µs CPU/request`);

for (const records of sizes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-bench-'));
  await seedInquiries(dataDir, records);
  const server = await startChildServer('api/server.ts', port, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0', LOG_LEVEL: 'warn', WEB_ROOT: join(dataDir, 'no-site') }, API.consultationSlots);
  const baseline = await startChildServer('perf/bench-baseline-server.ts', port + 1, {});
  try {
    // One inquiry first: it moves the past months' records to their archive files (once a month, not measured).
    await fetch(server.url + API.contact, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(WARM_UP_INQUIRY) });
    // Warm both processes (JIT, caches) before measuring; then the baseline and the slot list back to back.
    await getRun('warm-up', baseline.url, READ_CONNECTIONS, 2);
    await getRun('warm-up', server.url + API.consultationSlots, READ_CONNECTIONS, 2);
    // Three rounds, each running the baseline, the slot list and its revalidation back to back: the
    // ratio is taken within a round (same machine conditions) and the median round is reported.
    const rounds = [];
    for (let round = 0; round < 3; round++) {
      const bare = await measured(baseline, getRun('bare Express, fixed JSON', baseline.url, READ_CONNECTIONS, duration / 3));
      const slots = await measured(server, getRun('GET /api/consultation/slots', server.url + API.consultationSlots, READ_CONNECTIONS, duration / 3));
      const revalidate = await measured(
        server,
        getRun('GET slots, If-None-Match (304)', server.url + API.consultationSlots, READ_CONNECTIONS, duration / 3, { 'if-none-match': await slotEtag(server.url) }),
      );
      rounds.push({ bare, slots, revalidate, ratio: slots.requestsPerSecond / bare.requestsPerSecond });
    }
    const { bare, slots, revalidate, ratio } = rounds.sort((a, b) => a.ratio - b.ratio)[1]!;
    const revalidateRatio = revalidate.requestsPerSecond / bare.requestsPerSecond;
    row(records, bare, cpuNote(bare));
    row(records, slots, `${ratio.toFixed(2)}× baseline; ${cpuNote(slots)}`);
    row(records, revalidate, `${revalidateRatio.toFixed(2)}× baseline; ${cpuNote(revalidate)}`);
    if (ratio < TARGETS.slotsToBaseline) problems.push(`${records} records: GET slots ${ratio.toFixed(2)}× baseline < ${TARGETS.slotsToBaseline}`);

    const { figures: inquiry, acknowledged } = await postInquiries(server.url, WRITE_CONNECTIONS, duration);
    const booking = await bookSlots(server.url, WRITE_CONNECTIONS);
    await server.stop(); // SIGTERM: every write on disk before the file is read below
    const stored = (await openContactStore(dataDir)).records;
    const counts = new Map<string, number>();
    for (const record of stored) if (record.email.startsWith('bench')) counts.set(record.email, (counts.get(record.email) ?? 0) + 1);
    const missing = [...acknowledged].filter((marker) => counts.get(marker) !== 1).length;
    const duplicated = [...counts.values()].filter((count) => count > 1).length;
    row(records, inquiry, `${statusNote(inquiry)}; ${acknowledged.size} acknowledged, ${missing} not stored once, ${duplicated} duplicated`);
    row(records, booking);
    if (missing || duplicated) problems.push(`${records} records: ${missing} acknowledged inquiries not stored exactly once, ${duplicated} stored twice`);
    if (records === TARGETS.inquiryP99AtRecords && inquiry.p99 > TARGETS.inquiryP99Ms) {
      problems.push(`${records} records: POST inquiry p99 ${inquiry.p99} ms > ${TARGETS.inquiryP99Ms} ms`);
    }
    if (inquiry.errors || booking.errors) problems.push(`${records} records: ${inquiry.errors + booking.errors} request errors or timeouts`);
  } finally {
    await Promise.all([server.stop(), baseline.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`measured with ${records} stored inquiries`);
}

console.log(`\nautocannon, ${duration} s per run; reads ${READ_CONNECTIONS} connections, writes ${WRITE_CONNECTIONS}; Accept-Encoding: br, gzip\n`);
printTable(['stored', 'request', 'req/s', 'p50', 'p99', 'notes'], rows);

console.log('\nWrite cost: one insert alone (serialise, write, fsync file + folder; a seal now and then), 200 in a row\n');
const costs = [];
for (const records of writeCostSizes) for (const spread of ['year', 'month'] as const) costs.push(await measureWriteCost(records, spread));
printTable(
  ['stored', 'dated over', 'start-up read', 'file rewritten (max)', 'median', 'p99', 'max'],
  costs.map((cost) => [
    cost.records.toLocaleString('en-US'),
    cost.spread === 'year' ? 'past year' : 'this month (a flood)',
    `${(cost.startMs / 1000).toFixed(1)} s`,
    `${(cost.fileBytes / 1024).toFixed(0)} KB`,
    `${cost.medianMs.toFixed(1)} ms`,
    `${cost.p99Ms.toFixed(1)} ms`,
    `${cost.maxMs.toFixed(1)} ms`,
  ]),
);
const smallest = costs.find((cost) => cost.records === writeCostSizes[0] && cost.spread === 'month');
const largest = costs.find((cost) => cost.records === writeCostSizes.at(-1) && cost.spread === 'month');
// The cost of a write must not grow with what is stored: the median at the largest size within 3x the smallest's (and 10 ms).
if (smallest && largest && largest.medianMs > Math.max(3 * smallest.medianMs, smallest.medianMs + 10)) {
  problems.push(`write cost grows with stored records: median ${smallest.medianMs.toFixed(1)} ms at ${smallest.records}, ${largest.medianMs.toFixed(1)} ms at ${largest.records}`);
}

for (const problem of problems) console.error(`MISSED ${problem}`);
console.log(problems.length ? '\nSome targets were missed.' : '\nEvery target met.');
process.exit(problems.length ? 1 : 0);
