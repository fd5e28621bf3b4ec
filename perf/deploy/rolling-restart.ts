import { API } from '#contract';
import type { Client } from './client';

export interface LoadCounts {
  /** Per restart: the requests the server still had in flight when its drain ended and it closed its port (0: Caddy had taken it out). */
  inFlightAtClose: number[];
  requests: number;
  failed: number;
  /** Each kind of failure (a status, or a connection error's code) and how often it came. */
  failures: Record<string, number>;
  seconds: number;
}

export interface RestartableServer {
  name: string;
  /** SIGTERM; resolves once the process has exited, with the requests it had in flight when it closed its port. */
  stop(): Promise<number>;
  /** Starts it again on its port and data folder; resolves once it has answered a request that came through Caddy. */
  startAndServe(): Promise<void>;
}

/**
 * A rolling restart under load: `clients` loops, each on a kept-alive connection of its own, GET
 * the pages and the slot list through Caddy, while each server in turn is stopped with SIGTERM
 * (it drains: /healthz 503, then it closes), started again and waited for until Caddy sends it
 * requests once more; then the next. The load runs `seconds` at least, and until every restart is
 * done. A failure is any answer but 200 or 304, or a request that got no answer.
 */
export async function rollingRestart(options: {
  client: Client;
  site: string;
  pages: readonly string[];
  servers: readonly RestartableServer[];
  seconds: number;
  clients?: number;
  log: (line: string) => void;
}): Promise<LoadCounts> {
  const { client, site, pages, servers, seconds, clients = 4, log } = options;
  const paths = [...pages.flatMap((page) => [page, API.consultationSlots])];
  const counts: LoadCounts = { inFlightAtClose: [], requests: 0, failed: 0, failures: {}, seconds: 0 };
  const started = performance.now();
  let restarting = true;
  const minimum = new Promise<void>((done) => setTimeout(done, seconds * 1000));
  const loop = async (n: number) => {
    const agent = client.keptAlive();
    for (let at = n; restarting || performance.now() - started < seconds * 1000; at++) {
      const path = paths[at % paths.length]!;
      const outcome = await client.request(site + path, { agent }).then(
        ({ status }) => (status === 200 || status === 304 ? null : `${status} on ${path}`),
        (error: NodeJS.ErrnoException) => `${error.code ?? error.message} on ${path}`,
      );
      counts.requests++;
      if (outcome) {
        counts.failed++;
        counts.failures[outcome] = (counts.failures[outcome] ?? 0) + 1;
      }
    }
    agent.destroy();
  };
  const loops = Array.from({ length: clients }, (_, n) => loop(n));
  for (const server of servers) {
    log(`  ${server.name}: SIGTERM (it drains, then exits)`);
    const inFlight = await server.stop();
    counts.inFlightAtClose.push(inFlight);
    log(`  ${server.name}: stopped, ${inFlight} request${inFlight === 1 ? '' : 's'} in flight when it closed its port; starting it again`);
    await server.startAndServe();
    log(`  ${server.name}: serving through Caddy again`);
  }
  await minimum;
  restarting = false;
  await Promise.all(loops);
  counts.seconds = Math.round((performance.now() - started) / 100) / 10;
  return counts;
}
