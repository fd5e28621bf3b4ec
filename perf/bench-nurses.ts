/**
 * `npx tsx perf/bench-nurses.ts`: the consultation slot list with 10,000 stored bookings, side by
 * side without nurses (each kind its own calendar) and with 10 nurses (every kind in one engine,
 * docs/decisions/054-nurses-and-one-engine.md). Two measures for each: the list computed afresh
 * (in this process, a new minute each time, so no cached list is reused), and the real server in
 * its own process answering GETs with autocannon (a list is computed once a minute or change).
 *
 * Env: BENCH_PORT (default 4263), BENCH_DURATION (seconds per HTTP run, default 6), BENCH_BOOKINGS (10000), BENCH_NURSES (10).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, API, minutesOf, provider, timeOf, todayIn } from '#contract';
import { CARE_KINDS, DEFAULT_WORK_WEEK } from '#contract/staff';
import { createBookingService } from '../api/bookings/booking.service';
import { NurseCapacity } from '../api/bookings/capacity';
import { KIND_RULES } from '../api/bookings/kinds';
import { AppSecret } from '../api/secrets/app-secret';
import { inDataDir, openStores } from '../api/stores';
import { getRun } from './bench-runs';
import { startChildServer } from './child-server';
import { printTable } from './table';

const port = Number(process.env.BENCH_PORT || 4263);
const duration = Number(process.env.BENCH_DURATION || 6);
const bookings = Number(process.env.BENCH_BOOKINGS || 10_000);
const nurses = Number(process.env.BENCH_NURSES || 10);
const COMPUTE_RUNS = 200;

/**
 * A practice's files: `bookings` bookings over the 60 days before today and the 60 after it (two
 * in three 15-minute calls on their grid, one in three 45-minute visits), with nurses or without.
 */
function seed(dataDir: string, withNurses: boolean): void {
  const now = Date.now();
  const today = todayIn(now, provider.timeZone);
  const createdAt = new Date(now - 90 * 86_400_000).toISOString();
  const team = Array.from({ length: withNurses ? nurses : 0 }, (_, n) => ({ id: randomUUID(), name: `Nurse ${String(n + 1).padStart(2, '0')}` }));
  const files: Record<string, object[]> = { consultation: [], coordinator: [], visit: [] };
  for (let n = 0; n < bookings; n++) {
    const date = addDays(today, (n % 120) - 60);
    const visit = n % 3 === 2;
    const time = timeOf(minutesOf('09:00') + (Math.floor(n / 120) % 32) * 15);
    const nurse = team.length ? { clinicianId: team[n % team.length]!.id } : {};
    const who = { clientName: `Patient ${n}`, clientPhone: '(555) 201-3344', createdAt };
    if (visit) files.visit!.push({ id: randomUUID(), date, time, type: 'visit', ...who, minutes: 45, address: '1 Main St, Hamilton, OH 45011', zip: '45011', source: 'phone', mail: [], ...nurse });
    else files.consultation!.push({ id: randomUUID(), date, time, type: 'consultation', ...who, clientEmail: `p${n}@example.com`, mail: [], ...nurse });
  }
  for (const kind of CARE_KINDS) writeFileSync(join(dataDir, `${kind}-bookings.json`), JSON.stringify({ records: files[kind], idempotency: [] }), { mode: 0o600 });
  const events = team.map((nurse) => ({ id: randomUUID(), event: 'added', clinicianId: nurse.id, createdAt, staffId: 'bench', name: nurse.name, active: true, hours: DEFAULT_WORK_WEEK, zips: [], kinds: [...CARE_KINDS] }));
  writeFileSync(join(dataDir, 'clinicians.json'), JSON.stringify({ records: events, idempotency: [] }), { mode: 0o600 });
}

/**
 * The slot list computed afresh COMPUTE_RUNS times, a minute apart, a booking changing one day
 * before every tenth: the first (every day read), then the median and 99th percentile, in ms.
 */
async function computeTimes(dataDir: string): Promise<{ first: number; median: number; p99: number; free: number }> {
  const stores = await openStores(inDataDir(dataDir), await AppSecret.load(dataDir));
  let now = Date.now();
  const clock = { now: () => now };
  const all = [stores.consultations, stores.coordinators, stores.visits];
  const capacity = new NurseCapacity(() => all, stores.clinicians, stores.closures);
  const service = createBookingService({ kind: 'consultation', rule: KIND_RULES.consultation, store: stores.consultations, clock, timeZone: provider.timeZone, closures: stores.closures, capacity });
  const times: number[] = [];
  let free = 0;
  const today = todayIn(now, provider.timeZone);
  for (let run = 0; run < COMPUTE_RUNS; run++) {
    now += 60_000;
    // A staff visit now and then, on a day of the window: its day is read again, as after any booking.
    if (run % 10 === 9) await stores.visits.insertOnce({ payload: run, now }, () => ({ id: randomUUID(), createdAt: new Date(now).toISOString(), date: addDays(today, 1 + (run % 50)), time: '07:00', type: 'visit', clientName: 'Bench', clientPhone: '5552013344', minutes: 15, source: 'phone' }));
    const start = performance.now();
    const { body } = service.slotListing();
    times.push(performance.now() - start);
    free = (JSON.parse(body) as { available: boolean }[]).filter((slot) => slot.available).length;
  }
  const first = times[0]!;
  times.sort((a, b) => a - b);
  return { first, median: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]!, free };
}

const rows: string[][] = [];
for (const withNurses of [false, true]) {
  const label = withNurses ? `${nurses} nurses` : 'no nurses';
  const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-bench-nurses-'));
  try {
    seed(dataDir, withNurses);
    const compute = await computeTimes(dataDir);
    const server = await startChildServer('api/server.ts', port, { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', WEB_ROOT: join(dataDir, 'no-site') }, { readyPath: API.consultationSlots });
    try {
      await getRun('warm-up', server.url + API.consultationSlots, 10, 2);
      const http = await getRun(label, server.url + API.consultationSlots, 10, duration);
      rows.push([label, bookings.toLocaleString('en-US'), String(compute.free), `${compute.first.toFixed(1)} ms`, `${compute.median.toFixed(2)} ms`, `${compute.p99.toFixed(2)} ms`, Math.round(http.requestsPerSecond).toLocaleString('en-US'), `${http.p50} ms`, `${http.p99} ms`]);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nGET ${API.consultationSlots}: the list computed ${COMPUTE_RUNS} times in process (a minute apart, a visit booked before every tenth); then the server under autocannon, 10 connections, ${duration} s\n`);
printTable(['team', 'bookings', 'free times', 'first list', 'list median', 'list p99', 'req/s', 'p50', 'p99'], rows);
