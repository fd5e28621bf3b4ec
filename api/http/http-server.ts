import { createServer, type RequestListener, type Server } from 'node:http';

/** Node's own wait for the next request on a kept-alive connection. */
const KEEP_ALIVE_MS = 5_000;

export interface HttpServerOptions {
  /** The longest a connection may stay silent (nothing read, nothing written) before it is closed. */
  idleMs?: number;
  /** The longest a new connection may take to send its first byte before it is closed, without an answer. */
  firstByteMs?: number;
  /**
   * The longest a whole request may take to arrive (Node's requestTimeout, the same for every
   * route): the upload of a referral's documents needs minutes on a slow line, so the server sets
   * it long and the app holds every other body to 30 s (api/http/body-deadline.ts).
   */
  requestMs?: number;
}

/**
 * The server the app listens on. A client that trickles its request in slowly is cut off (408)
 * rather than holding a socket for minutes, and one that stalls mid-request by the idle limit.
 * A connection that never sends a byte is closed by a limit of its own, shorter than the
 * headers' 20 s: Node's headers check would otherwise answer it a 408 it never asked for, which a
 * client that never reads (a probe, a held socket) does not see as a close at all. Every byte read
 * or written restarts the idle wait, so a slow but steady upload or download is not cut by it.
 */
export function createHttpServer(app: RequestListener, { idleMs = 30_000, firstByteMs = 10_000, requestMs = 30_000 }: HttpServerOptions = {}): Server {
  const server = createServer({ headersTimeout: 20_000, requestTimeout: requestMs, connectionsCheckingInterval: 5_000 }, app);
  server.setTimeout(idleMs);
  // Node's keep-alive wait stays, unless the idle limit is shorter: no silent connection outlives that.
  server.keepAliveTimeout = Math.min(KEEP_ALIVE_MS, idleMs);
  server.on('connection', (socket) => {
    // Browsers open a spare connection ahead of need and drop it unused after 10 s themselves (Chromium's unused-socket limit).
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, firstByteMs).unref();
    socket.once('close', () => clearTimeout(timer));
  });
  return server;
}
