import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { recordsIn, TestServer } from '../support/test-server';

/** Passes bytes on as they come, or, while `rate()` gives a rate, in tenths of a second's worth a tenth of a second apart. */
function throttled(rate: () => number | null): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const send = (at: number) => {
        if (at >= chunk.length) return done();
        const bytesPerSecond = rate();
        const piece = bytesPerSecond ? Math.max(1, Math.floor(bytesPerSecond / 10)) : chunk.length;
        this.push(chunk.subarray(at, at + piece));
        if (bytesPerSecond) setTimeout(() => send(at + piece), 100);
        else send(at + piece);
      };
      send(0);
    },
  });
}

/** A port nothing listens on now, from the system's free ones. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The site as the browser reaches it: the worker's real server (TestServer, run as npm start runs
 * it) behind a plain TCP relay on the site's port. `stop()` closes the relay's port and drops every
 * connection, so the browser meets what it meets when the server goes down (connection refused);
 * `start()` opens it again at once. Starting the server process again took 3 to 8 s on the busy
 * two-core machine, seven times per engine. `start(webRoot)` serves another build (a second one
 * deployed) from a server of its own, on a data folder of its own (one server per folder: its
 * lock), until a plain `start()` brings back the worker's server, which ran all along.
 */
export class ReachableSite {
  readonly origin: string;
  private relay: Server | null = null;
  private readonly connections = new Set<Socket>();
  private server: TestServer | null = null;
  private other: { server: TestServer; dataDir: string } | null = null;
  /** Bytes a second the relay passes from the browser to the server; null for as fast as they come. */
  private uploadRate: number | null = null;

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {
    this.origin = `http://localhost:${port}`;
  }

  get running(): boolean {
    return this.relay !== null;
  }

  /** Makes the site reachable, serving `webRoot` (the build under test when not given). */
  async start(webRoot?: string): Promise<void> {
    if (this.relay) throw new Error('site already reachable');
    await this.stopOther();
    if (!this.server) {
      this.server = new TestServer(await freePort(), this.dataDir);
      await this.server.start();
    }
    let target = this.server.port;
    if (webRoot) {
      const dataDir = mkdtempSync(join(tmpdir(), 'woundcare-other-build-'));
      this.other = { server: new TestServer(await freePort(), dataDir), dataDir };
      await this.other.server.start(webRoot);
      target = this.other.server.port;
    }
    const relay = createServer((incoming) => {
      const outgoing = connect(target, '127.0.0.1');
      for (const socket of [incoming, outgoing]) {
        this.connections.add(socket);
        socket.on('close', () => this.connections.delete(socket));
        socket.on('error', () => {
          incoming.destroy();
          outgoing.destroy();
        });
      }
      // A browser that gives up closes its connection: what the relay still holds is lost, as on a real line.
      incoming.once('close', () => {
        if (this.uploadRate) outgoing.destroy();
      });
      incoming.pipe(throttled(() => this.uploadRate)).pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(this.port, () => resolve());
    });
    this.relay = relay;
  }

  private async stopOther(): Promise<void> {
    const other = this.other;
    this.other = null;
    if (!other) return;
    await other.server.stop();
    rmSync(other.dataDir, { recursive: true, force: true });
  }

  /** What the browser sends reaches the server at `bytesPerSecond`, as over a weak signal; null for full speed again. */
  slowUploads(bytesPerSecond: number | null): void {
    this.uploadRate = bytesPerSecond;
  }

  /** Makes the site unreachable, as a dropped connection or a server that went down does. */
  async stop(): Promise<void> {
    const relay = this.relay;
    this.relay = null;
    if (!relay) return;
    const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
    for (const socket of this.connections) socket.destroy();
    await closed;
  }

  /** Stops the real server too (the worker is done). */
  async shutDown(): Promise<void> {
    await this.stop();
    await this.stopOther();
    await this.server?.stop();
    this.server = null;
  }

  /** Records in one collection file of the server's data folder. */
  records<T = Record<string, unknown>>(collection: string): T[] {
    return recordsIn<T>(this.dataDir, collection);
  }
}
