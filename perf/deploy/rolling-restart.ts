import { API } from '#contract';
import type { Client } from './client';

/** What a stopping server's log says of its drain. */
export interface DrainSeen {
  /** Caddy's health checks answered 503 between SIGTERM and the port's close. */
  checks503: number;
  /** Requests Caddy still sent it after the second of those: 0 once it has taken the server out. */
  routedAfter: number;
}

export interface LoadCounts {
  drains: DrainSeen[];
  requests: number;
  failed: number;
  /** Each kind of failure (a status, or a connection error's code) and how often it came. */
  failures: Record<string, number>;
  seconds: number;
}

export interface RestartableServer {
  name: string;
  /** SIGTERM; resolves once the process has exited, with what its log says of its drain. */
  stop(): Promise<DrainSeen>;
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
  const counts: LoadCounts = { drains: [], requests: 0, failed: 0, failures: {}, seconds: 0 };
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
    const drain = await server.stop();
    counts.drains.push(drain);
    log(`  ${server.name}: stopped; while it drained Caddy's health check got 503 ${drain.checks503} times, and it sent ${drain.routedAfter} requests after the second; starting it again`);
    await server.startAndServe();
    log(`  ${server.name}: serving through Caddy again`);
  }
  await minimum;
  restarting = false;
  await Promise.all(loops);
  counts.seconds = Math.round((performance.now() - started) / 100) / 10;
  return counts;
}

interface LogLine {
  msg?: string;
  req?: { path?: string };
  res?: { statusCode?: number };
}

/**
 * From a stopped server's log (at debug level, where health checks are logged): Caddy's 503 health
 * checks between the drain's start and the port's close, and the requests it routed there after the
 * second. A request already on its way when Caddy read the first 503 may still arrive; none can come
 * after the second, two seconds later, unless Caddy kept the server in rotation.
 */
export function drainSeen(output: string): DrainSeen {
  const lines = output.split('\n').flatMap((text): LogLine[] => {
    try {
      return [JSON.parse(text) as LogLine];
    } catch {
      return [];
    }
  });
  const from = lines.findIndex((line) => line.msg?.startsWith('draining'));
  const to = lines.findIndex((line) => line.msg?.startsWith('stopping'));
  const during = from < 0 || to < 0 ? [] : lines.slice(from + 1, to);
  // pino-http's line for an answer: "request completed", or "request failed with status 503".
  const answered = (line: LogLine) => line.msg === 'request completed' || Boolean(line.msg?.startsWith('request failed'));
  const checks = during.flatMap((line, at) => (answered(line) && line.req?.path === '/healthz' && line.res?.statusCode === 503 ? [at] : []));
  const afterSecond = checks.length >= 2 ? during.slice(checks[1]! + 1) : [];
  return { checks503: checks.length, routedAfter: afterSecond.filter((line) => answered(line) && line.req?.path !== '/healthz').length };
}
