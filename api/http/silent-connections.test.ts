import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test-support/server-process';
import { removeDir, tempDataDir } from '../test-support/temp-dir';

/**
 * Against the server `npm start` runs (api/server.ts in its own process), not a server built for
 * the test: its own limits decide. It takes about 10 s, the first-byte limit itself.
 */
let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = await tempDataDir('silent');
  server = await startServerProcess(dataDir);
});
afterAll(async () => {
  await server.stop('SIGTERM');
  await removeDir(dataDir);
});

describe('silent connections to the running server', () => {
  it('when a raw TCP connection sends nothing, then the server closes it within about 10 s and writes nothing to it', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const opened = Date.now();
    // No 'data' listener: like a probe or a held socket, the client reads nothing, so it sees the close only if no answer is queued before it.
    const closedAfter = await new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
    const received = socket.bytesRead;
    socket.destroy();

    // Not before the first-byte limit; and by it, not the server's later ones (headers 20 s, which
    // would answer 408 first; idle and request 30 s): the test's time is up before those.
    expect(closedAfter).toBeGreaterThanOrEqual(9_000);
    expect(received).toBe(0);
  }, 19_000);
});
