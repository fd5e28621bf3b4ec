import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledArgs, projectRoot } from '../../api/test-support/compiled';
import { startServerProcess, type ServerProcess } from '../../api/test-support/server-process';
import { type CaddyPorts, startCaddy } from './caddy';
import { clientTrusting } from './client';
import { hostCookies, hstsOnce, type Proof, type ProofTarget, realClientAddress, redirectsToHttps } from './proofs';
import { drainSeen, type LoadCounts, rollingRestart } from './rolling-restart';

export interface DeployCheckOptions {
  ports: CaddyPorts;
  /** The built site the servers serve. */
  webRoot: string;
  /** Pages the rolling restart's clients ask for, beside the slot list. */
  pages: readonly string[];
  /** How long the load runs at least. */
  seconds: number;
  log: (line: string) => void;
}

export interface DeployCheckReport {
  caddy: string;
  proofs: Proof[];
  load: LoadCounts;
  ok: boolean;
}

/** POSTs a minute per address on each server: low, so the limit is reached in a few requests. */
const PER_MINUTE = 3;
const STAFF = { username: 'deploy-check', password: 'lantern orchard copper ninety' };

/**
 * deploy/ proved on this machine: Caddy with deploy/Caddyfile (`tls internal`, no admin endpoint,
 * its data in a temporary HOME, high ports) in front of two compiled app servers, as the systemd
 * unit runs them (HOST=127.0.0.1, TRUST_PROXY=1, PUBLIC_URL the https address, one APP_SECRET,
 * DRAIN_SECONDS at its default), each on a data folder of its own until PostgreSQL mode.
 */
export async function runDeployCheck({ ports, webRoot, pages, seconds, log }: DeployCheckOptions): Promise<DeployCheckReport> {
  const home = await mkdtemp(join(tmpdir(), 'woundcare-deploy-check-'));
  const site = `https://localhost:${ports.https}`;
  // One secret for both, as the recipe says (manage links made by one verify on the other).
  const secret = randomBytes(36).toString('base64');
  const env = (port: number): Record<string, string> => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    PUBLIC_URL: site,
    APP_SECRET: secret,
    WEB_ROOT: webRoot,
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    // Health checks are logged at debug level: the check reads Caddy's 503 checks from the log.
    LOG_LEVEL: 'debug',
    // Unset: the default behind a proxy, which the Caddyfile's health interval is set against.
    DRAIN_SECONDS: '',
  });
  const servers: { name: string; dataDir: string; port: number; process?: ServerProcess }[] = ports.app.map((port, n) => ({ name: `server ${n + 1} (port ${port})`, dataDir: join(home, `data-${n + 1}`), port }));
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  try {
    for (const server of servers) {
      await mkdir(server.dataDir, { mode: 0o700 });
      execFileSync(process.execPath, compiledArgs('staff', ['add', STAFF.username, '--password-stdin']), { cwd: projectRoot, env: { ...process.env, DATA_DIR: server.dataDir }, input: `${STAFF.password}\n`, stdio: ['pipe', 'ignore', 'pipe'] });
      server.process = await startServerProcess(server.dataDir, env(server.port));
    }
    log('Two app servers, each on a data folder of its own: they share no data (two servers on one database is PostgreSQL mode, still to come); this checks the proxy, TLS, headers, client addresses and the drain.');
    caddy = await startCaddy(join(home, 'caddy'), ports);
    log(`${caddy.version} on ${site} (http on ${ports.http}), in front of 127.0.0.1:${ports.app.join(' and ')}`);
    const client = clientTrusting(caddy.ca);
    await until(async () => (await client.request(`${site}/healthz`).catch(() => null))?.status === 200, 'Caddy to answer on https');
    const target: ProofTarget = { client, site, plain: `http://localhost:${ports.http}`, staff: STAFF };
    const proofs: Proof[] = [];
    for (const prove of [hstsOnce, redirectsToHttps, hostCookies, (t: ProofTarget) => realClientAddress(t, PER_MINUTE)]) {
      const proof = await prove(target);
      proofs.push(proof);
      log(`${proof.ok ? 'ok  ' : 'FAIL'} ${proof.name}: ${proof.seen}`);
    }
    log(`Rolling restart under load for ${seconds} s at least (4 clients on kept-alive connections, GET ${pages.join(' ')} and the slot list):`);
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
          server.process = await startServerProcess(server.dataDir, env(server.port));
          // A request Caddy routed to it (not one of its health checks): it is back in rotation.
          await server.process.outputMatching(/"path":"(?!\/healthz")[^\n]*"msg":"request completed"/);
        },
      })),
    });
    // Out of rotation before its port closed: what the drain is for (Caddy's retries cover a GET either way, not a POST on a reused connection).
    const drained = load.drains.every(({ checks503, routedAfter }) => checks503 >= 2 && routedAfter === 0);
    log(`${drained ? 'ok  ' : 'FAIL'} Caddy took each server out of rotation before its port closed (503 checks, requests after the second: ${load.drains.map(({ checks503, routedAfter }) => `${checks503}, ${routedAfter}`).join('; ')})`);
    const loadOk = drained && load.failed === 0 && load.requests > 0;
    const failures = Object.entries(load.failures).map(([what, count]) => `${count}× ${what}`);
    log(`${loadOk ? 'ok  ' : 'FAIL'} ${load.requests} requests in ${load.seconds} s, ${load.failed} failed${failures.length ? `: ${failures.join(', ')}` : ''}`);
    return { caddy: caddy.version, proofs, load, ok: loadOk && proofs.every((proof) => proof.ok) };
  } finally {
    await caddy?.stop();
    // SIGINT: no drain, nobody is routed to them any more.
    await Promise.all(servers.map((server) => server.process?.stop('SIGINT')));
    await rm(home, { recursive: true, force: true });
  }
}

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (const deadline = Date.now() + 20_000; !(await ready()); await new Promise((wait) => setTimeout(wait, 100))) {
    if (Date.now() > deadline) throw new Error(`Waited 20 s for ${what}.`);
  }
}
