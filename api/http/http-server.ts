import { createServer, type RequestListener, type Server } from 'node:http';

/** Node's own wait for the next request on a kept-alive connection. */
const KEEP_ALIVE_MS = 5_000;

export interface HttpServerOptions {
  /** The longest a connection may stay silent (nothing read, nothing written) before it is closed. */
  idleMs?: number;
}

/**
 * The server the app listens on. A client that trickles its request in slowly is cut off (408)
 * rather than holding a socket for minutes; a connection that sends nothing at all never starts
 * a request, so those limits never see it, and the idle limit closes it instead. Every byte read
 * or written restarts the idle wait, so a slow but steady upload or download is not cut by it.
 */
export function createHttpServer(app: RequestListener, { idleMs = 30_000 }: HttpServerOptions = {}): Server {
  const server = createServer({ headersTimeout: 20_000, requestTimeout: 30_000, connectionsCheckingInterval: 5_000 }, app);
  server.setTimeout(idleMs);
  // Node's keep-alive wait stays, unless the idle limit is shorter: no silent connection outlives that.
  server.keepAliveTimeout = Math.min(KEEP_ALIVE_MS, idleMs);
  return server;
}
