/**
 * `npm run bench`: the API under load (autocannon) with 1k / 10k / 50k stored inquiries: this
 * build's server beside a bare Express baseline and, with BENCH_REFERENCE (a git ref), the server
 * of that commit, each in its own process on a temporary data folder (no rate limit, quiet logs),
 * measured back to back in the same rounds. Exits 1 when this build misses a target: the slot list
 * at 0.5× the baseline's requests a second or more (decision 014), POST inquiry p99 ≤ 50 ms at
 * 10,000 stored, and every acknowledged inquiry stored exactly once. Settings: the README's BENCH_* rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '#contract';
import { openContactStore } from '../api/contact/contact.store';
import { bookSlots, type Figures, getRun, postInquiries, slotEtag } from './bench-runs';
import { seedInquiries } from './bench-seed';
import { startChildServer } from './child-server';
import { prepareReference } from './reference-build';
import { printTable } from './table';
import { filesIn } from '../api/db/record-source';

const TARGETS = { slotsToBaseline: 0.5, inquiryP99Ms: 50, inquiryP99AtRecords: 10_000 };
const port = Number(process.env.BENCH_PORT || 4253);
const duration = Number(process.env.BENCH_DURATION || 8);
const sizes = (process.env.BENCH_SIZES || '1000,10000,50000').split(',').map(Number);
const READS = 10;
const WRITES = 20;

let reference;
try {
  reference = process.env.BENCH_REFERENCE ? prepareReference(process.env.BENCH_REFERENCE, { build: false }) : undefined;
} catch (error) {
  console.error(`BENCH_REFERENCE: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
const builds = [{ label: 'this build', cwd: undefined as string | undefined }, ...(reference ? [{ label: reference.label, cwd: reference.projectDir }] : [])];
const rows: string[][] = [];
const problems: string[] = [];
const row = (records: number, build: string, f: Figures, note = '') =>
  rows.push([records.toLocaleString('en-US'), build, f.label, Math.round(f.requestsPerSecond).toLocaleString('en-US'), `${f.p50} ms`, `${f.p99} ms`, [note, f.statuses, f.errors ? `${f.errors} errors` : ''].filter(Boolean).join('; ')]);
// Beside the reference's figure: this build's against it.
const against = (own: Figures, other: Figures) => `this build ${(own.requestsPerSecond / other.requestsPerSecond).toFixed(2)}×`;

try {
  for (const records of sizes) {
    const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'woundcare-bench-')));
    for (const dir of dataDirs) await seedInquiries(dir, records);
    const servers = await Promise.all(
      builds.map(({ cwd }, at) =>
        startChildServer('api/server.ts', port + 2 * at, { DATA_DIR: dataDirs[at]!, RATE_LIMIT_PER_MINUTE: '0', BOOKINGS_PER_ADDRESS_PER_DAY: '0', LOG_LEVEL: 'warn', WEB_ROOT: join(dataDirs[at]!, 'no-site') }, { readyPath: API.consultationSlots, cwd }),
      ),
    );
    const baseline = await startChildServer('perf/bench-baseline-server.ts', port + 1, {});
    try {
      // One inquiry first (it moves past months' records to their archive files, once a month), then every process warmed.
      for (const server of servers) {
        await fetch(server.url + API.contact, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Warm', lastName: 'Up', email: 'warm-up@example.com', phone: '(555) 201-3344', consent: 'true' }) });
      }
      for (const url of [baseline.url, ...servers.map((server) => server.url + API.consultationSlots)]) await getRun('warm-up', url, READS, 2);
      // Three rounds of the baseline and each build's slot list and its revalidation back to back; the round with this build's median ratio is shown.
      const rounds = [];
      for (let round = 0; round < 3; round++) {
        const bare = await getRun('bare Express, fixed JSON', baseline.url, READS, duration / 3);
        const reads = [];
        for (const server of servers) {
          const slots = await getRun('GET /api/consultation/slots', server.url + API.consultationSlots, READS, duration / 3);
          reads.push({ slots, revalidate: await getRun('GET slots, If-None-Match (304)', server.url + API.consultationSlots, READS, duration / 3, { 'if-none-match': await slotEtag(server.url) }) });
        }
        rounds.push({ bare, reads, ratio: reads[0]!.slots.requestsPerSecond / bare.requestsPerSecond });
      }
      const { bare, reads, ratio } = rounds.sort((a, b) => a.ratio - b.ratio)[1]!;
      row(records, '', bare);
      for (const [at, { slots, revalidate }] of reads.entries()) {
        const own = reads[0]!;
        row(records, builds[at]!.label, slots, `${(slots.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}× baseline${at ? `; ${against(own.slots, slots)}` : ''}`);
        row(records, builds[at]!.label, revalidate, `${(revalidate.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}× baseline${at ? `; ${against(own.revalidate, revalidate)}` : ''}`);
      }
      if (ratio < TARGETS.slotsToBaseline) problems.push(`${records} records: GET slots ${ratio.toFixed(2)}× baseline < ${TARGETS.slotsToBaseline}`);

      const writes = [];
      for (const server of servers) writes.push({ ...(await postInquiries(server.url, WRITES, duration)), booking: await bookSlots(server.url, WRITES) });
      await Promise.all(servers.map((server) => server.stop())); // SIGTERM: every write on disk before the files are read below
      const counts = new Map<string, number>();
      for (const { email } of (await openContactStore(filesIn(dataDirs[0]!))).records) counts.set(email, (counts.get(email) ?? 0) + 1);
      const { figures: inquiry, acknowledged, booking } = writes[0]!;
      const missing = [...acknowledged].filter((email) => counts.get(email) !== 1).length;
      for (const [at, write] of writes.entries()) {
        const stored = at ? '' : `${acknowledged.size} acknowledged, ${missing} not stored exactly once`;
        row(records, builds[at]!.label, write.figures, at ? `p99 this build ${inquiry.p99} ms` : stored);
        row(records, builds[at]!.label, write.booking, at ? `p99 this build ${booking.p99} ms` : '');
      }
      if (missing) problems.push(`${records} records: ${missing} acknowledged inquiries not stored exactly once`);
      if (records === TARGETS.inquiryP99AtRecords && inquiry.p99 > TARGETS.inquiryP99Ms) problems.push(`${records} records: POST inquiry p99 ${inquiry.p99} ms > ${TARGETS.inquiryP99Ms} ms`);
      if (inquiry.errors || booking.errors) problems.push(`${records} records: ${inquiry.errors + booking.errors} request errors or timeouts`);
    } finally {
      await Promise.all([...servers, baseline].map((server) => server.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
    console.log(`measured with ${records} stored inquiries`);
  }
} finally {
  reference?.remove();
}

console.log(`\nautocannon, ${duration} s per write run, a third of it per read run; reads ${READS} connections, writes ${WRITES}; Accept-Encoding: br, gzip\n`);
printTable(['stored', 'build', 'request', 'req/s', 'p50', 'p99', 'notes'], rows);
for (const problem of problems) console.error(`MISSED ${problem}`);
console.log(problems.length ? '\nSome targets were missed.' : '\nEvery target met.');
process.exit(problems.length ? 1 : 0);
