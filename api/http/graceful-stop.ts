import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** After the listener closes, how long in-flight requests get before the process gives up on them. */
export const STOP_GRACE_MS = 8_000;

export interface GracefulStopOptions {
  /** SIGTERM's drain: how long /healthz answers 503 while requests are still served, before the listener closes. */
  drainMs: number;
  logger: Logger;
  /** Once every connection is closed: the work that must end before the process does (e-mails, writes). */
  finish(): Promise<void>;
}

type Phase = 'serving' | 'draining' | 'closing';

/**
 * How the server stops (docs/decisions/070). SIGTERM (systemd, a container runtime) first drains:
 * for `drainMs` GET /healthz answers 503 so a load balancer sends new requests to another server,
 * while whatever still arrives is served, each answer closing its connection. Then the listener
 * closes (new connections are refused), idle keep-alive connections are closed, in-flight
 * requests finish (each told to close its connection), `finish` runs and the process exits 0.
 * SIGINT (Ctrl-C at a terminal, pm2) and a second SIGTERM skip what is left of the drain.
 */
export class GracefulStop {
  private phase: Phase = 'serving';
  private readonly inFlight = new Set<ServerResponse>();
  private drainTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: GracefulStopOptions) {}

  /** True from the stop signal on: GET /healthz then answers 503. */
  get stopping(): boolean {
    return this.phase !== 'serving';
  }

  /** Follows `server`'s requests and stops it on SIGTERM or SIGINT. */
  watch(server: Server): void {
    // First of the request listeners: the app may answer at once, and a header cannot be set after.
    server.prependListener('request', (_req, res: ServerResponse) => {
      // Each answer after the signal closes its connection: no idle keep-alive connection is left to race the close.
      if (this.phase !== 'serving') res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.on('close', () => this.inFlight.delete(res));
    });
    process.on('SIGTERM', () => this.signal(server, 'SIGTERM'));
    process.on('SIGINT', () => this.signal(server, 'SIGINT'));
  }

  private signal(server: Server, signal: NodeJS.Signals): void {
    if (this.phase === 'closing') return;
    if (this.phase === 'draining' || signal === 'SIGINT' || this.options.drainMs <= 0) {
      this.close(server, signal);
      return;
    }
    this.phase = 'draining';
    const seconds = this.options.drainMs / 1000;
    this.options.logger.info(
      { signal, drainSeconds: seconds, inFlight: this.inFlight.size },
      `draining: /healthz answers 503 for ${seconds} s so the load balancer sends new requests elsewhere; requests that still arrive are served`,
    );
    this.drainTimer = setTimeout(() => this.close(server, signal), this.options.drainMs);
  }

  private close(server: Server, signal: NodeJS.Signals): void {
    const { logger, finish } = this.options;
    const drained = this.phase === 'draining';
    this.phase = 'closing';
    clearTimeout(this.drainTimer);
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.close(() => {
      finish().then(
        () => {
          logger.info('stopped: every write is on disk');
          process.exit(0);
        },
        (error: unknown) => {
          logger.fatal({ err: error }, 'could not flush the data files');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    // Logged once the listening socket is closed, so whoever reads it knows new connections are refused.
    logger.info({ signal, drained, inFlight: this.inFlight.size }, 'stopping: new connections are refused; finishing in-flight requests');
    setTimeout(() => {
      logger.error({ inFlight: this.inFlight.size }, 'requests still running after the grace period; exiting');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  }
}
