import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestSmtpServer } from '../../api/test-support/test-smtp-server';
import { type CaddyPorts, startCaddy } from './caddy';
import { clientTrusting } from './client';
import { type RunningDatabase, type StorageMode, startDatabase } from './database';
import { describeKill, type KillReport, killMidWrite, mailArrived, mailSeen } from './kill';
import { hostCookies, hstsOnce, type Proof, type ProofTarget, realClientAddress, redirectsToHttps } from './proofs';
import { addNurses, signInStaff } from './staff-session';
import { bookingRace, describeRace, type RaceReport } from './race';
import { drainSeen, type LoadCounts, rollingRestart } from './rolling-restart';
import { type ServerPair, startPair } from './servers';
import { describeTally, mailOnce, type WriteTally } from './verdicts';
import { startWriteLoad } from './visitors';

export interface DeployCheckOptions {
  ports: CaddyPorts;
  /** The built site the servers serve. */
  webRoot: string;
  /** Pages the rolling restart's clients ask for, beside the slot list. */
  pages: readonly string[];
  /** How long the load runs at least. */
  seconds: number;
  /** lowdb (each server its own data folder, as today) or database (one PostgreSQL for both). */
  mode?: StorageMode;
  log: (line: string) => void;
}

export interface DeployCheckReport {
  caddy: string;
  mode: StorageMode;
  proofs: Proof[];
  load: LoadCounts;
  /** The visitors who booked and asked through the rolling restart. */
  writes: WriteTally;
  race: RaceReport;
  kill: KillReport;
  ok: boolean;
}

/** POSTs a minute per address on each server: low, so the limit is reached in a few requests. */
const PER_MINUTE = 3;
const STAFF = { username: 'deploy-check', password: 'lantern orchard copper ninety' };
/** Nurses set up before the race: as many winners as these. */
const NURSES = 2;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');

/**
 * deploy/ proved on this machine: Caddy with deploy/Caddyfile (`tls internal`, no admin endpoint,
 * its data in a temporary HOME, high ports) in front of two compiled app servers, as the systemd
 * unit runs them (HOST=127.0.0.1, TRUST_PROXY=1, PUBLIC_URL the https address, one APP_SECRET,
 * DRAIN_SECONDS at its default, mail to a real SMTP server), each on a data folder of its own or,
 * in database mode, on one PostgreSQL database. Then the two-server proofs of docs/decisions/080:
 * a rolling restart under a load that reads and writes, 50 bookings of one time at once, and a
 * `kill -9` in the middle of writes.
 */
export async function runDeployCheck({ ports, webRoot, pages, seconds, mode = 'lowdb', log }: DeployCheckOptions): Promise<DeployCheckReport> {
  const home = await mkdtemp(join(tmpdir(), 'woundcare-deploy-check-'));
  const site = `https://localhost:${ports.https}`;
  let database: RunningDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  let pair: ServerPair | undefined;
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  try {
    if (mode === 'database') database = await startDatabase();
    smtp = await TestSmtpServer.open();
    const env = {
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_URL: site,
      WEB_ROOT: webRoot,
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      SMTP_URL: smtp.url,
      STAFF_EMAIL: 'staff@example.com',
      // No reminders: each visitor's one e-mail is what the kill proof counts.
      REMINDER_LEAD_HOURS: '0',
      // Health checks are logged at debug level: the check reads Caddy's 503 checks from the log.
      LOG_LEVEL: 'debug',
      // Unset: the default behind a proxy, which the Caddyfile's health interval is set against.
      DRAIN_SECONDS: '',
    };
    pair = await startPair({ mode, database, ports: ports.app, home, env, staff: STAFF });
    const servers = pair.servers;
    log(
      mode === 'database'
        ? 'Two app servers on one PostgreSQL database (one DATABASE_URL, one APP_SECRET).'
        : 'Two app servers, each on a data folder of its own: they share no data (two servers on one database is database mode, DEPLOY_CHECK_DATABASE=1); the write proofs are checked per server.',
    );
    caddy = await startCaddy(join(home, 'caddy'), ports);
    log(`${caddy.version} on ${site} (http on ${ports.http}), in front of 127.0.0.1:${ports.app.join(' and ')}`);
    const client = clientTrusting(caddy.ca);
    await until(async () => (await client.request(`${site}/healthz`).catch(() => null))?.status === 200, 'Caddy to answer on https');
    const target: ProofTarget = { client, site, plain: `http://localhost:${ports.http}`, staff: STAFF };
    const proofs: Proof[] = [];
    // lowdb servers count apart; on one database the limit is shared (docs/decisions/073).
    const countedBy = mode === 'database' ? 1 : servers.length;
    for (const prove of [hstsOnce, redirectsToHttps, hostCookies, (t: ProofTarget) => realClientAddress(t, PER_MINUTE, countedBy)]) {
      const proof = await prove(target);
      proofs.push(proof);
      log(`${mark(proof.ok)} ${proof.name}: ${proof.seen}`);
    }
    log(`Rolling restart under load for ${seconds} s at least (4 clients on kept-alive connections, GET ${pages.join(' ')} and the slot list; 2 visitors booking a time and sending an inquiry in a loop):`);
    const writeLoad = startWriteLoad({ client, site, label: 'restart' });
    const load = await rollingRestart({
      client,
      site,
      pages,
      seconds,
      log,
      servers: servers.map((server) => ({
        name: server.name,
        stop: async () => {
          await server.process!.stop('SIGTERM');
          return drainSeen(server.process!.output());
        },
        startAndServe: async () => {
          await pair!.start(server);
          // A request Caddy routed to it (not one of its health checks): it is back in rotation.
          await server.process!.outputMatching(/"path":"(?!\/healthz")[^\n]*"msg":"request completed"/);
        },
      })),
    });
    const { tally: writes, acknowledged } = await writeLoad.stop();
    // Out of rotation before its port closed: what the drain is for (Caddy's retries cover a GET either way, not a POST on a reused connection).
    const drained = load.drains.every(({ checks503, routedAfter }) => checks503 >= 2 && routedAfter === 0);
    log(`${mark(drained)} Caddy took each server out of rotation before its port closed (503 checks, requests after the second: ${load.drains.map(({ checks503, routedAfter }) => `${checks503}, ${routedAfter}`).join('; ')})`);
    const loadOk = drained && load.failed === 0 && load.requests > 0;
    const failures = Object.entries(load.failures).map(([what, count]) => `${count}× ${what}`);
    log(`${mark(loadOk)} ${load.requests} reads in ${load.seconds} s, ${load.failed} failed${failures.length ? `: ${failures.join(', ')}` : ''}`);
    const writesOk = writes.failed === 0 && writes.acknowledged > 0;
    log(`${mark(writesOk)} writes through the restart: ${describeTally(writes)}`);
    const visitors = [...acknowledged.bookings, ...acknowledged.inquiries];
    await mailArrived(smtp, visitors);
    const restartMail = mailOnce(visitors, mailSeen(smtp));
    log(`${mark(restartMail.ok)} their e-mails by Message-ID: ${restartMail.without.length} of ${visitors.length} acknowledged visitors without one, ${restartMail.twoMessages.length} with two different ones, ${restartMail.sameIdAgain} delivered again with the same Message-ID`);

    // Staff sign in and set up the nurses (lowdb: on each server, which keeps its own; database: once, for both).
    const sessions = [];
    for (const [at, server] of (mode === 'database' ? servers.slice(0, 1) : servers).entries()) {
      const session = await signInStaff(client, server.process!.url, site, STAFF, 210 + at);
      await addNurses(session, NURSES);
      sessions.push(session);
    }
    const race = await bookingRace({ client, servers: servers.map((server) => ({ name: server.name, url: server.process!.url })), mode, seats: NURSES });
    log(`${mark(race.ok)} 50 bookings of one time at once, straight to both servers, ${NURSES} nurses: ${describeRace(race)}`);

    log('kill -9 of one server in the middle of writes through Caddy:');
    const kill = await killMidWrite({ client, site, pair, victim: servers[1]!, smtp, staff: sessions[0]!, log });
    log(`     while it went down: ${describeTally(kill.tally)}`);
    for (const line of describeKill(kill)) log(line);
    const ok = loadOk && writesOk && restartMail.ok && race.ok && kill.ok && proofs.every((proof) => proof.ok);
    return { caddy: caddy.version, mode, proofs, load, writes, race, kill, ok };
  } finally {
    await caddy?.stop();
    await pair?.stopAll();
    await smtp?.stop();
    await database?.stop();
    await rm(home, { recursive: true, force: true });
  }
}

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; !(await ready()); await new Promise((wait) => setTimeout(wait, 100))) {
    if (Date.now() > deadline) throw new Error(`Waited 20 s for ${what}.`);
  }
}
