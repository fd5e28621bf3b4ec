/**
 * `npm run bench:writes`: write throughput and p99 latency of a booking and an inquiry, on lowdb
 * (a data folder) and on PostgreSQL (a cluster of its own, started here), in one run on this
 * machine, side by side with their ratio. Each on the compiled server (`npm start`'s, logging each
 * request as it does), in its own process, no rate limit, e-mails written as files (no SMTP_URL)
 * either way. Bookings: every free
 * consultation time of the 60 days booked once (20 connections); inquiries: distinct ones for
 * BENCH_DURATION seconds (8). While the server refuses DATABASE_URL the PostgreSQL column says
 * so: nothing is measured in its place. Exits 1 when a write got an error or no answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileServer } from '../api/test-support/compiled';
import { startServerProcess } from '../api/test-support/server-process';
import { bookSlots, type Figures, postInquiries } from './bench-runs';
import { type RunningDatabase, startDatabase, type StorageMode, storageEnv, whyNotStarted } from './deploy/database';
import { printTable } from './table';

const duration = Number(process.env.BENCH_DURATION || 8);
const CONNECTIONS = 20;
if (!(duration > 0)) {
  console.error('BENCH_DURATION must be a number of seconds above 0.');
  process.exit(2);
}

interface Measured {
  booking: Figures;
  inquiry: Figures;
  /** Inquiries acknowledged (201). */
  acknowledged: number;
}

/** One mode measured, or why it could not be. */
async function measure(mode: StorageMode): Promise<Measured | { unavailable: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `woundcare-bench-writes-${mode}-`));
  let database: RunningDatabase | undefined;
  try {
    if (mode === 'database') database = await startDatabase();
    const server = await startServerProcess(dataDir, { REMINDER_LEAD_HOURS: '0', ...storageEnv(database) }).catch((error: unknown) => {
      const why = whyNotStarted(error, mode);
      if (/refuses DATABASE_URL/.test(why.message)) return null;
      throw why;
    });
    if (!server) return { unavailable: 'not available: the server refuses DATABASE_URL' };
    try {
      // Warmed first: one inquiry (the first write opens the month's files), then measured.
      await postInquiries(server.url, 1, 1);
      const booking = await bookSlots(server.url, CONNECTIONS);
      const { figures: inquiry, acknowledged } = await postInquiries(server.url, CONNECTIONS, duration);
      return { booking, inquiry, acknowledged: acknowledged.size };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

compileServer();
const lowdb = await measure('lowdb');
const postgres = await measure('database');
if ('unavailable' in lowdb) throw new Error(lowdb.unavailable);

const ratio = (of: number, to: number) => (to > 0 ? `${(of / to).toFixed(2)}×` : '–');
const rows = (['booking', 'inquiry'] as const).map((what) => {
  const own = lowdb[what];
  const other = 'unavailable' in postgres ? null : postgres[what];
  const cells = (f: Figures | null) => (f ? [Math.round(f.requestsPerSecond).toLocaleString('en-US'), `${f.p99} ms`, f.statuses] : [postgres && 'unavailable' in postgres ? postgres.unavailable : '', '', '']);
  return [own.label, ...cells(own), ...cells(other), other ? `${ratio(other.requestsPerSecond, own.requestsPerSecond)} req/s, ${ratio(other.p99, own.p99)} p99` : '–'];
});
console.log(`\nautocannon, ${CONNECTIONS} connections, compiled server; bookings: each free time once; inquiries: ${duration} s\n`);
printTable(['request', 'lowdb req/s', 'lowdb p99', 'lowdb answers', 'PostgreSQL req/s', 'PostgreSQL p99', 'PostgreSQL answers', 'PostgreSQL ÷ lowdb'], rows);
const errors = [lowdb, postgres].flatMap((run) => ('unavailable' in run ? [] : [run.booking.errors + run.inquiry.errors])).reduce((sum, n) => sum + n, 0);
if (errors) console.error(`\n${errors} writes got an error or no answer.`);
process.exit(errors ? 1 : 0);
