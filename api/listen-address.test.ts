import { createConnection } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { serverFixtures } from './test-support/server-fixtures';
import type { ServerProcess } from './test-support/server-process';

// HOST, in the server npm start runs: behind a proxy, the app's port answers the proxy alone.
vi.setConfig({ testTimeout: 60_000 });

const fixtures = serverFixtures({ after: 'all', signal: 'SIGTERM' });

async function serverWith(env: Record<string, string>): Promise<{ server: ServerProcess; port: number }> {
  const server = await fixtures.start(await fixtures.folder('listen'), env);
  return { server, port: Number(new URL(server.url).port) };
}

/** Whether a TCP connection to `host:port` is taken ('connected') or turned away (its error code). */
function connect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('the address the server listens on', () => {
  // 127.0.0.2 is this machine too (all of 127/8 is loopback), but not the address 127.0.0.1.
  it('when HOST is 127.0.0.1, then only that address takes connections; unset, every address of the machine does, and with TRUST_PROXY the log says so', async () => {
    const bound = await serverWith({ HOST: '127.0.0.1', TRUST_PROXY: '1' });
    const open = await serverWith({ TRUST_PROXY: '1' });

    expect(await connect('127.0.0.1', bound.port)).toBe('connected');
    expect(await connect('127.0.0.2', bound.port)).toBe('ECONNREFUSED');
    expect(await connect('127.0.0.2', open.port)).toBe('connected');
    await expect.poll(() => open.server.output()).toMatch(/"level":40.*TRUST_PROXY is set and the server listens on every address of this machine/);
    // The purge is logged after the start's warnings would be.
    await expect.poll(() => bound.server.output()).toContain('retention purge done');
    expect(bound.server.output()).not.toContain('X-Forwarded-For');
  });
});
